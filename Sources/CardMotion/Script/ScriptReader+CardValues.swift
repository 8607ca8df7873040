import Yams

extension ScriptReader {
    /// One card field's value, within ``ScriptLimits/cardValueDepth``, ``ScriptLimits/cardListLength`` and, with the
    /// card's other fields, ``ScriptLimits/cardValues`` (`count` holds the values read so far). A plain `true` or
    /// `false` is a boolean, a plain numeral a number (kept as written); any other scalar, quoted ones included, is
    /// a string.
    func cardValue(_ node: ScriptNode, depth: Int = 1, count: inout Int) throws(ScriptError) -> CardValue {
        count += 1
        guard count <= ScriptLimits.cardValues else {
            throw node.error("a card of more than \(ScriptLimits.cardValues) values (counting every element of its lists and mappings) exceeds the limit")
        }
        switch node.node {
        case .scalar(let scalar):
            let text = try node.text()
            guard scalar.style == .plain else { return .string(try cardString(text, node)) }
            if text == "true" || text == "false" { return .boolean(text == "true") }
            if node.node.tag.rawValue == Tag.Name.int.rawValue || node.node.tag.rawValue == Tag.Name.float.rawValue {
                _ = try node.double()
                return .number(text)
            }
            return .string(try cardString(text, node))
        case .sequence, .mapping:
            guard depth < ScriptLimits.cardValueDepth else {
                throw node.error("lists and mappings in a card field nest more than \(ScriptLimits.cardValueDepth - 1) deep, beyond the limit")
            }
            if case .sequence = node.node {
                let items = try node.sequence()
                guard items.count <= ScriptLimits.cardListLength else {
                    throw node.error("a list of \(items.count) values exceeds the limit of \(ScriptLimits.cardListLength)")
                }
                var elements: [CardValue] = []
                for item in items { elements.append(try cardValue(item, depth: depth + 1, count: &count)) }
                return .list(elements)
            }
            var map = try node.mapping()
            var entries: [String: CardValue] = [:]
            for key in map.keys {
                let value = try map.required(key)
                guard CardValue.isKeyName(key) else {
                    throw value.error("'\(key)' cannot be read by a placeholder: a key of a card's mapping is letters, digits and '_'")
                }
                entries[key] = try cardValue(value, depth: depth + 1, count: &count)
            }
            try map.finish()
            return .mapping(entries)
        case .alias:
            throw node.error("a card field is a string, a number, a boolean, a list or a mapping, found \(node.shownValue)")
        }
    }
}

extension CardValue {
    /// Whether `name` can be read by a placeholder (`{field.key}`): letters, digits and `_`, not empty.
    static func isKeyName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
