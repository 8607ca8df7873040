import CardGeometry

/// What GCCardViewController's `CardScrollView` asks its data source and tells its delegate.
public protocol SwitcherDataSource: AnyObject {
    /// `numberOfCards`: how many cards there are now.
    func numberOfCards(in switcher: SwitcherView) -> Int
    /// `cardReuseView:atIndex:`: makes `card` show data `index` (its background and content).
    func switcher(_ switcher: SwitcherView, reuse card: SwitcherCardView, at index: Int)
    /// A stable number for the item at data `index`, which names its card in the scene (`card-N`) and follows it
    /// when deletes renumber the data.
    func switcher(_ switcher: SwitcherView, itemAt index: Int) -> Int
    /// `deleteCardWithIndex:`: the card at data `index` was swiped away; remove it from the data.
    func switcher(_ switcher: SwitcherView, deleteCardAt index: Int)
}

/// The GCCardViewController demo's data source: the script's cards (blank white in the demo), each drawn with the
/// script's cell; a delete removes the item from its list. A card's `{index}` is its place in the script's cards,
/// which deletes do not renumber.
final class SwitcherDemoDataSource: SwitcherDataSource {
    /// The script's cards, as installed.
    let cards: [Card]
    let design: CellDesign
    /// For each data index, the script card it shows.
    private(set) var items: [Int]
    let cardSize: Size

    init(cards: [Card], design: CellDesign, cardSize: Size) {
        self.cards = cards
        self.design = design
        self.cardSize = cardSize
        items = Array(cards.indices)
    }

    func numberOfCards(in switcher: SwitcherView) -> Int { items.count }

    func switcher(_ switcher: SwitcherView, reuse card: SwitcherCardView, at index: Int) {
        let content = design.content(for: cards[items[index]], index: items[index], size: cardSize)
        content.style(card)
        card.contentLayers = content.contentLayers
        card.live = content.live
    }

    func switcher(_ switcher: SwitcherView, itemAt index: Int) -> Int { items[index] }

    func switcher(_ switcher: SwitcherView, deleteCardAt index: Int) {
        items.remove(at: index)
    }
}
