import CardGeometry

/// QiCardView: a fanned stack of cards; the top card is dragged away or springs back, and the cards behind
/// re-stack after each removal. Mirrors QiCardView.m step by step (see docs/controls/stack.md); the stack quirks
/// of docs/controls/stack.md#quirks are reproduced except stack quirk Q1 (the shared static counter: here per
/// instance), Q5 (reversed `cellForRowAtIndex:`, not needed) and Q6 (`visibleCount` 1 divides by zero: guarded).
public final class CardStackView: View {
    /// Re-stack duration, in seconds (`Qi_DefaultAnimationDuration`).
    public static let restackDuration = 0.25

    public let configuration: StackConfiguration
    /// Says how many cards there are and what each shows (the control keeps it for its lifetime).
    public let dataSource: CardStackDataSource
    /// The container of the cells; index 0 is the bottom of the stack.
    public let containerView: View

    /// Data index of the deepest created cell.
    public private(set) var currentIndex = 0
    /// Removals since the last reload (QiCardView's `moveCount`, here per instance).
    private var moveCount = 0
    private var reusableCells: [CardStackCell] = []
    private let screenWidth: Double

    public init(simulation: Simulation, configuration: StackConfiguration, dataSource: CardStackDataSource) {
        self.configuration = configuration
        self.dataSource = dataSource
        self.screenWidth = simulation.screen.size.width
        containerView = View(simulation: simulation, frame: Rect(origin: .zero, size: configuration.frame.size))
        super.init(simulation: simulation, frame: configuration.frame)
        backgroundColor = configuration.backgroundColor
        cornerRadius = configuration.cornerRadius
        sceneIdentity = SceneIdentity(id: "stack", kind: .container, index: nil)
        addSubview(containerView)
    }

    /// The cells on screen, bottom first.
    public var visibleCells: [CardStackCell] { containerView.subviews.compactMap { $0 as? CardStackCell } }

    /// The data source's card count.
    public var numberOfCards: Int { dataSource.numberOfCards(in: self) }

    /// Data index of the top card.
    public var currentFirstIndex: Int { currentIndex - visibleCells.count + 1 }

    private var visibleCount: Int { configuration.visibleCount }
    private var maxRemoveDistance: Double { configuration.maxRemoveDistance ?? screenWidth / 4 }

    /// Height of every cell: the stack's height less the room the fan needs below the top card.
    public var cellHeight: Double { size.height - Double(visibleCount - 1) * configuration.interitemSpacing }

    /// `didMoveToSuperview` reloads (quirk Q8, also on removal).
    public override func didMoveToSuperview() {
        reloadData(animated: false)
    }

    // MARK: Loading

    /// `reloadDataAnimated:`: forget everything and build the first cells again.
    public func reloadData(animated: Bool) {
        moveCount = 0
        currentIndex = 0
        reusableCells.removeAll()   // quirk Q10: the pool is dropped on every reload
        for view in containerView.subviews { view.removeFromSuperview() }
        for index in 0..<min(numberOfCards, visibleCount) {
            createCell(at: index)
        }
        updateLayout(animated: animated)
    }

    /// `createCardViewCellWithIndex:`: a new cell at the bottom, in the deepest slot.
    private func createCell(at index: Int) {
        let cell = dequeueCell()
        cell.dataIndex = index
        let content = dataSource.cardStack(self, contentForCardAt: index, size: Size(width: size.width, height: cellHeight))
        content.style(cell)
        cell.contentView.contentLayers = content.contentLayers
        cell.live = content.live
        cell.sceneIdentity = SceneIdentity(id: "card-\(index)", kind: .card, index: index)
        cell.maxRemoveDistance = maxRemoveDistance
        cell.maxAngle = configuration.maxAngle
        cell.springBack = configuration.springBack
        cell.flyOffDuration = configuration.flyOffDuration
        cell.stack = self
        cell.isUserInteractionEnabled = false
        cell.transform = .identity
        cell.frame = Rect(x: 0, y: 0, width: size.width, height: cellHeight)
        cell.layoutContent()
        containerView.insertSubview(cell, at: 0)
        currentIndex = index
        cell.transform = depthTransform(visibleCount - 1)
    }

    private func dequeueCell() -> CardStackCell {
        if !reusableCells.isEmpty { return reusableCells.removeFirst() }
        let cell = CardStackCell(simulation: simulation)
        cell.cornerRadius = configuration.cellCornerRadius
        cell.masksToBounds = configuration.cellCornerRadius > 0
        return cell
    }

    /// The transform of the slot at `depth` (0 = top): scale about the centre, then a downward shift of
    /// `2 · interitemSpacing · depth` on screen.
    public func depthTransform(_ depth: Int) -> AffineTransform2D {
        let steps = Double(max(visibleCount - 1, 1))
        let stepX = (1 - (size.width - 2 * configuration.lineSpacing * Double(visibleCount - 1)) / size.width) / steps
        let stepY = (1 - (size.height - 2 * configuration.interitemSpacing * Double(visibleCount - 1)) / size.height) / steps
        let k = Double(depth)
        let sx = 1 - k * stepX, sy = 1 - k * stepY
        return AffineTransform2D(scaleX: sx, y: sy).translatedBy(x: 0, y: configuration.interitemSpacing / sy * 2 * k)
    }

    /// `updateLayoutVisibleCellsWithAnimated:`: every cell to the slot of its depth; alpha set at once (quirk Q2).
    private func updateLayout(animated: Bool) {
        let cells = visibleCells
        let n = cells.count
        for (i, cell) in cells.enumerated() {
            if configuration.isAlpha {
                cell.alpha = i == currentIndex - moveCount ? 1 : (Double(i) + 1.9) / Double(n)
            }
            let target = depthTransform(n - 1 - i)
            if animated {
                simulation.animator.animate(.easeInEaseOut(Self.restackDuration), changes: { cell.transform = target })
            } else {
                cell.transform = target
            }
            cell.isUserInteractionEnabled = i == n - 1
        }
        if !cells.isEmpty {
            simulation.record(StackEvent.didDisplayCell(index: currentIndex - (n - 1)))
        }
    }

    // MARK: Removal

    /// The end x of a fly-off in the stack's coordinates (quirk Q4: mixes the screen width in, asymmetric).
    func flyOffEndX(_ direction: SwipeDirection) -> Double {
        switch direction {
        case .right: screenWidth / 2 + 1.5 * size.width
        case .left: -(screenWidth / 2 + size.width)
        }
    }

    /// `cardViewCellDidRemoveFromSuperView:`.
    func cellDidRemoveFromSuperview(_ cell: CardStackCell) {
        moveCount += 1
        reusableCells.append(cell)
        simulation.record(StackEvent.didRemoveCell(index: currentFirstIndex - 1))
        if containerView.subviews.isEmpty {
            moveCount = 0
            simulation.record(StackEvent.didRemoveLastCell(index: currentIndex))
            if configuration.reloadsWhenEmpty { reloadData(animated: true) }
            return
        }
        if currentIndex < numberOfCards - 1 {
            createCell(at: currentIndex + 1)
        }
        updateLayout(animated: true)
    }

    /// `removeTopCardViewFromSwipe:`: the programmatic removal of the top card.
    public func removeTopCard(_ direction: SwipeDirection) {
        guard let top = visibleCells.last else { return }
        top.swipeAway(direction)
    }
}
