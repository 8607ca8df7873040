import CardGeometry

/// CardView (chenzhengxu/CardView): a Tantan-style deck of four cards whose back cards follow the drag, removed by
/// speed or position, with data arriving in pages. Mirrors CardView.m step by step (docs/controls/deck.md); the
/// original's deck quirks C1…C8 (docs/controls/deck.md#quirks) are reproduced, and one more is fixed:
///
/// - deck quirk C9 (docs/controls/deck.md#c9--a-leaving-card-can-be-removed-twice) fixed: nothing stops a card
///   that is flying off from being removed again. `deleteTheTopItemViewWithLeft:` guards only against its own
///   removals (`isWorking`) and picks the leaving card (still the last subview); a pan that began on the card as
///   it left ends in a second `removeWithLeft:` too. UIKit's additive animations then finish both fly-offs, so the
///   original counts the card twice, pools it twice and later shows one view for two data indices. Here a leaving
///   card ignores its pan and further removals, and a programmatic delete is ignored while the top card is
///   leaving, whoever sent it (this replaces `isWorking`).
public final class DeckView: View {
    /// Cards kept on screen (`ITEM_VIEW_COUNT`).
    public static let itemViewCount = 4
    /// How many cards ahead more data is requested (`AHEAD_ITEM_COUNT`).
    public static let aheadItemCount = 5
    /// Duration of an animated re-sort (a keyframe block; its pacing is treated as linear), in seconds.
    public static let sortDuration = 0.2
    /// Scale lost per depth level.
    public static let scaleStep = 0.02
    /// Downward shift per depth level before scaling, in points.
    public static let shiftStep = 10.0

    public let configuration: DeckConfiguration
    /// Says how many cards there are, their size and content, and is asked for more (the control keeps it).
    public let dataSource: DeckDataSource
    let screenWidth: Double

    /// Cards the data source has delivered so far.
    public var itemCount: Int { dataSource.numberOfItems(in: self) }
    /// Cards removed so far.
    public private(set) var removedCount = 0
    private var isAskingMoreData = false
    private var reusable: [DeckItemView] = []

    public init(simulation: Simulation, configuration: DeckConfiguration, dataSource: DeckDataSource) {
        self.configuration = configuration
        self.dataSource = dataSource
        self.screenWidth = simulation.screen.size.width
        super.init(simulation: simulation, frame: configuration.frame)
        backgroundColor = configuration.backgroundColor
        sceneIdentity = SceneIdentity(id: "deck", kind: .container, index: nil)
    }

    /// The item views, bottom first.
    public var items: [DeckItemView] { subviews.compactMap { $0 as? DeckItemView } }

    /// The size of the card for data `index`: the data source's, clamped as the original does (`else if`, quirk C4).
    func cardSize(at index: Int) -> Size {
        Self.clamp(dataSource.deck(self, sizeForItemAt: index) ?? size, to: size)
    }

    /// CardView's clamp of a card size to the control's `bounds` size: a width beyond it or 0 becomes its width,
    /// **else** a height beyond it or 0 becomes its height (quirk C4: one side at most).
    static func clamp(_ card: Size, to bounds: Size) -> Size {
        var size = card
        if size.width > bounds.width || size.width == 0 {
            size.width = bounds.width
        } else if size.height > bounds.height || size.height == 0 {
            size.height = bounds.height
        }
        return size
    }

    /// The transform for depth rate `r`: scale 1 − 0.02r, then a shift of 10r in the scaled space.
    public static func transform(rate r: Double) -> AffineTransform2D {
        let scale = 1 - scaleStep * r
        return AffineTransform2D(scaleX: scale, y: scale).translatedBy(x: 0, y: shiftStep * r)
    }

    /// `sortCardsWithRate:animate:`: every card below the top to its depth, advanced by `rate` (0...1).
    func sort(rate: Double, animated: Bool) {
        let apply = {
            let views = self.items
            for (position, item) in views.reversed().enumerated() where position > 0 {
                let depth = min(position, DeckView.itemViewCount - 2)
                let realRate = position == DeckView.itemViewCount - 1 ? Double(depth) : max(Double(depth) - rate, 0)
                item.transform = DeckView.transform(rate: realRate)
                item.isUserInteractionEnabled = false
            }
        }
        if animated {
            simulation.animator.animate(.linear(Self.sortDuration), changes: apply)
        } else {
            apply()
        }
    }

    /// `reloadData`: only tops the deck up to four cards (quirk C7), then an animated sort.
    public func reloadData() {
        isAskingMoreData = false
        var index = removedCount + items.count
        while items.count < Self.itemViewCount && index < itemCount {
            insertItem(at: index, depthTransform: false)
            index += 1
        }
        sort(rate: 0, animated: true)
    }

    /// A card for data `index` at the bottom.
    private func insertItem(at index: Int, depthTransform: Bool) {
        let item: DeckItemView
        if let recycled = reusable.popLast() {
            item = recycled
            item.transform = .identity
            item.isLeaving = false
        } else {
            item = DeckItemView(simulation: simulation, configuration: configuration)
            item.deck = self
            let tap = TapGestureRecognizer()
            tap.action = { [unowned self, unowned item] _ in
                self.simulation.record(DeckEvent.didClickItemAtIndex(index: item.tag - 1))
            }
            item.addGestureRecognizer(tap)
        }
        let size = cardSize(at: index)
        item.frame = Rect(x: (self.size.width - size.width) / 2, y: (self.size.height - size.height) / 2,
                          width: size.width, height: size.height)
        item.originalCenter = Point(x: size.width / 2, y: size.height / 2)
        item.tag = index + 1
        item.dataIndex = index
        let content = dataSource.deck(self, contentForItemAt: index, size: size)
        content.style(item)
        item.contentLayers = content.contentLayers
        item.live = content.live
        item.restingCenter = item.center
        item.sceneIdentity = SceneIdentity(id: "card-\(index)", kind: .card, index: index)
        insertSubview(item, at: 0)
        if depthTransform {
            item.transform = Self.transform(rate: Double(min(index - removedCount, Self.itemViewCount - 2)))
        }
    }

    /// `cardItemViewDidRemoveFromSuperView:`.
    func itemDidRemove(_ item: DeckItemView) {
        removedCount += 1
        reusable.append(item)
        item.removeFromSuperview()
        simulation.record(DeckEvent.didRemoveItem(index: item.dataIndex))
        let next = removedCount + Self.itemViewCount - 1
        if next < itemCount { insertItem(at: next, depthTransform: true) }
        items.last?.isUserInteractionEnabled = true
        if removedCount + Self.itemViewCount > itemCount - Self.aheadItemCount {
            if !isAskingMoreData {
                isAskingMoreData = true
                simulation.record(DeckEvent.cardViewNeedMoreData)
                dataSource.deckNeedsMoreData(self)
            }
        } else {
            isAskingMoreData = false
        }
    }

    /// `deleteTheTopItemViewWithLeft:`: ignored while the top card is leaving. The original's `isWorking` flag
    /// covered only its own deletes; a leaving card stays the top subview until its removal completes, so asking
    /// the card covers those and the dragged cards of quirk C9 alike.
    public func deleteTopItem(left: Bool) {
        guard let top = items.last, !top.isLeaving else { return }
        top.remove(left: left)
    }
}
