/// Counts the layers bound for cards, so that `forEach` cannot multiply a cell past ``ScriptLimits/cardLayers`` for
/// one card, or, as a script is read and every card bound, past ``ScriptLimits/boundLayers`` for all of them: the
/// count stops at the layer that passes the limit, before more are built.
final class BoundLayerBudget {
    private var card = 0
    private var total = 0

    /// Whether the cards together have passed ``ScriptLimits/boundLayers`` (binding more is pointless).
    var isSpent: Bool { total > ScriptLimits.boundLayers }

    /// Starts counting the next card's layers.
    func startCard() {
        card = 0
    }

    /// Counts one bound layer, written at `position`; throws there when it is one too many.
    func count(_ position: SourcePosition) throws(BindingFailure) {
        card += 1
        total += 1
        guard card <= ScriptLimits.cardLayers else {
            throw BindingFailure(position: position, message: "one card's cell comes to more than \(ScriptLimits.cardLayers) layers once 'forEach' repeats them (counting sublayers at every depth), beyond the limit; shorten the card's lists or simplify the repeated layers")
        }
        guard total <= ScriptLimits.boundLayers else {
            throw BindingFailure(position: position, message: "the cards' cells come to more than \(ScriptLimits.boundLayers) bound layers once 'forEach' repeats them, beyond the limit; use fewer cards, shorter lists or a simpler cell")
        }
    }
}
