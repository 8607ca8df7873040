extension LayerProperty {
    /// The table of the properties `animate` moves, for docs/motion.md (generated: `cardmotion schema --update-docs`).
    static var markdown: String {
        var lines = ["| property | value | meaning |", "|---|---|---|"]
        for property in allCases {
            let value: String = switch property.shape {
            case .number:
                "number" + (property.unit.isEmpty ? "" : " (\(property.unit))")
            case .color: "colour"
            case .point: "[x, y] (points)"
            }
            lines.append("| `\(property.rawValue)` | \(value) | \(property.doc) |")
        }
        return lines.joined(separator: "\n")
    }
}
