import CardGeometry
import CardScene

/// A number of a layer written as an expression (`opacity: "card.progress"`), evaluated when the layer is bound to
/// a card: `width` and `height` read the layer's own size (its frame's, after the frame is resolved), `card.FIELD`
/// the card's number. The result must lie within the key's declared range.
struct LayerNumberExpression: Hashable, Sendable {
    /// The property the value goes to.
    enum Target: String, Hashable, Sendable {
        case opacity, cornerRadius, borderWidth, rotation, shadowOpacity, shadowRadius
    }

    var target: Target
    var expression: FrameExpression
    /// The key's name, range and unit, for the range error.
    var key: String
    var range: ClosedRange<Double>
    var unit: String
    /// Where the value is written.
    var position: SourcePosition

    /// Sets the target property of `layer` to `value` (a shadow's only when the layer has a shadow: the template's
    /// shadow is bound before this).
    func assign(_ value: Double, to layer: inout ContentLayer) {
        switch target {
        case .opacity: layer.opacity = value
        case .cornerRadius: layer.cornerRadius = value
        case .borderWidth: layer.borderWidth = value
        case .rotation: layer.rotation = value
        case .shadowOpacity: layer.shadow?.opacity = value
        case .shadowRadius: layer.shadow?.radius = value
        }
    }
}

extension MappingReader {
    /// An `.expression` key's value: a constant within its range (returned), or an expression (appended to
    /// `expressions` for `target`, and `nil` returned); `nil` when absent.
    mutating func number(_ key: ScriptKey, _ target: LayerNumberExpression.Target,
                         expressions: inout [LayerNumberExpression]) throws(ScriptError) -> Double? {
        guard let node = try node(key) else { return nil }
        // A plain scalar YAML reads as a number, a boolean or null keeps the number's own reading and errors.
        guard case .scalar(let scalar) = node.node,
              scalar.style != .plain || (node.node.float == nil && node.node.int == nil && node.node.bool == nil && node.node.null == nil) else {
            return try node.number(key)
        }
        let text = try node.string()
        do {
            let expression = try FrameExpression(parsing: text)
            expressions.append(LayerNumberExpression(target: target, expression: expression, key: key.name, range: key.numberRange,
                                                     unit: key.unit, position: SourcePosition(node)))
            return nil
        } catch {
            throw SourcePosition(node).error(file: node.file, error.message, columnOffset: error.offset + node.quoteWidth)
        }
    }
}
