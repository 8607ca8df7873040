/// A node id or a glob over node ids (`card-*`, `snapshot-?`), as `verify --ignore` and a script's `verify.ignore`
/// give them: `*` matches any run of characters, `?` any one character, every other character itself.
///
/// Matching never backtracks: the two-pointer wildcard algorithm keeps only the last `*` seen and where its run
/// began, so a pattern of P characters against an id of T characters takes at most P + T·P steps and no recursion,
/// whatever the pattern (`*****…Z` against a long id included). Patterns longer than ``maximumLength`` are refused
/// where they are read, which keeps that product small.
public struct NodeGlob: Hashable, Sendable {
    /// Characters of one pattern.
    public static let maximumLength = 1_000

    /// The pattern, as characters (a letter with its combining marks is one character, as in node ids).
    public let pattern: [Character]

    public init(_ pattern: String) {
        self.pattern = Array(pattern)
    }

    /// Why `text` cannot be a pattern, or `nil` when it can.
    public static func problem(with text: String) -> String? {
        if text.isEmpty { return "a node id or glob cannot be empty" }
        let count = text.count
        if count > maximumLength {
            return "a node id or glob of \(count) characters exceeds the limit of \(maximumLength)"
        }
        return nil
    }

    /// Whether the whole of `id` matches the pattern.
    public func matches(_ id: String) -> Bool {
        matches(Array(id))
    }

    /// Whether the whole of `text` matches the pattern.
    public func matches(_ text: [Character]) -> Bool {
        var p = 0, t = 0
        // The pattern position just after the last `*` seen, and the text position its run reaches so far.
        var star: Int?
        var starText = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || (pattern[p] != "*" && pattern[p] == text[t]) {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                p += 1
                star = p
                starText = t
            } else if let resume = star {
                // The last `*` takes one more character; everything after it is tried again from there.
                p = resume
                starText += 1
                t = starText
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
