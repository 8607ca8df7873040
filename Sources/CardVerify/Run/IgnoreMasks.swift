import CardRender
import CardGeometry
import CardScene
import Foundation

/// What each frame's comparison leaves out (`verify --ignore NODE` and `--ignore-region x,y,w,h`, a script's
/// `verify:` section, `FrameExpectation`'s masks in CardMotionTesting). A node, or a node's layer named by an id
/// (`card-*/likeStamp`, its frame's quad), is left out wherever it is in either frame: where the scene puts it now, and where the recorded geometry (`states.jsonl`) had it when the
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

    /// Parses `x,y,w,h` (points): four finite numbers, each within `coordinates`, with a width and height of 0 or
    /// more; `option` names the value in the message of the ``RegionProblem`` it throws otherwise.
    public static func region(_ text: String, option: String = "--ignore-region",
                              coordinates: ClosedRange<Double>) throws(RegionProblem) -> Rect {
        let words = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard words.count == 4 else {
            throw RegionProblem("\(option) must be x,y,w,h in points (four numbers separated by commas), got '\(text)'")
        }
        var values: [Double] = []
        for (name, word) in zip(["x", "y", "width", "height"], words) {
            guard let value = Double(word) else {
                throw RegionProblem("\(option) \(text): \(name) '\(word)' is not a number (x,y,w,h in points)")
            }
            // A numeral too long for a Double reads as infinity: it is out of range, not "not finite".
            let written = word.lowercased()
            guard value.isFinite || !(written.contains("inf") || written.contains("nan")) else {
                throw RegionProblem("\(option) \(text): \(name) must be a finite number, got '\(word)'")
            }
            let isExtent = values.count >= 2
            if isExtent && value < 0 {
                throw RegionProblem("\(option) \(text): the \(name) must be 0 or more, got \(value)")
            }
            // A width or height runs from 0 to the largest coordinate; x and y over the whole range.
            let range = isExtent ? 0...coordinates.upperBound : coordinates
            guard range.contains(value) else {
                throw RegionProblem("\(option) \(text): \(name) \(word) is out of range: expected \(range) points")
            }
            values.append(value)
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// Why a region given as text is not one (the message names the option and the value).
    public struct RegionProblem: Error, CustomStringConvertible {
        public let description: String

        init(_ description: String) { self.description = description }
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
            // A node's named layers by `NODE/LAYER` (`card-*/likeStamp`), over their turned frames.
            for node in scene.nodes {
                for layer in node.namedLayers where matches(NodeGeometry.layerID(layer.id, of: node.id)) {
                    mask.add(quad: pixels(layer.corners))
                }
            }
            for node in recorded() ?? [] where matches(node.id) { mask.add(quad: pixels(node.corners)) }
        }
        return mask
    }

    /// Whether the node `id` is ignored.
    public func matches(_ id: String) -> Bool {
        let characters = Array(id)
        return nodes.contains { NodeGlob($0).matches(characters) }
    }
}
