/// `forEach: FIELD`: the layer is repeated once per element of the card's list field, each binding `{item}` (the
/// element; `{item.KEY}` for a mapping) and `{itemIndex}` (from 0). A missing field or an empty list repeats it
/// zero times; a field that is not a list is the card's error, reported at that field.
struct ForEachTemplate: Hashable, Sendable {
    /// The card field it reads, or `item` / `item.KEY` for a list inside the element of an outer `forEach`.
    var field: String
    var position: SourcePosition

    /// The elements of the list `field` names for `context`.
    func elements(_ context: BindingContext) throws(BindingFailure) -> [CardValue] {
        guard context.fields != nil else {
            throw BindingFailure(position: position, message: "'forEach' repeats a layer per element of a card's list, but the screen's layers and the overlay have no card")
        }
        guard let value = context.lookup(field) else { return [] }
        guard case .list(let elements) = value else {
            let owner = field.hasPrefix("item") ? "the element" : "card \(context.index ?? 0)"
            throw BindingFailure(position: position,
                                 message: "'forEach: \(field)' repeats a layer per element of a list, but \(owner)'s '\(field)' is \(value.kindName)",
                                 field: field.contains(".") ? nil : field)
        }
        return elements
    }
}

extension ForEachTemplate {
    /// `failure` of the copy for element `index`: when a value the element gave whole is at fault (a colour, an
    /// image), it is the list field's, reported there with the element named; any other failure is the template's.
    func blaming(_ failure: BindingFailure, element index: Int) -> BindingFailure {
        guard let field = failure.field, field == "item" || field.hasPrefix("item.") else { return failure }
        return BindingFailure(position: position, message: "element \(index) of '\(self.field)': \(failure.message)", field: self.field)
    }
}

extension BindingContext {
    /// Why `{name}` has no text to show.
    func missingReason(_ name: String) -> String {
        let root = String(name.prefix { $0 != "." })
        if let value = lookup(name) {
            if case .list = value {
                return "'{\(name)}' is a list: a placeholder shows a string, a number or a boolean; repeat a layer per element with 'forEach: \(name)'"
            }
            return "'{\(name)}' is a mapping: show one of its keys, e.g. '{\(name).KEY}'"
        }
        if BindingContext.itemNames.contains(root), item == nil {
            return "'{\(name)}' reads the element of a list, but neither this layer nor one around it has 'forEach'"
        }
        if fields == nil {
            return "'{\(name)}' reads a card field, but the screen's layers and the overlay have no card"
        }
        if root == "item", let item {
            return "element \(item.index) of the list, \(item.value.kindName), has no '\(name.dropFirst(root.count + 1))'"
        }
        if name != root, lookup(root) != nil {
            return "card \(index ?? 0)'s '\(root)' has no '\(name.dropFirst(root.count + 1))'"
        }
        return "card \(index ?? 0) has no field '\(name)' (give it one, or show this layer only 'if: \(name)')"
    }
}
