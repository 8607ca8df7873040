import CardGeometry
import Foundation

/// Where one node of a scene is and how it looks geometrically: what `cardmotion states` records per node, reduced
/// to what a person reads when a frame changed (the centre, the rotation, the scale and the opacity).
public struct NodeGeometry: Hashable, Sendable {
    /// The node's stable id (`card-3`).
    public var id: String
    /// The centre of its bounds on screen, in points.
    public var center: Point
    /// On-screen rotation, in degrees, clockwise positive.
    public var rotation: Double
    /// Scale along the node's own axes.
    public var scale: (x: Double, y: Double)
    /// Effective opacity, 0...1.
    public var alpha: Double
    /// The bounds' corners on screen (top-left, top-right, bottom-right, bottom-left), in points.
    public var corners: [Point] = []
    /// Whether this is a node's named layer (`card-0/likeStamp`, see ``withLayers(_:)``), whose change of opacity
    /// reads `alpha 0.40 -> 0.55` rather than a node's `faded`.
    public var isLayer = false

    public init(id: String, center: Point, rotation: Double, scale: (x: Double, y: Double), alpha: Double) {
        self.id = id
        self.center = center
        self.rotation = rotation
        self.scale = scale
        self.alpha = alpha
    }

    /// The geometry of `node`.
    public init(_ node: SceneNode) {
        self.init(StatesLine.Node(node))
    }

    /// The geometry `states` recorded for a node.
    public init(_ node: StatesLine.Node) {
        self.init(id: node.id, corners: node.corners, rotation: node.rotation, scale: (node.scaleX, node.scaleY), alpha: node.alpha)
    }

    /// The geometry from the four corners `states` records (top-left, top-right, bottom-right, bottom-left).
    public init(id: String, corners: [Point], rotation: Double, scale: (x: Double, y: Double), alpha: Double) {
        let count = Double(max(1, corners.count))
        self.init(id: id, center: Point(x: corners.map(\.x).reduce(0, +) / count, y: corners.map(\.y).reduce(0, +) / count),
                  rotation: rotation, scale: scale, alpha: alpha)
        self.corners = corners
    }

    public static func == (lhs: NodeGeometry, rhs: NodeGeometry) -> Bool {
        lhs.id == rhs.id && lhs.center == rhs.center && lhs.rotation == rhs.rotation && lhs.scale.x == rhs.scale.x
            && lhs.scale.y == rhs.scale.y && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(center)
        hasher.combine(rotation)
    }

    /// Changes below these are noise of the arithmetic, not a change anyone could see.
    public static let positionTolerance = 0.01   // points
    public static let rotationTolerance = 0.01   // degrees
    public static let scaleTolerance = 0.0001
    public static let alphaTolerance = 0.001

    /// One node's change between a recorded frame and the current one.
    public struct Change: Hashable, Sendable {
        /// The node's id.
        public var id: String
        /// What changed, in words: `moved (+4.0, +0.2) pt, rotated +0.22 deg`, `appeared`, `faded 1.00 -> 0.80`.
        public var what: String
    }

    /// What changed from `recorded` to `current` for the nodes of one frame, node by node in the current order
    /// (then the nodes that went). Empty when every node is where it was.
    public static func changes(from recorded: [NodeGeometry], to current: [NodeGeometry]) -> [Change] {
        let before = Dictionary(recorded.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let now = Set(current.map(\.id))
        var changes: [Change] = []
        for node in current {
            guard let old = before[node.id] else {
                changes.append(Change(id: node.id, what: "appeared"))
                continue
            }
            var parts: [String] = []
            let dx = node.center.x - old.center.x, dy = node.center.y - old.center.y
            if abs(dx) > positionTolerance || abs(dy) > positionTolerance {
                parts.append("moved (\(signed(dx)), \(signed(dy))) pt")
            }
            let turn = node.rotation - old.rotation
            if abs(turn) > rotationTolerance { parts.append("rotated \(signed(turn, digits: 2)) deg") }
            if abs(node.scale.x - old.scale.x) > scaleTolerance || abs(node.scale.y - old.scale.y) > scaleTolerance {
                parts.append("scaled \(scaleText(old.scale)) -> \(scaleText(node.scale))")
            }
            if abs(node.alpha - old.alpha) > alphaTolerance {
                // Two decimals, or three when two would show the same opacity twice.
                let digits = fixed(old.alpha, 2) == fixed(node.alpha, 2) ? 3 : 2
                parts.append("\(node.isLayer ? "alpha" : "faded") \(fixed(old.alpha, digits)) -> \(fixed(node.alpha, digits))")
            }
            if !parts.isEmpty { changes.append(Change(id: node.id, what: parts.joined(separator: ", "))) }
        }
        for node in recorded where !now.contains(node.id) { changes.append(Change(id: node.id, what: "disappeared")) }
        return changes
    }

    /// `+1.5`, `-0.2`; a change that rounds to zero is `+0.0`, never `-0.0`.
    private static func signed(_ value: Double, digits: Int = 1) -> String {
        let magnitude = fixed(abs(value), digits)
        return (value < 0 && magnitude.contains { $0 != "0" && $0 != "." } ? "-" : "+") + magnitude
    }

    private static func fixed(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    private static func scaleText(_ scale: (x: Double, y: Double)) -> String {
        scale.x == scale.y ? fixed(scale.x, 3) : "\(fixed(scale.x, 3)) x \(fixed(scale.y, 3))"
    }
}
