import CardGeometry

/// GCCardViewController's `CardScrollView`: an iOS 7 task-switcher carousel. A paging scroll view a page of
/// `0.8 W` wide, centred and not clipping, holds four recycled cards; the demo's delegate scales and fades the
/// current card and its neighbour with the scroll; a card dragged up is deleted. Mirrors CardScrollView.m step
/// by step (docs/controls/switcher.md), with the switcher quirks of docs/controls/switcher.md#quirks fixed or
/// reproduced as that section says:
///
/// - switcher quirk G-1 (docs/controls/switcher.md#g-1--the-delete-callback-gets-the-recycled-tag) fixed:
///   `deleteCardWithIndex` gets the deleted card's data index taken before recycling renumbers it, so the data
///   source removes the right item (the `states` event carries it and the script's card number).
/// - G-2 fixed: the current index steps back only when a card before it, or the last card while current, goes
///   (the original steps back whenever the deleted card sat last in the `cards` array).
/// - G-3 reproduced: an aborted delete returns with opacity 1 even on a neighbour; a cancelled pan is ignored.
/// - G-4 reproduced: cards other than the current one and the neighbour in the direction of travel keep stale
///   styles (the same per-callback logic runs).
/// - G-5 fixed: `loadCard` runs once, when the control is installed.
/// - G-6 reproduced: recycling assumes the deleted card is the current one; a card recycled outside the data
///   shows nothing (index null).
/// - G-7: the reuse conditions follow the code, not the article.
public final class SwitcherView: View {
    /// `kGCRatio`: page width over control width.
    public static let pageRatio = 0.8
    /// The fraction of a page at which the current index switches.
    public static let switchFraction = 0.8
    /// Physical cards.
    public static let poolSize = 4
    /// Duration of the re-layout after a delete, in seconds (ease-in-out).
    public static let relayoutDuration = 0.3

    public let configuration: SwitcherConfiguration
    /// The inner paging scroll view.
    public let scrollView: ScrollView
    /// The physical cards, sorted by tag (the original's `cards` array).
    public private(set) var cards: [SwitcherCardView] = []
    /// `currentCardIndex`.
    public private(set) var currentCardIndex = 0
    /// The number of cards the data source reported when last asked (`loadCard`, then one fewer per delete).
    public private(set) var numberOfCards = 0
    /// Says how many cards there are and styles them; told of deletes. A delete tells it the data index the
    /// deleted card showed (quirk G-1 fixed: the index is taken before recycling renumbers the card).
    public let dataSource: SwitcherDataSource
    /// Each card's size, in points.
    public let cardSize: Size
    private var nextCardNumber = 0

    public init(simulation: Simulation, configuration: SwitcherConfiguration, cardSize: Size, dataSource: SwitcherDataSource) {
        self.configuration = configuration
        self.dataSource = dataSource
        self.cardSize = cardSize
        let frame = configuration.frame
        let pageWidth = Self.pageRatio * frame.width
        scrollView = ScrollView(simulation: simulation,
                                frame: Rect(x: (frame.width - pageWidth) / 2, y: 0, width: pageWidth, height: frame.height))
        super.init(simulation: simulation, frame: frame)
        backgroundColor = configuration.backgroundColor
        sceneIdentity = SceneIdentity(id: "switcher", kind: .container, index: nil)
        scrollView.isPagingEnabled = true
        scrollView.pagingSettle = PagingSettle(duration: configuration.pagingSettleDuration)
        scrollView.didScroll = { [unowned self] _ in self.scrollViewDidScroll() }
        addSubview(scrollView)
    }

    /// The page width `P`, in points.
    public var pageWidth: Double { scrollView.size.width }

    /// The centre of the card with `tag`, in the scroll view's content coordinates.
    public func slot(for tag: Int) -> Point {
        Point(x: pageWidth * (Double(tag) + 0.5), y: size.height / 2)
    }

    /// `loadCard`. It runs once, when the control is installed (quirk G-5: a second call is not offered).
    public func loadCard() {
        numberOfCards = dataSource.numberOfCards(in: self)
        scrollView.contentSize = Size(width: pageWidth * Double(numberOfCards), height: size.height)
        scrollView.contentOffset = .zero
        for tag in 0..<min(numberOfCards, Self.poolSize) {
            let card = SwitcherCardView(simulation: simulation, size: cardSize, cornerRadius: configuration.cardCornerRadius)
            card.switcher = self
            card.center = slot(for: tag)
            card.tag = tag
            reuse(card)
            scrollView.addSubview(card)
            if configuration.canDeleteCard { card.enableDelete() }
            cards.append(card)
            SwitcherCardStyle.update(card, current: currentCardIndex, progress: 1, direction: .none)
        }
    }

    /// The data source's `cardReuseView:atIndex:`: the card shows the item at its tag.
    private func reuse(_ card: SwitcherCardView) {
        let inData = (0..<dataSource.numberOfCards(in: self)).contains(card.tag)
        let item = inData ? dataSource.switcher(self, itemAt: card.tag) : nil
        card.item = item
        nextCardNumber += 1
        if let item {
            dataSource.switcher(self, reuse: card, at: card.tag)
            card.sceneIdentity = SceneIdentity(id: "card-\(item)", kind: .card, index: item)
        } else {
            card.backgroundColor = SwitcherCell.defaultBackground
            card.contentLayers = []
            card.live = nil
            card.sceneIdentity = SceneIdentity(id: "card-none-\(nextCardNumber)", kind: .card, index: nil)
        }
    }

