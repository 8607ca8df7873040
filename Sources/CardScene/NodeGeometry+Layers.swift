import CardGeometry
import Foundation

extension NodeGeometry {
    /// The geometry of a recorded node, then of each of its named layers (``StatesLine/Layer``) as `NODE/LAYER`
    /// (`card-0/likeStamp`): what `verify` explains and what `--ignore card-*/likeStamp` masks.
    public static func withLayers(_ node: StatesLine.Node) -> [NodeGeometry] {
        [NodeGeometry(node)] + node.layers.map { layer($0, of: node.id) }
    }

    /// The geometry of a scene's node, then of each of its named layers.
    public static func withLayers(_ node: SceneNode) -> [NodeGeometry] {
        withLayers(StatesLine.Node(node))
    }

    /// The id `verify` names a node's layer by: the node's id, a slash, the layer's (`card-0/likeStamp`).
    public static func layerID(_ layer: String, of node: String) -> String { node + "/" + layer }

    /// A named layer's geometry: its corners and opacity, turned as its top edge runs on screen (degrees, clockwise
    /// positive). A layer's scale is not recorded (its size shows in its corners), so it is 1.
    static func layer(_ layer: StatesLine.Layer, of node: String) -> NodeGeometry {
        let top = layer.corners.count == 4 ? (layer.corners[1].x - layer.corners[0].x, layer.corners[1].y - layer.corners[0].y) : (0, 0)
        var geometry = NodeGeometry(id: layerID(layer.id, of: node), corners: layer.corners, rotation: atan2(top.1, top.0) * 180 / .pi,
                                    scale: (1, 1), alpha: layer.alpha)
        geometry.isLayer = true
        return geometry
    }
}
