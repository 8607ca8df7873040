import CardScene

/// Which of a script's variants a command draws: `--variant NAME` (repeatable, globs) or `--all-variants`, else the
/// script's top-level settings (its default).
public enum VariantSelection: Hashable, Sendable {
    /// The top-level settings only: a script with `variants:` draws its default, in today's layout.
    case scriptDefault
    /// Every variant a script declares; a script without `variants:` draws its default.
    case all
    /// The variants whose names match any of these globs (`*` any run of characters, `?` one character).
    case matching([String])

    /// The longest `--variant` pattern, in characters: room for a few names' worth of text and wildcards, while
    /// keeping glob matching (pattern length × name length steps, `NodeGlob`) small against 64-character names.
    public static let maximumPatternLength = 256

    /// Why `pattern` cannot select variants, or `nil` when it can.
    public static func problem(withPattern pattern: String) -> String? {
        if pattern.isEmpty { return "a variant name or glob cannot be empty" }
        if pattern.count > maximumPatternLength {
            return "a variant name or glob of \(pattern.count) characters exceeds the limit of \(maximumPatternLength)"
        }
        return nil
    }

    /// What a script with `variants` draws under this selection, in the script's order: `nil` stands for the
    /// top-level settings (outputs in the script's own folder), a variant for its sub-folder.
    public func chosen(from variants: [ScriptVariant]) -> [ScriptVariant?] {
        switch self {
        case .scriptDefault: return [nil]
        case .all: return variants.isEmpty ? [nil] : variants
        case .matching(let patterns):
            let globs = patterns.map(NodeGlob.init)
            return variants.filter { variant in globs.contains { $0.matches(variant.name) } }
        }
    }

    /// The patterns of `.matching` that match none of `names` (each script's variant names, together): an error
    /// for the command that was given them.
    public func unmatchedPatterns(among names: [String]) -> [String] {
        guard case .matching(let patterns) = self else { return [] }
        return patterns.filter { pattern in
            let glob = NodeGlob(pattern)
            return !names.contains { glob.matches($0) }
        }
    }

    /// What each script draws, given the variants each declares (in the scripts' order), as ``chosen(from:)``; a
    /// pattern of `.matching` that matches no variant of any of them is an error (``Unmatched``). The one place every
    /// front end (the command line, the studio, CardMotionTesting) chooses variants.
    public func chosen(fromEach declared: [[ScriptVariant]]) throws(Unmatched) -> [[ScriptVariant?]] {
        var names: [String] = []
        for variants in declared { names += variants.map(\.name).filter { !names.contains($0) } }
        let unmatched = unmatchedPatterns(among: names)
        guard unmatched.isEmpty else { throw Unmatched(patterns: unmatched, names: names) }
        return declared.map(chosen(from:))
    }

    /// Patterns that matched no variant, and the names there were.
    public struct Unmatched: Error, CustomStringConvertible {
        public let patterns: [String]
        public let names: [String]
        /// ``unmatchedMessage(_:names:)``.
        public var description: String { VariantSelection.unmatchedMessage(patterns, names: names) }
    }

    /// The words for patterns that matched nothing: each with a did-you-mean over `names`, or the list of names.
    public static func unmatchedMessage(_ unmatched: [String], names: [String]) -> String {
        let listed = names.isEmpty ? "no script given declares 'variants'" : "the variants are \(names.joined(separator: ", "))"
        let each = unmatched.map { pattern in "'\(pattern)'\(Suggestion.hint(for: pattern, in: names))" }
        return "--variant \(each.joined(separator: ", ")) matches no variant; \(listed)"
    }
}
