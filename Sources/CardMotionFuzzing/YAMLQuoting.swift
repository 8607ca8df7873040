/// Fuzzed text as one YAML double-quoted scalar, so that a target can place any bytes in one field of a script:
/// quotes and backslashes escaped, every character outside printable ASCII written as `\uXXXX` or `\UXXXXXXXX`.
enum YAMLQuoting {
    static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case " "..."~": quoted.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16)
                quoted += scalar.value <= 0xFFFF
                    ? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    : "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
            }
        }
        return quoted + "\""
    }
}
