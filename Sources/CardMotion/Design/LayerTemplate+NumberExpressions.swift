import CardGeometry
import CardScene

extension LayerTemplate {
    /// The card fields this layer's expressions read (`card.stats.level` reads `stats.level`), not its sublayers'.
    var expressionFields: [String] {
        let expressions = (frame ?? []) + (size ?? []) + (numberExpressions + (shadow?.numberExpressions ?? [])).map(\.expression)
        return expressions.flatMap(\.names).filter { $0.hasPrefix(FrameExpression.cardPrefix) }
            .map { String($0.dropFirst(FrameExpression.cardPrefix.count)) }
    }

    /// Evaluates the numbers written as expressions (the layer's and its shadow's) for `context`, with `width` and
    /// `height` the layer's own size, and sets them on `layer`; a result outside the key's range (or not finite) is
    /// a failure at the key naming it.
    func applyNumberExpressions(to layer: inout ContentLayer, _ context: BindingContext) throws(BindingFailure) {
        let expressions = numberExpressions + (shadow?.numberExpressions ?? [])
        guard !expressions.isEmpty else { return }
        for entry in expressions where context.item == nil && entry.expression.readsItemIndex {
            throw BindingFailure(position: entry.position, message: "\(entry.key) reads 'itemIndex', the index of a list element, but neither this layer nor one around it has 'forEach'")
        }
        let environment = try context.expressionEnvironment(for: expressions.map(\.expression), parentSize: layer.frame.size,
                                                            position: position)
        for entry in expressions {
            var value = entry.expression.value(in: environment)
            if entry.expression.readsMotion || context.holdsNumbers { value = Self.clampedMotionValue(value, entry.range) }
            guard entry.range.contains(value) else {
                let card = context.index.map { " for card \($0)" } ?? ""
                let unit = entry.unit.isEmpty ? "" : " \(entry.unit)"
                throw BindingFailure(position: entry.position,
                                     message: "\(entry.key) comes to \(value)\(card); expected \(entry.range)\(unit)")
            }
            entry.assign(value, to: &layer)
        }
    }
}
