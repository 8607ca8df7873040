extension ScriptReader {
    /// A card's string `text` (the value of `node`) with each `{str.KEY}` replaced by the string the language in use
    /// has for KEY; any other brace stays as written, as a card's strings are shown as written. A key the language
    /// lacks is an error at its placeholder (the column of its `{`).
    func cardString(_ text: String, _ node: ScriptNode) throws(ScriptError) -> String {
        let opening = "{\(StringLookup.root)."
        guard text.contains(opening) else { return text }
        var result = ""
        var rest = text[...]
        var offset = 0
        while let open = rest.firstIndex(of: "{") {
            let before = rest[..<open]
            result += before
            offset += before.count
            let inside = rest[rest.index(after: open)...]
            guard inside.hasPrefix(opening.dropFirst()), let close = inside.firstIndex(of: "}"),
                  let key = StringLookup.key(of: String(inside[..<close])), CardValue.isKeyName(key) else {
                result.append("{")
                offset += 1
                rest = inside
                continue
            }
            switch strings.string(key) {
            case .success(let string): result += string
            case .failure(let problem):
                throw SourcePosition(node).error(file: node.file, problem.message, columnOffset: node.quoteWidth + offset)
            }
            offset += rest[open...close].count
            rest = inside[inside.index(after: close)...]
        }
        return result + rest
    }
}
