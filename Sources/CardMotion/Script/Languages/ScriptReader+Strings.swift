extension ScriptReader {
    /// What `{str.KEY}` reads: the table `strings:` (`node`, `nil` when absent) in the language `language:` names
    /// (`languageNode`), by default the table's first language, or none without a table.
    /// When either records an error, placeholders read nothing without an error each; a `language:` the table does
    /// not have is then no error of its own (the table's error may be about that very language).
    func stringLookup(strings node: ScriptNode?, language languageNode: ScriptNode?,
                      variantLanguages: [ScriptNode] = []) throws(ScriptError) -> StringLookup {
        let errorsBefore = errorLog.count
        let table = try node.map { node throws(ScriptError) in try stringTable(node) } ?? StringTable()
        // Every variant's language must be one the table has, whichever variant is drawn (the one in use is read below).
        for other in variantLanguages where other.node != languageNode?.node {
            _ = try errorLog.recover { () throws(ScriptError) in try self.language(other, table: table) }
        }
        let language: Language?
        do {
            language = try languageNode.map { node throws(ScriptError) in try self.language(node, table: table) }
                ?? table.languages.first.map { .table($0.code) }
        } catch {
            guard errorLog.count > errorsBefore else { throw error }
            return StringLookup(failed: true)
        }
        var lookup = StringLookup(language: language, failed: errorLog.count > errorsBefore)
        switch language {
        case .table(let code): lookup.strings = table.strings(of: code)
        case .pseudo: lookup.strings = table.languages.first
        case nil: break
        }
        return lookup
    }

    /// `strings:`: a mapping of language codes (``LanguageCode``), each a mapping of keys to strings, within
    /// ``ScriptLimits/stringLanguages`` and ``ScriptLimits/stringKeys``; each string within the text limits. Each
    /// bad key or string is recorded and the others read.
    func stringTable(_ node: ScriptNode) throws(ScriptError) -> StringTable {
        var map = try node.mapping()
        guard map.keys.count <= ScriptLimits.stringLanguages else {
            throw node.error("\(map.keys.count) languages exceed the limit of \(ScriptLimits.stringLanguages)")
        }
        var table = StringTable()
        for code in map.keys {
            let languageNode = try map.required(code)
            guard LanguageCode.isValid(code) else {
                let fix = LanguageCode.canonical(code).map { " (did you mean '\($0)'?)" } ?? ""
                errorLog.record(languageNode.error("'\(code)' is not a language code\(fix): write \(LanguageCode.form)"))
                continue
            }
            guard let strings = try errorLog.recover({ () throws(ScriptError) in try self.strings(languageNode) }) else { continue }
            table.languages.append(StringTable.Strings(code: code, strings: strings))
        }
        try map.finish()
        return table
    }

    /// One language's strings by key.
    private func strings(_ node: ScriptNode) throws(ScriptError) -> [String: String] {
        var map = try node.mapping()
        guard map.keys.count <= ScriptLimits.stringKeys else {
            throw node.error("\(map.keys.count) strings exceed the limit of \(ScriptLimits.stringKeys) in one language")
        }
        var strings: [String: String] = [:]
        for key in map.keys {
            let value = try map.required(key)
            _ = try errorLog.recover { () throws(ScriptError) in
                guard CardValue.isKeyName(key), key.count <= ScriptLimits.stringKeyLength else {
                    throw value.error("'\(key)' cannot be read as {str.KEY}: a key is 1 to \(ScriptLimits.stringKeyLength) letters, digits and '_'")
                }
                guard case .scalar = value.node else { throw value.error("expected a string, found \(value.shownValue)") }
                strings[key] = try value.text()
            }
        }
        try map.finish()
        return strings
    }

    /// `language:`: a language of `table` or a pseudo-language; anything else is an error with the nearest name.
    func language(_ node: ScriptNode, table: StringTable) throws(ScriptError) -> Language {
        let written = try node.string()
        if let pseudo = PseudoLanguage(rawValue: written) { return .pseudo(pseudo) }
        if table.strings(of: written) != nil { return .table(written) }
        let pseudoNames = PseudoLanguage.allCases.map(\.rawValue)
        let hint = Suggestion.hint(for: written, in: table.codes + pseudoNames)
        let known = table.codes.isEmpty ? "the script has no 'strings:'" : "'strings:' has \(table.codes.joined(separator: ", "))"
        throw node.error("unknown language '\(written)'\(hint); \(known), and the pseudo-languages \(pseudoNames.joined(separator: " and ")) need none")
    }
}
