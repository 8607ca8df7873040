import CardScene

/// Fuzzes node globs (`verify --ignore`): the bytes before the first 0 byte are a pattern, the rest a node id.
/// Invariants: the matcher answers as a simple dynamic-programming matcher does (the definition: `*` any run, `?` any
/// one character), and a pattern is refused exactly when it is empty or longer than ``NodeGlob/maximumLength``.
/// libFuzzer's time limit per input catches a matcher that backtracks.
public enum GlobFuzzTarget {
    public static func exercise(_ bytes: [UInt8]) -> FuzzOutcome {
        let split = bytes.firstIndex(of: 0) ?? bytes.count
        let pattern = String(decoding: bytes[..<split], as: UTF8.self)
        let id = String(decoding: bytes[min(split + 1, bytes.count)...], as: UTF8.self)
        let characters = Array(pattern)
        let refused = NodeGlob.problem(with: pattern) != nil
        if refused != (characters.isEmpty || characters.count > NodeGlob.maximumLength) {
            FuzzOutcome.broken("GlobFuzzTarget", "a pattern of \(characters.count) characters was \(refused ? "refused" : "accepted")")
        }
        let matches = NodeGlob(pattern).matches(id)
        if matches != reference(characters, Array(id)) {
            FuzzOutcome.broken("GlobFuzzTarget", "'\(pattern)' \(matches ? "matches" : "does not match") '\(id)', unlike the definition")
        }
        return .accepted(matches ? "matches" : "does not match")
    }

    /// Whether `text` matches `pattern`, by the definition: `matched[i][j]` says whether the first `i` pattern
    /// characters match the first `j` text characters. Quadratic, without recursion.
    static func reference(_ pattern: [Character], _ text: [Character]) -> Bool {
        var previous = [Bool](repeating: false, count: text.count + 1)
        previous[0] = true
        for character in pattern {
            var current = [Bool](repeating: false, count: text.count + 1)
            current[0] = character == "*" && previous[0]
            for j in stride(from: 1, through: text.count, by: 1) {
                current[j] = character == "*"
                    ? previous[j] || current[j - 1]
                    : previous[j - 1] && (character == "?" || character == text[j - 1])
            }
            previous = current
        }
        return previous[text.count]
    }
}
