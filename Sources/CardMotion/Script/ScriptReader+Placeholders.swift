import Yams

/// The placeholders of a script's cell (and of the screen's layers repeated per card) checked against its cards, as ``ScriptReader/checkConditions(of:against:)``
/// checks its conditions: a `{field}` that no card has, or an `{item.key}` that no element of the list has, is a
/// typo in the cell, reported at the placeholder (its line and its column inside the string) with the name it most
/// likely meant; a field some cards lack stays fine (the binding says which card lacks it).
extension ScriptReader {
    /// What a layer's placeholders read: the card, the elements of the list a `forEach` repeats it over (their YAML
    /// nodes, across all the cards), or something not checked here (an `item` with no `forEach` around it).
    private enum Scope {
        case card
        case elements(field: String, [Node])
        case unchecked
    }

    /// Records a problem for each placeholder and `forEach` of `layers` (a cell's own layer, or the layers repeated
    /// per card as each copy is bound) naming what the cards do not have.
    func checkPlaceholders(of layers: [LayerTemplate], against nodes: [ScriptNode]) {
        let cards = nodes.compactMap { node -> Node.Mapping? in
            if case .mapping(let mapping) = node.node { return mapping }
            return nil
        }
        let fields = Set(cards.flatMap { $0.keys.compactMap(\.string) })
        var pending: [(layer: LayerTemplate, scope: Scope)] = layers.reversed().map { ($0, .card) }
        while let (layer, outer) = pending.popLast() {
            var scope = outer
            if let forEach = layer.forEach {
                scope = elementScope(of: forEach, in: outer, cards: cards, fields: fields)
            }
            for text in layer.placeholderTexts {
                for (name, offset) in zip(text.template.fields, text.template.fieldOffsets) {
                    guard let problem = problem(with: name, in: scope, fields: fields) else { continue }
                    errorLog.record(text.position.error(file: file, problem, columnOffset: text.quoteWidth + offset))
                }
            }
            pending.append(contentsOf: layer.sublayers.reversed().map { ($0, scope) })
        }
    }

    /// The scope of a layer with `forEach`: the elements of the list it names, recording a problem when no card has
    /// the field.
    private func elementScope(of forEach: ForEachTemplate, in outer: Scope, cards: [Node.Mapping],
                              fields: Set<String>) -> Scope {
        let keys = forEach.field.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let lists: [Node]
        if keys[0] == "item" {
            guard case .elements(_, let elements) = outer else { return .unchecked }
            lists = elements.compactMap { Self.value(in: $0, at: keys.dropFirst()) }
        } else {
            if let problem = problem(with: forEach.field, in: .card, fields: fields) {
                errorLog.record(forEach.position.error(file: file, problem))
                return .unchecked
            }
            lists = cards.compactMap { card in card[keys[0]].flatMap { Self.value(in: $0, at: keys.dropFirst()) } }
        }
        return .elements(field: forEach.field, lists.flatMap { list -> [Node] in
            if case .sequence(let sequence) = list { return Array(sequence) }
            return []
        })
    }

    /// Why `{name}` reads nothing any card (or any element) has, or `nil`.
    private func problem(with name: String, in scope: Scope, fields: Set<String>) -> String? {
        let keys = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if keys[0] == "index" || keys[0] == "itemIndex" { return nil }
        if keys[0] != "item" {
            guard !fields.contains(keys[0]) else { return nil }
            let known = fields.sorted()
            return "no card has the field '\(keys[0])'\(Suggestion.hint(for: keys[0], in: known)); the cards' fields are \(known.joined(separator: ", "))"
        }
        // `{item.KEY}` over elements that are all mappings: KEY must be a key of one of them.
        guard keys.count > 1, case .elements(let field, let elements) = scope, !elements.isEmpty else { return nil }
        var elementKeys: Set<String> = []
        for element in elements {
            guard case .mapping(let mapping) = element else { return nil }
            elementKeys.formUnion(mapping.keys.compactMap(\.string))
        }
        guard !elementKeys.contains(keys[1]) else { return nil }
        let known = elementKeys.sorted()
        return "no element of '\(field)' has the key '\(keys[1])'\(Suggestion.hint(for: keys[1], in: known)); the elements' keys are \(known.joined(separator: ", "))"
    }

    /// The value at the mapping keys `keys` under `node`, or `nil`.
    private static func value(in node: Node, at keys: ArraySlice<String>) -> Node? {
        var current = node
        for key in keys {
            guard case .mapping(let mapping) = current, let next = mapping[key] else { return nil }
            current = next
        }
        return current
    }
}

extension LayerTemplate {
    /// The strings of this layer (not of its sublayers) that may hold placeholders.
    var placeholderTexts: [PositionedText] {
        var colors = [backgroundColor, borderColor, shadow?.color, text?.color, symbol?.color, path?.fill, path?.stroke,
                      backdrop?.tint].compactMap { $0 }
        colors += gradient?.colors ?? []
        var texts = colors.compactMap { color -> PositionedText? in
            if case .bound(let text, _) = color { return text }
            return nil
        }
        texts += [image?.source, text?.string, symbol?.name].compactMap { $0 }
        return texts
    }
}
