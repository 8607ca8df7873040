import CardGeometry

/// What QiCardView asks its data source (`QiCardViewDataSource`).
public protocol CardStackDataSource: AnyObject {
    /// `numberOfCountInCardView:`: how many cards there are.
    func numberOfCards(in stack: CardStackView) -> Int
    /// `cardView:cellForRowAtIndex:`: what the cell that shows data `index` draws, in a cell of `size` points.
    func cardStack(_ stack: CardStackView, contentForCardAt index: Int, size: Size) -> CellContent
}

/// The QiCardView demo's data source: the script's cards, each drawn with the script's cell (the demo's
/// `QiCardItemCell` unless the script designs its own).
final class StackDemoDataSource: CardStackDataSource {
    let cards: [Card]
    let design: CellDesign

    init(cards: [Card], design: CellDesign) {
        self.cards = cards
        self.design = design
    }

    func numberOfCards(in stack: CardStackView) -> Int { cards.count }

    func cardStack(_ stack: CardStackView, contentForCardAt index: Int, size: Size) -> CellContent {
        design.content(for: cards[index], index: index, size: size)
    }
}
