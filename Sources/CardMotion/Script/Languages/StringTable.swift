/// A script's `strings:`: for each language, by code, its strings by key, in the order the script writes them.
struct StringTable: Hashable, Sendable {
    /// One language's strings.
    struct Strings: Hashable, Sendable {
        var code: String
        var strings: [String: String]
    }

    var languages: [Strings] = []

    /// The codes, in the order written.
    var codes: [String] { languages.map(\.code) }

    /// The strings of the language `code`, or `nil`.
    func strings(of code: String) -> Strings? {
        languages.first { $0.code == code }
    }
}

/// What `{str.KEY}` reads in the language in use: the table's strings of that language, or of the first language
/// for a pseudo-language; a key it lacks is an error recorded at the placeholder, and the placeholder then reads as
/// nothing (the script fails, so nothing is drawn with it).
struct StringLookup {
    /// The language in use; `nil` when the script has neither `strings:` nor `language:`.
    var language: Language?
    /// The strings `{str.KEY}` reads; `nil` when the script has no table.
    var strings: StringTable.Strings?
    /// Set when `strings:` or `language:` failed to read: their error is reported, and placeholders read nothing
    /// without adding one each.
    var failed = false

    /// The prefix of a placeholder that reads the string table: `{str.KEY}`.
    static let root = "str"

    /// The pseudo-language in use, which transforms every text as drawn, or `nil`.
    var pseudoLanguage: PseudoLanguage? {
        if case .pseudo(let pseudo) = language { return pseudo }
        return nil
    }

    /// The key `{name}` reads from the table when `name` is `str` or starts with `str.` (`str.greeting` reads
    /// `greeting`), else `nil`: `""` for `str` alone, and what follows `str.` as written (`a.b`) for more than one key.
    static func key(of name: String) -> String? {
        if name == root { return "" }
        guard name.hasPrefix(root + ".") else { return nil }
        return String(name.dropFirst(root.count + 1))
    }

    /// The string `{str.KEY}` reads, or the reason it reads none.
    func string(_ key: String) -> Result<String, StringProblem> {
        guard CardValue.isKeyName(key) else {
            let written = key.isEmpty ? Self.root : "\(Self.root).\(key)"
            return .failure(StringProblem(message: "'{\(written)}' does not name one string: write {str.KEY}, a key of the language in use"))
        }
        if failed { return .success("") }
        guard let strings else {
            let pseudo = pseudoLanguage.map { " (the pseudo-language '\($0.rawValue)' transforms the texts as written)" } ?? ""
            return .failure(StringProblem(message: "'{str.\(key)}' reads the script's string table, but the script has no 'strings:'\(pseudo)"))
        }
        if let string = strings.strings[key] { return .success(string) }
        let read = pseudoLanguage.map { "the language '\(strings.code)' (which '\($0.rawValue)' transforms)" } ?? "the language '\(strings.code)'"
        let known = strings.strings.keys.sorted()
        return .failure(StringProblem(message: "\(read) has no string '\(key)'\(Suggestion.hint(for: key, in: known)); its keys are \(Self.listed(known))"))
    }

    /// At most 20 keys, then how many more.
    private static func listed(_ keys: [String]) -> String {
        guard keys.count > 20 else { return keys.isEmpty ? "none" : keys.joined(separator: ", ") }
        return keys.prefix(20).joined(separator: ", ") + " and \(keys.count - 20) more"
    }
}

/// Why a `{str.KEY}` reads no string.
struct StringProblem: Error {
    let message: String
}