    // MARK: Scrolling

    /// `scrollViewDidScroll:`: every card restyled for the progress, then the index switch at 80 % of a page.
    private func scrollViewDidScroll() {
        guard numberOfCards > 0 else { return }
        let diff = scrollView.contentOffset.x - Double(currentCardIndex) * pageWidth
        let progress = abs(diff) / (Self.pageRatio * size.width)
        let direction: SwitcherDirection = diff > 0 ? .left : .right
        for card in cards {
            SwitcherCardStyle.update(card, current: currentCardIndex, progress: progress, direction: direction)
        }
        if abs(diff) >= Self.switchFraction * pageWidth {
            currentCardIndex += direction == .left ? 1 : -1
            reuseCard(moving: direction)
        }
    }

    /// `reuseCardWithMoveDirection:`: away from the ends the four cards cover `current − 1 ... current + 2`.
    private func reuseCard(moving direction: SwitcherDirection) {
        let n = numberOfCards, current = currentCardIndex
        let card: SwitcherCardView
        switch direction {
        case .left:
            guard !(current > n - 3 || current < 2), cards.count == Self.poolSize else { return }
            card = cards[0]
            card.tag += Self.poolSize
        case .right:
            guard !(current > n - 4 || current < 1), cards.count == Self.poolSize else { return }
            card = cards[Self.poolSize - 1]
            card.tag -= Self.poolSize
        case .none:
            return
        }
        simulation.animator.performWithoutAnimation { card.center = slot(for: card.tag) }
        reuse(card)
        cards.sort { $0.tag < $1.tag }
    }

    // MARK: Deleting

    /// The fly-up ended: the re-layout (`reloadCardWithIndex:`), then the data source's `deleteCardWithIndex:`.
    func cardDidFlyAway(_ card: SwitcherCardView) {
        guard let position = cards.firstIndex(where: { $0 === card }) else { return }
        let deletedTag = card.tag
        let deletedItem = card.item
        if (0..<dataSource.numberOfCards(in: self)).contains(deletedTag) { dataSource.switcher(self, deleteCardAt: deletedTag) }
        relayout(deleting: card, at: position, tag: deletedTag)
        simulation.record(SwitcherEvent.deleteCardWithIndex(index: deletedTag, card: deletedItem))
    }

    /// `reloadCardWithIndex:` with `reuseDeleteCardWithIndex:` and `resetTagFromIndex:`
    /// (docs/controls/switcher.md#re-layout-after-a-delete).
    private func relayout(deleting card: SwitcherCardView, at position: Int, tag deletedTag: Int) {
        let n = numberOfCards
        var shifted: [SwitcherCardView] = []
        if n <= Self.poolSize {
            card.removeFromSuperview()
            shifted = Array(cards[(position + 1)...])
            cards.remove(at: position)
        } else {
            let first = cards[0].tag, last = cards[cards.count - 1].tag
            let others = cards.enumerated().filter { $0.offset != position }.map(\.element)
            switch position {
            case 0:
                card.tag = first + Self.poolSize
                shifted = others + [card]
            case Self.poolSize - 1:
                card.tag = first - 1
            default:
                if last == n - 1 {
                    card.tag = first - 1
                    shifted = Array(cards[(position + 1)...])
                } else {
                    card.tag = last + 1
                    shifted = Array(cards[(position + 1)...]) + [card]
                }
            }
            // The recycled card jumps to its new slot (y back to the middle), then shifts like the others.
            simulation.animator.performWithoutAnimation { card.center = slot(for: card.tag) }
            cards.sort { $0.tag < $1.tag }
        }
        simulation.animator.animate(.easeInEaseOut(Self.relayoutDuration), changes: {
            for moving in shifted {
                moving.tag -= 1
                moving.center = slot(for: moving.tag)
            }
        })
        if n > Self.poolSize { reuse(card) }
        currentCardIndex = Self.currentIndex(afterDeleting: deletedTag, current: currentCardIndex, count: n)
        numberOfCards = n - 1
        simulation.animator.animate(.easeInEaseOut(Self.relayoutDuration), changes: {
            scrollView.contentSize = Size(width: pageWidth * Double(numberOfCards), height: size.height)
            for card in cards {
                SwitcherCardStyle.update(card, current: currentCardIndex, progress: 1, direction: .none)
            }
        })
    }

    /// The current index after deleting the card with `tag` out of `count`. The original decrements it whenever the
    /// deleted card sat last in the `cards` array, even when that card was a neighbour grabbed mid-scroll (quirk
    /// G-2, fixed): here it steps back only when a card before it went, or when it was the last card itself.
    public static func currentIndex(afterDeleting tag: Int, current: Int, count: Int) -> Int {
        if tag < current || (tag == current && current == count - 1) { return max(0, current - 1) }
        return current
    }
}
