/// A seed control installed in a simulation, ready for the timeline's programmatic actions.
public protocol WidgetController: AnyObject {
    /// The control's programmatic removal (QiCardView's `removeTopCardViewFromSwipe:`, ...).
    func swipe(_ direction: SwipeDirection)
}

extension CardStackView: WidgetController {
    public func swipe(_ direction: SwipeDirection) {
        removeTopCard(direction)
    }
}

extension DeckView: WidgetController {
    public func swipe(_ direction: SwipeDirection) {
        deleteTopItem(left: direction == .left)
    }
}

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
        }
    }
}
