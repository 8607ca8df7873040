import CardGeometry
import CardMotion
import CardScene

/// Fuzzes the binding of card fields into text: the bytes, cut at their first two 0 bytes, are a text template (with
/// `{a}` and `{b}` placeholders, or anything else) and the values of the fields `a` and `b` of one card. Invariants:
/// the script is rejected with a message naming the file, or every text it shows once bound keeps the text limits
/// (length, code points, bytes, and the extent Pango can measure), whatever the placeholders multiply.
public enum BoundTextFuzzTarget {
    public static func exercise(_ bytes: [UInt8]) -> FuzzOutcome {
        let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        let template = parts[0]
        let a = parts.count > 1 ? parts[1] : "", b = parts.count > 2 ? parts[2] : ""
        // The size comes from the template's length, so that the extent limit is reached by short inputs too.
        let size = 1 + (template.utf8.count * 37) % 1000
        let yaml = """
        screen: {size: [375, 667], scale: 1}
        widget: {kind: stack, frame: [25, 150, 325, 420]}
        cell:
          layers:
            - {frame: [0, 0, width, 20], text: {string: \(YAMLQuoting.quoted(template)), size: \(size), lines: 0}}
            - {frame: [0, 0, 1, 1], if: a}
            - {frame: [0, 0, 1, 1], if: b}
        cards:
          - {a: \(YAMLQuoting.quoted(a)), b: \(YAMLQuoting.quoted(b))}
        """
        let content: CellContent
        switch CellScript.decode(yaml, target: "BoundTextFuzzTarget") {
        case .content(let bound): content = bound
        case .rejected(let message): return .rejected(message)
        }
        var checked = 0
        for text in content.layers.compactMap(\.text) {
            if let problem = ScriptLimits.textLengthProblem(text.string) ?? ScriptLimits.textExtentProblem(text) {
                FuzzOutcome.broken("BoundTextFuzzTarget", "a bound text was accepted: \(problem)")
            }
            checked += 1
        }
        return .accepted("\(checked) text(s) within the limits")
    }
}
