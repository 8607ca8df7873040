import CardGeometry
import CardMotion

extension Scene {
    /// The node with `id`, if present.
    public func node(_ id: String) -> SceneNode? { nodes.first { $0.id == id } }
    /// The card nodes, back to front.
    public var cards: [SceneNode] { nodes.filter { $0.kind == .card } }
}

extension SceneNode {
    /// The centre of the node's bounds on screen.
    public var screenCenter: Point { Point(x: 0.5 * size.width, y: 0.5 * size.height).applying(transform) }
}
