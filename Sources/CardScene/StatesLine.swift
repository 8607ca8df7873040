import CardGeometry

/// One line of `cardmotion states`: a frame's simulated geometry and the callbacks that fired since the frame
/// before (docs/commands.md, `states`, documents every field). `states` writes it, ``text`` encodes it, and
/// ``init(parsing:)`` reads it back, for `verify`, `approve` and the geometry goldens (`states.jsonl`).
///
/// Numbers are written in their shortest round-trip form (``JSONValue``), so reading a line gives back the exact
/// doubles, and encoding what was read gives back the same bytes.
public struct StatesLine: Hashable, Sendable {
    /// One node of the scene, as `states` records it.
    public struct Node: Hashable, Sendable {
        /// The node's stable id (`card-3`).
        public var id: String
        public var kind: SceneNode.Kind
        /// The data index it shows, or `nil`.
        public var index: Int?
        /// The bounds' corners on screen (top-left, top-right, bottom-right, bottom-left), in points.
        public var corners: [Point]
        /// Effective opacity, 0...1.
        public var alpha: Double
        /// On-screen rotation, in degrees, clockwise positive.
        public var rotation: Double
        /// Scale along the node's own x and y axes.
        public var scaleX: Double
        public var scaleY: Double
        /// The node's layers that have an id, in drawing order (written only when there are any).
        public var layers: [Layer]

        public init(id: String, kind: SceneNode.Kind, index: Int?, corners: [Point], alpha: Double, rotation: Double,
                    scaleX: Double, scaleY: Double, layers: [Layer] = []) {
            self.id = id
            self.kind = kind
            self.index = index
            self.corners = corners
            self.alpha = alpha
            self.rotation = rotation
            self.scaleX = scaleX
            self.scaleY = scaleY
            self.layers = layers
        }

        /// The geometry of `node`.
        public init(_ node: SceneNode) {
            let scale = node.scale
            self.init(id: node.id, kind: node.kind, index: node.index, corners: node.corners, alpha: node.alpha,
                      rotation: node.rotationDegrees, scaleX: scale.x, scaleY: scale.y, layers: node.namedLayers)
        }
    }

    /// A layer of a node that has an id (``ContentLayer/id``), as `states` records it.
    public struct Layer: Hashable, Sendable {
        /// The layer's id, unique within its design (`likeStamp`).
        public var id: String
        /// Its frame's corners on screen (top-left, top-right, bottom-right, bottom-left of its bounds), in points.
        public var corners: [Point]
        /// Effective opacity, 0...1: the node's alpha times the opacities of the layer and its ancestors.
        public var alpha: Double

        public init(id: String, corners: [Point], alpha: Double) {
            self.id = id
            self.corners = corners
            self.alpha = alpha
        }
    }

    /// A control's callback: its original's method name, when it fired (seconds), the data index it names and
    /// its further values by key.
    public struct Event: Hashable, Sendable {
        public var name: String
        public var time: Double
        public var index: Int?
        public var details: [String: EventValue]

        public init(name: String, time: Double, index: Int? = nil, details: [String: EventValue] = [:]) {
            self.name = name
            self.time = time
            self.index = index
            self.details = details
        }
    }

    /// The frame number, from 0.
    public var frame: Int
    /// The time it shows, in seconds.
    public var time: Double
    /// The scene's nodes, back to front.
    public var nodes: [Node]
    /// The callbacks since the frame before (written only when there are any).
    public var events: [Event]

    public init(frame: Int, time: Double, nodes: [Node], events: [Event] = []) {
        self.frame = frame
        self.time = time
        self.nodes = nodes
        self.events = events
    }

    /// The line of `scene` as frame `frame` at `time` seconds, with the callbacks `events`.
    public init(frame: Int, time: Double, scene: Scene, events: [Event] = []) {
        self.init(frame: frame, time: time, nodes: scene.nodes.map(Node.init), events: events)
    }

    /// The line as `states` writes it: one JSON object, no line break.
    public var text: String {
        var out = "{\"frame\":\(frame),\"time\":\(Self.number(time)),\"nodes\":["
        for (position, node) in nodes.enumerated() {
            if position > 0 { out += "," }
            let corners = Self.text(of: node.corners)
            out += "{\"id\":\(Self.string(node.id)),\"kind\":\(Self.string(node.kind.rawValue)),"
            out += "\"index\":\(node.index.map(String.init) ?? "null"),"
            out += "\"corners\":[\(corners)],\"alpha\":\(Self.number(node.alpha)),"
            out += "\"rotation\":\(Self.number(node.rotation)),\"scale\":[\(Self.number(node.scaleX)),\(Self.number(node.scaleY))]"
            if !node.layers.isEmpty { out += ",\"layers\":[" + node.layers.map(Self.text(of:)).joined(separator: ",") + "]" }
            out += "}"
        }
        out += "]"
        if !events.isEmpty {
            out += ",\"events\":[" + events.map(Self.text(of:)).joined(separator: ",") + "]"
        }
        return out + "}"
    }

    /// Corners as a list of `[x, y]` pairs (without the enclosing brackets).
    private static func text(of corners: [Point]) -> String {
        corners.map { "[\(number($0.x)),\(number($0.y))]" }.joined(separator: ",")
    }

    /// A named layer: id, corners, alpha.
    private static func text(of layer: Layer) -> String {
        "{\"id\":\(string(layer.id)),\"corners\":[\(text(of: layer.corners))],\"alpha\":\(number(layer.alpha))}"
    }

    /// An event: name, time, index (when it has one), then its details in key order.
    private static func text(of event: Event) -> String {
        var out = "{\"name\":\(string(event.name)),\"time\":\(number(event.time))"
        if let index = event.index { out += ",\"index\":\(index)" }
        for key in event.details.keys.sorted() {
            out += ",\(string(key)):\(text(of: event.details[key]!))"
        }
        return out + "}"
    }

    private static func text(of value: EventValue) -> String {
        switch value {
        case .int(let int): String(int)
        case .double(let double): number(double)
        case .string(let text): string(text)
        case .bool(let bool): bool ? "true" : "false"
        case .list(let values): "[" + values.map(text(of:)).joined(separator: ",") + "]"
        }
    }

    /// A JSON number in its shortest round-trip form.
    private static func number(_ value: Double) -> String { JSONValue.number(value).formatted() }

    /// A JSON string.
    private static func string(_ text: String) -> String { JSONValue.string(text).formatted() }
}
