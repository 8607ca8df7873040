import CardGeometry

/// `forEach: cards` on a layer of the screen's own list or the overlay's: the layer is drawn once per card of the
/// script, in the cards' order, bound to that card's fields as a cell is (`{title}`, `{index}`, `card.FIELD`), with
/// `itemIndex` the card's index; copy N of a layer with `id: pass` is named `pass-N`.
extension ForEachTemplate {
    /// The field that repeats a screen or overlay layer once per card.
    static let cards = "cards"

    /// Checks `forEach` written at `node` in the screen's layers or the overlay, `depth` layers below their own
    /// list: there, only the design's own layers repeat, and only per card; their sublayers repeat per element of
    /// the card's lists, as in a cell.
    func checkInScreenDesign(depth: Int, at node: ScriptNode) throws(ScriptError) {
        if depth > 0, field == Self.cards {
            throw node.error("'forEach: cards' repeats a layer of the screen's own list or the overlay's once per card; a sublayer cannot: give it to the layer at the top")
        }
        if depth == 0, field != Self.cards {
            throw node.error("'forEach: \(field)' repeats a layer per element of a card's list, but the screen's layers and the overlay have no card; repeat this layer once per card with 'forEach: cards' (its sublayers may then repeat over the card's lists)")
        }
    }
}

extension LayerTemplate {
    /// Whether this layer, one of the screen's own or the overlay's, is repeated once per card (`forEach: cards`);
    /// meaningful only there (in a cell, `cards` is a card's list field).
    var repeatsPerCard: Bool { forEach?.field == ForEachTemplate.cards }

    /// The name of this layer's copy for the card at `index`: `ID-INDEX`, or `nil` when it has no id.
    func copyName(index: Int) -> String? {
        id.map { "\($0)-\(index)" }
    }

    /// This layer as each of its copies is bound: without its `forEach`.
    var cardCopyTemplate: LayerTemplate {
        var template = self
        template.forEach = nil
        return template
    }

    /// The copy of this layer (repeated per card) for `card`, at data `index`, in a parent of `parentSize` points,
    /// or `nil` when its condition hides it for that card. `base` gives the assets, the image log and the budget.
    func boundCopy(of card: Card, index: Int, parentSize: Size, _ base: BindingContext) throws(BindingFailure) -> ContentLayer? {
        var context = base
        context.fields = card.fields
        context.index = index
        // `itemIndex` is the card's index: frames place the copies by it, as `forEach` places its elements.
        context.item = (.mapping(card.fields), index)
        var template = cardCopyTemplate
        template.id = copyName(index: index)
        return try template.bind(parentSize: parentSize, context).first
    }
}
