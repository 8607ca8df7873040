import CardGeometry

/// What CardView asks its data source (`CardViewDataSource`) and tells its delegate about more data.
public protocol DeckDataSource: AnyObject {
    /// `numberOfItemViewsInCardView:`: how many cards have been delivered so far.
    func numberOfItems(in deck: DeckView) -> Int
    /// `cardView:sizeForItemViewAtIndex:`: the card's size in points, or `nil` for the control's size (either is
    /// then clamped as the original does).
    func deck(_ deck: DeckView, sizeForItemAt index: Int) -> Size?
    /// `cardView:itemViewAtIndex:`: what the card that shows data `index` draws, in a card of `size` points.
    func deck(_ deck: DeckView, contentForItemAt index: Int, size: Size) -> CellContent
    /// `cardViewNeedMoreData:`: the deck is running out; deliver more, then call ``DeckView/reloadData()``.
    func deckNeedsMoreData(_ deck: DeckView)
}

/// The CardView demo's data source: the script's cards drawn with the script's cell (the demo's `CustomItemView`
/// unless the script designs its own), delivered a page at a time; asked for more, it waits `moreDataDelay` seconds (the demo's network stand-in), adds a page
/// and reloads the deck.
final class DeckDemoDataSource: DeckDataSource {
    let cards: [Card]
    let design: CellDesign
    let configuration: DeckConfiguration
    private unowned let simulation: Simulation
    private(set) var delivered: Int

    init(cards: [Card], design: CellDesign, configuration: DeckConfiguration, simulation: Simulation) {
        self.cards = cards
        self.design = design
        self.configuration = configuration
        self.simulation = simulation
        delivered = min(configuration.pageSize, cards.count)
    }

    func numberOfItems(in deck: DeckView) -> Int { delivered }

    func deck(_ deck: DeckView, sizeForItemAt index: Int) -> Size? { configuration.cardSize }

    func deck(_ deck: DeckView, contentForItemAt index: Int, size: Size) -> CellContent {
        design.content(for: cards[index], index: index, size: size)
    }

    func deckNeedsMoreData(_ deck: DeckView) {
        simulation.schedule(after: configuration.moreDataDelay) { [weak self, weak deck] in
            guard let self, let deck else { return }
            delivered = min(delivered + configuration.pageSize, cards.count)
            simulation.record(DeckEvent.reloadData(itemCount: delivered))
            deck.reloadData()
        }
    }
}
