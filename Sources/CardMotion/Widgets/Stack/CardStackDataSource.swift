import CardGeometry

/// What QiCardView asks its data source (`QiCardViewDataSource`).
public protocol CardStackDataSource: AnyObject {
    /// `numberOfCountInCardView:`: how many cards there are.
    func numberOfCards(in stack: CardStackView) -> Int
    /// `cardView:cellForRowAtIndex:`: the content of the cell that shows data `index`, in a cell of `size` points.
    func cardStack(_ stack: CardStackView, contentForCardAt index: Int, size: Size) -> [ContentLayer]
}

/// The QiCardView demo's data source: the script's cards, each drawn as the demo's cell (``StackCardContent``).
final class StackDemoDataSource: CardStackDataSource {
    let cards: [Card]

    init(cards: [Card]) {
        self.cards = cards
    }

    func numberOfCards(in stack: CardStackView) -> Int { cards.count }

    func cardStack(_ stack: CardStackView, contentForCardAt index: Int, size: Size) -> [ContentLayer] {
        StackCardContent.layers(for: cards[index], size: size)
    }
}
