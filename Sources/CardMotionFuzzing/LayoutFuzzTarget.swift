import CardGeometry
import CardMotion
import CardRender
import CardScene

/// Fuzzes stacks, size to fit and the card's motion in one design. The bytes before the first 0 are an expression,
/// the width of a stacked layer (it may read `motion.*`, `width`, `itemIndex`); the byte after it chooses the stack's
/// axis, wrapping, alignment, distribution and spacing; each further 0-separated run is the text of a chip sized
/// `[fit, 20]` (or `[20, fit]` in a vertical stack). Invariants: the decoder either refuses the script with a message
/// that names the file, or binds the card with every layer's frame finite, of no negative size and within
/// ``ScriptLimits/coordinate``, at rest and again at motion values far past any drag, without a trap.
public enum LayoutFuzzTarget {
    /// Motion values the live layers are bound with: at rest, the limits of a drag either way, and beyond.
    static let motions = [
        MotionValues.rest,
        MotionValues(x: -100_000, y: 100_000, angle: -3600, progress: -1),
        MotionValues(x: 100_000, y: -100_000, angle: 3600, progress: 1),
        MotionValues(x: 1e300, y: -1e300, angle: 1e300, progress: 1),
        MotionValues(x: -.leastNonzeroMagnitude, y: .leastNonzeroMagnitude, angle: -0.0, progress: 0.5),
    ]

    public static func exercise(_ bytes: [UInt8]) -> FuzzOutcome {
        let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
        let expression = String(decoding: parts[0], as: UTF8.self)
        let choice = parts.count > 1 ? parts[1].first ?? 0 : 0
        let chips = parts.count > 2 ? parts[2].split(separator: 0, omittingEmptySubsequences: false).prefix(20) : []
        let vertical = choice & 1 == 1, wraps = choice & 2 == 2
        let alignment = ["fill", "leading", "center", "trailing"][Int(choice >> 2 & 3)]
        let distribution = wraps ? "" : ", distribution: " + ["fill", "fillEqually", "equalSpacing", "fill"][Int(choice >> 4 & 3)]
        let spacing = Int(choice >> 6) * 7
        let chipSize = vertical ? "[20, fit]" : "[fit, 20]"
        let sized = vertical ? "[20, \(YAMLQuoting.quoted(expression))]" : "[\(YAMLQuoting.quoted(expression)), 20]"
        let layers = ["{size: \(sized), backgroundColor: red}"]
            + chips.map { "{size: \(chipSize), text: {string: \(YAMLQuoting.quoted(String(decoding: $0, as: UTF8.self))), size: 15}}" }
        let stack = "{axis: \(vertical ? "vertical" : "horizontal"), wrap: \(wraps), alignment: \(alignment)\(distribution), spacing: \(spacing)}"
        let yaml = CellScript.oneLayer("{frame: [10, 10, width - 20, height - 20], stack: \(stack), layers: [\(layers.joined(separator: ", "))]}")
        let content: CellContent
        switch CellScript.decode(yaml, target: "LayoutFuzzTarget", measure: PangoIntrinsicMeasure.shared) {
        case .content(let bound): content = bound
        case .rejected(let message): return .rejected(message)
        }
        check(content.layers, target: "LayoutFuzzTarget", yaml: yaml)
        if let live = content.live {
            for motion in motions { check(live.layers(for: motion), target: "LayoutFuzzTarget", yaml: yaml) }
        }
        return .accepted("\(content.layers.count) layers\(content.live == nil ? "" : ", live")")
    }

    /// Traps (as `target`) unless every frame of `layers`, at every depth, is finite, of no negative size and within
    /// the limits.
    static func check(_ layers: [ContentLayer], target: String, yaml: String) {
        for layer in layers {
            let frame = layer.frame
            let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
            if !numbers.allSatisfy({ ScriptLimits.coordinate.contains($0) }) || frame.size.width < 0 || frame.size.height < 0 {
                FuzzOutcome.broken(target, "a layer's frame is \(frame) in:\n\(yaml)")
            }
            check(layer.sublayers, target: target, yaml: yaml)
        }
    }
}
