import CardScene

extension KeyTable {
    /// The table docs/ shows between `<!-- generated: cardmotion keys KIND -->` and `<!-- end generated -->`: one row
    /// per key, in reading order.
    var markdown: String {
        var lines = ["| key | type | range | unit | default | meaning |", "|---|---|---|---|---|---|"]
        for key in keys {
            let cells = ["`\(key.name)`", key.shownType, key.shownRange, key.unit,
                         key.required ? "required" : key.shownDefault ?? "none", key.doc]
            lines.append("| " + cells.map { String($0.flatMap { $0 == "|" ? ["\\", "|"] : [$0] }) }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }
}

extension ScriptKey {
    /// The value's type in words.
    var shownType: String {
        switch type {
        case .number: return "number"
        case .integer: return "whole number"
        case .boolean: return "true or false"
        case .color: return "colour"
        case .point: return "[x, y]"
        case .size: return "[width, height]"
        case .rect: return "[x, y, width, height]"
        case .text: return "text"
        case .choice(let names): return "one of " + names.map { "`\($0)`" }.joined(separator: ", ")
        case .custom(_, let shape): return shape
        case .expression: return "number or expression"
        }
    }

    /// The accepted range of a number, or "" for other types.
    var shownRange: String {
        switch type {
        case .number(let range), .expression(let range):
            return JSONValue.number(range.lowerBound).formatted() + " ... " + JSONValue.number(range.upperBound).formatted()
        case .integer(let range): return "\(range.lowerBound) ... \(range.upperBound)"
        default: return ""
        }
    }
}
