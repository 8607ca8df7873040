import CardGeometry
import CardScene

/// What each frame's comparison leaves out (`verify --ignore NODE` and `--ignore-region x,y,w,h`, a script's
/// `verify:` section, ``FrameExpectation``'s masks in CardMotionTesting). A node is left out wherever it is in
/// either frame: where the scene puts it now, and where the recorded geometry (`states.jsonl`) had it when the
/// reference was made.
public struct IgnoreMasks: Hashable, Sendable {
    /// Node ids or globs (`card-*`, `snapshot-?`).
    public var nodes: [String]
    /// Regions in screen points.
    public var regions: [Rect]

    public init(nodes: [String] = [], regions: [Rect] = []) {
        self.nodes = nodes
        self.regions = regions
    }

    public var isEmpty: Bool { nodes.isEmpty && regions.isEmpty }

    /// Both masks' nodes and regions.
    public func adding(_ other: IgnoreMasks) -> IgnoreMasks {
        IgnoreMasks(nodes: nodes + other.nodes, regions: regions + other.regions)
    }

    /// Parses `x,y,w,h` (points); `nil` when it is not four finite numbers with a width and height of 0 or more.
    public static func region(_ text: String) -> Rect? {
        let numbers = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 4, numbers.allSatisfy({ $0?.isFinite == true }), numbers[2]! >= 0, numbers[3]! >= 0 else { return nil }
        return Rect(x: numbers[0]!, y: numbers[1]!, width: numbers[2]!, height: numbers[3]!)
    }

    /// The mask of a `width` x `height` pixel frame at `scale` pixels per point showing `scene`, whose reference
    /// was made with the nodes `recorded` (if known; read only when a node is ignored, since it parses the frame's
    /// recorded line); `nil` when nothing is ignored.
    public func mask(scene: Scene, recorded: @autoclosure () -> [NodeGeometry]?, width: Int, height: Int,
                     scale: Double) -> PixelMask? {
        guard !isEmpty else { return nil }
        var mask = PixelMask(width: width, height: height)
        func pixels(_ corners: [Point]) -> [Point] { corners.map { Point(x: $0.x * scale, y: $0.y * scale) } }
        for region in regions { mask.add(rect: Rect(x: region.minX * scale, y: region.minY * scale,
                                                   width: region.width * scale, height: region.height * scale)) }
        for node in scene.nodes where matches(node.id) { mask.add(quad: pixels(node.corners)) }
        if !nodes.isEmpty {
            for node in recorded() ?? [] where matches(node.id) { mask.add(quad: pixels(node.corners)) }
        }
        return mask
    }

    /// Whether the node `id` is ignored.
    public func matches(_ id: String) -> Bool {
        nodes.contains { Self.glob($0[...], id[...]) }
    }

    /// `*` matches any run of characters, `?` any one.
    public static func glob(_ pattern: Substring, _ text: Substring) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case "*":
            var rest = text
            while true {
                if glob(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        case "?":
            return !text.isEmpty && glob(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == first && glob(pattern.dropFirst(), text.dropFirst())
        }
    }
}
