import CardGeometry

extension BindingContext {
    /// The environment `expressions` are evaluated in, for a parent of `parentSize` points: every `screen.*` and
    /// `safeArea.*` they read taken from ``screen``, every `card.FIELD` looked up in the card's fields (`card.stats.score` reads a mapping's key). A field that is
    /// missing or not a number, or a layer without a card (the screen's layers, the overlay), is a failure at
    /// `position` naming the card and the field.
    func expressionEnvironment(for expressions: [FrameExpression], parentSize: Size, position: SourcePosition) throws(BindingFailure) -> ExpressionEnvironment {
        var environment = ExpressionEnvironment(width: parentSize.width, height: parentSize.height,
                                                itemIndex: Double(item?.index ?? 0))
        for name in expressions.flatMap(\.names) where environment.named[name] == nil {
            if Screen.expressionNames.contains(name) {
                guard let value = screen?.expressionValues[name] else {
                    throw BindingFailure(position: position, message: "'\(name)' reads the screen, which is not known where this layer is bound")
                }
                environment.named[name] = value
                continue
            }
            if let value = motion.value(named: name) {
                guard fields != nil else {
                    throw BindingFailure(position: position, message: "'\(name)' reads a card's motion, but the screen's layers and the overlay have no card")
                }
                environment.named[name] = value
                continue
            }
            let field = String(name.dropFirst(FrameExpression.cardPrefix.count))
            guard let fields else {
                throw BindingFailure(position: position, message: "'\(name)' reads a card field, but the screen's layers and the overlay have no card")
            }
            let card = index.map { "card \($0)" } ?? "the card"
            let keys = field.split(separator: ".", omittingEmptySubsequences: false)
            guard let value = fields[String(keys[0])]?.value(at: keys.dropFirst()) else {
                throw BindingFailure(position: position, message: "'\(name)' reads the field '\(field)', which \(card) does not have\(Suggestion.hint(for: field, in: fields.keys.sorted()))")
            }
            guard case .number(let written) = value, let number = Double(written) else {
                throw BindingFailure(position: position, message: "'\(name)' reads the field '\(field)', which is \(value.kindName) in \(card), not a number")
            }
            guard ScriptLimits.coordinate.contains(number) else {
                throw BindingFailure(position: position, message: "'\(name)' reads the field '\(field)', whose value \(written) in \(card) is out of range: expected \(ScriptLimits.coordinate)")
            }
            environment.named[name] = number
        }
        return environment
    }
}
