/// A seed control installed in a simulation.
public protocol WidgetController: AnyObject {}

/// A control with a programmatic removal, driven by the timeline's `swipe` events.
public protocol ProgrammaticRemoval: WidgetController {
    /// The control's programmatic removal (QiCardView's `removeTopCardViewFromSwipe:`, ...).
    func swipe(_ direction: SwipeDirection)
}

extension CardStackView: ProgrammaticRemoval {
    public func swipe(_ direction: SwipeDirection) {
        removeTopCard(direction)
    }
}

extension DeckView: ProgrammaticRemoval {
    public func swipe(_ direction: SwipeDirection) {
        deleteTopItem(left: direction == .left)
    }
}

/// GCCardViewController has no programmatic removal: the decoder rejects `swipe` events for it.
extension SwitcherView: WidgetController {}

/// QiDragSortView has no programmatic removal either.
extension SortGridView: WidgetController {}

/// Builds the control a script names and adds it to the window.
enum WidgetInstaller {
    static func install(_ script: Script, in simulation: Simulation) -> WidgetController {
        switch script.widget {
        case .stack(let configuration):
            let stack = CardStackView(simulation: simulation, configuration: configuration, cards: script.cards,
                                      makeContent: StackCardContent.layers(for:size:))
            simulation.window.addSubview(stack)
            return stack
        case .deck(let configuration):
            let deck = DeckView(simulation: simulation, configuration: configuration, cards: script.cards,
                                makeContent: DeckCardContent.layers(for:index:size:))
            simulation.window.addSubview(deck)
            if configuration.showsButtons { DeckButtons.install(for: deck, in: simulation) }
            deck.reloadData()   // the demo's viewDidLoad
            return deck
        case .switcher(let configuration):
            let switcher = SwitcherView(simulation: simulation, configuration: configuration, cards: script.cards)
            simulation.window.addSubview(switcher)
            switcher.loadCard()   // the demo's viewDidLoad
            return switcher
        case .sortGrid(let configuration):
            let grid = SortGridView(simulation: simulation, configuration: configuration)
            simulation.window.addSubview(grid)
            return grid
        }
    }
}
