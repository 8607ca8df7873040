/// Which way a deck card turns as it is dragged right (docs/controls/deck.md#tuning): CardItemView turns it by
/// `rotate(−a)`, counter-clockwise, wherever it was grabbed.
public enum DeckTiltDirection: String, Hashable, Sendable, CaseIterable {
    /// `rotate(−a)`: counter-clockwise to the right, clockwise to the left (the source).
    case counterClockwise
    /// `rotate(a)`: clockwise to the right, counter-clockwise to the left.
    case clockwise
    /// No turn: the card stays upright (the angle `a` still drives the cards behind and the fly-off).
    case none
}
