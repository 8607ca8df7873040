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

/// The GCCardViewController demo's data source: the script's cards (blank white in the demo), each drawn by
/// ``SwitcherCardContent``; a delete removes the item from its list.
final class SwitcherDemoDataSource: SwitcherDataSource {
    /// The script's cards, as installed.
    let cards: [Card]
    /// For each data index, the script card it shows.
    private(set) var items: [Int]
    let cardSize: Size

    init(cards: [Card], cardSize: Size) {
        self.cards = cards
        self.cardSize = cardSize
        items = Array(cards.indices)
    }

    func numberOfCards(in switcher: SwitcherView) -> Int { items.count }

    func switcher(_ switcher: SwitcherView, reuse card: SwitcherCardView, at index: Int) {
        let data = cards[items[index]]
        card.backgroundColor = data.background ?? SwitcherCardContent.defaultBackground
        card.contentLayers = SwitcherCardContent.layers(for: data, size: cardSize)
    }

    func switcher(_ switcher: SwitcherView, itemAt index: Int) -> Int { items[index] }

    func switcher(_ switcher: SwitcherView, deleteCardAt index: Int) {
        items.remove(at: index)
    }
}
