import CardGeometry
import CardMotion
import CardRender

/// `verify --ignore NODE` and `--ignore-region x,y,w,h`: what each frame's comparison leaves out. A node is left
/// out wherever it is in either frame: where the scene puts it now, and where the recorded geometry
/// (`states.jsonl`) had it when the reference was made.
struct IgnoreMasks {
    /// Node ids or globs (`card-*`, `snapshot-?`).
    var nodes: [String] = []
    /// Regions in screen points.
    var regions: [Rect] = []

    var isEmpty: Bool { nodes.isEmpty && regions.isEmpty }

    /// Parses `x,y,w,h` (points); `nil` when it is not four finite numbers with a width and height of 0 or more.
    static func region(_ text: String) -> Rect? {
        let numbers = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 4, numbers.allSatisfy({ $0?.isFinite == true }), numbers[2]! >= 0, numbers[3]! >= 0 else { return nil }
        return Rect(x: numbers[0]!, y: numbers[1]!, width: numbers[2]!, height: numbers[3]!)
    }

    /// The mask of a frame of `screen` showing `scene`, whose reference was made with the nodes `recorded` (if
    /// known; read only when a node is ignored, since it parses the frame's recorded line); `nil` when nothing is
    /// ignored.
    func mask(scene: Scene, recorded: @autoclosure () -> [NodeGeometry]?, screen: Screen) -> PixelMask? {
        guard !isEmpty else { return nil }
        var mask = PixelMask(width: screen.pixelWidth, height: screen.pixelHeight)
        let scale = screen.scale
        func pixels(_ corners: [Point]) -> [Point] { corners.map { Point(x: $0.x * scale, y: $0.y * scale) } }
        for region in regions { mask.add(rect: Rect(x: region.minX * scale, y: region.minY * scale,
                                                   width: region.width * scale, height: region.height * scale)) }
        for node in scene.nodes where matches(node.id) { mask.add(quad: pixels(node.corners)) }
        if !nodes.isEmpty {
            for node in recorded() ?? [] where matches(node.id) { mask.add(quad: pixels(node.corners)) }
        }
        return mask
    }

    func matches(_ id: String) -> Bool {
        nodes.contains { Self.glob($0[...], id[...]) }
    }

    /// `*` matches any run of characters, `?` any one.
    static func glob(_ pattern: Substring, _ text: Substring) -> Bool {
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
