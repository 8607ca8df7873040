import CardGeometry
import CardMotion

/// Fuzzes frame expressions (`width - 32`): any bytes, as text, are parsed on their own and as the width of a cell
/// layer's frame in a small script. Invariants: an expression is accepted only within
/// ``ScriptLimits/expressionLength``; an error points inside the text; evaluating never crashes; and through the
/// decoder the expression either is rejected with a message naming the file, or gives every card a finite frame,
/// at rest and, when it reads `motion.*`, at every motion ``LayoutFuzzTarget/motions`` holds.
public enum ExpressionFuzzTarget {
    public static func exercise(_ bytes: [UInt8]) -> FuzzOutcome {
        let text = String(decoding: bytes, as: UTF8.self)
        let length = text.count
        do {
            let expression = try FrameExpression(parsing: text)
            if length > ScriptLimits.expressionLength {
                FuzzOutcome.broken("ExpressionFuzzTarget", "an expression of \(length) characters was accepted")
            }
            _ = expression.value(width: CellScript.cardSize.width, height: CellScript.cardSize.height)
        } catch {
            if !(0...max(0, length)).contains(error.offset) {
                FuzzOutcome.broken("ExpressionFuzzTarget", "offset \(error.offset) lies outside \(length) characters: \(error.message)")
            }
        }
        let yaml = CellScript.oneLayer("{frame: [0, 0, \(YAMLQuoting.quoted(text)), 20], backgroundColor: red}")
        let content: CellContent
        switch CellScript.decode(yaml, target: "ExpressionFuzzTarget") {
        case .content(let bound): content = bound
        case .rejected(let message): return .rejected(message)
        }
        LayoutFuzzTarget.check(content.layers, target: "ExpressionFuzzTarget", yaml: yaml)
        // An expression that reads motion.* is bound again for every frame: at every motion, the frame stays held.
        if let live = content.live {
            for motion in LayoutFuzzTarget.motions { LayoutFuzzTarget.check(live.layers(for: motion), target: "ExpressionFuzzTarget", yaml: yaml) }
        }
        return .accepted("width \((content.layers.first ?? content.live?.layers(for: .rest).first)?.frame.size.width ?? 0)")
    }
}
