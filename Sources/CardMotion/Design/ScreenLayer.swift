/// One top-level layer of the screen's layers or the overlay as drawn: a plain layer, or one copy of a layer
/// repeated per card (`forEach: cards`).
struct ScreenLayer {
    var layer: ContentLayer
    /// The layer's id, or its copy's name (`pass-2`); `nil` when it has no id.
    var name: String?
    /// The index of the card the copy is bound to; `nil` for a plain layer.
    var cardIndex: Int?
}
