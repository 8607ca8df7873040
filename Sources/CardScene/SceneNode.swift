import CardGeometry
import Foundation

/// One top-level view of the scene (a card, a snapshot, a button, a container) with its content.
///
/// The node's own coordinate space has its origin at the top-left of its bounds; `transform` maps it to
/// screen points (every ancestor's transform already folded in). Its content is drawn as a group and then
/// composited with `alpha`, as a layer with group opacity is on iOS.
public struct SceneNode: Hashable, Sendable {
    /// What the node is, for `states` output and for tools: `card`, `snapshot`, `button`, `container`, or
    /// `decoration` (a script's static screen layers and overlay).
    public enum Kind: String, Hashable, Sendable, Codable {
        case card, snapshot, button, container, decoration
    }

    /// A stable name, e.g. `card-3`.
    public var id: String
    public var kind: Kind
    /// The data index this node shows, or `nil`.
    public var index: Int?
    /// The node's content, in its own coordinates. `layer.frame.origin` is `(0, 0)`; its size is the node's bounds.
    public var layer: ContentLayer
    /// Maps the node's coordinates to screen points.
    public var transform: AffineTransform2D
    /// Effective opacity, 0...1, multiplied through every ancestor.
    public var alpha: Double
    /// Layers drawn over the content for this frame only, in the node's coordinates: a card's layers that follow
    /// its motion. They are drawn over the content, clipped as its sublayers are (to its bounds, rounded by its corner
    /// radius, when it masks its content), under its border, within its group opacity, and cast no shadow
    /// (docs/layers.md#values-from-motion).
    public var liveLayers: [ContentLayer] = []

    public init(id: String, kind: Kind, index: Int?, layer: ContentLayer, transform: AffineTransform2D, alpha: Double) {
        self.id = id
        self.kind = kind
        self.index = index
        self.layer = layer
        self.transform = transform
        self.alpha = alpha
    }

    /// The bounds size, in points.
    public var size: Size { layer.frame.size }

    /// The corners of the bounds mapped to screen points: top-left, top-right, bottom-right, bottom-left. Turned in
    /// 3D (``isTurnedIn3D``), they are the projected corners (``projection()``); a node so turned that a corner
    /// reaches the viewer's eye, which cannot be drawn, gives its unturned corners.
    public var corners: [Point] {
        if isTurnedIn3D, let projected = try? LayerProjection(size: size, transform: projection()) {
            return projected.corners
        }
        return Rect(origin: .zero, size: size).corners.map { $0.applying(transform) }
    }

    /// The on-screen rotation, in degrees, clockwise positive.
    public var rotationDegrees: Double {
        atan2(transform.b, transform.a) * 180 / .pi
    }

    /// The on-screen scale along the node's own x and y axes (`[sx, sy]`).
    public var scale: (x: Double, y: Double) {
        let decomposed = transform.decomposed
        return (decomposed.scaleX, decomposed.scaleY)
    }
}
