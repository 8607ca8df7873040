extension LayerKeys {
    static let forEach = ScriptKey("forEach", .custom(schema: ["type": "string", "pattern": "^[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*$"],
                                                      shape: "list field name"),
                                   default: .described("drawn once"),
                                   doc: "Repeated once per element of the card's list field, binding {item} and {itemIndex}; on a layer of screen.layers or overlay, cards: once per card, bound to its fields with itemIndex its index.")
}

extension ForEachTemplate {
    /// `forEach: FIELD`: a card field's name, or `item` / `item.KEY` inside an outer `forEach`.
    static func decode(_ node: ScriptNode) throws(ScriptError) -> ForEachTemplate {
        let field = try node.string()
        guard field.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ CardValue.isKeyName(String($0)) }) else {
            throw node.error("'\(field)' is not a field name: name a card's list field, e.g. forEach: tags")
        }
        guard field != "index", field != "itemIndex" else {
            throw node.error("'\(field)' is a number, not a list: name a card's list field, e.g. forEach: tags")
        }
        return ForEachTemplate(field: field, position: SourcePosition(node))
    }
}
