import CardGeometry

/// `kind: deck`: CardView's keys (the demo data source's answers and the demo screen's choices), and the control
/// built with the demo's data source and, when asked, its buttons.
extension DeckConfiguration: ControlDefinition {
    static let kind = "deck"

    static var keys: KeyTable { DeckKeys.table }

    static func decode(_ map: inout MappingReader, screen: Screen) throws(ScriptError) -> DeckConfiguration {
        typealias Key = DeckKeys
        var config = DeckConfiguration(frame: try map.requiredNode(Key.frame).screenRect(on: screen))
        try map.read(Key.fields, into: &config)
        try map.finish()
        return config
    }

    static var builtInCell: BuiltInCell? { DeckCell.builtIn }

    /// The data source's size, clamped to the control's as the original does (quirk C4).
    func cellSize(screen: Screen) -> Size {
        DeckView.clamp(cardSize ?? frame.size, to: frame.size)
    }

    func install(cards: [Card], cell: CellDesign?, in simulation: Simulation) -> DeckView {
        let source = DeckDemoDataSource(cards: cards, design: Self.required(cell), configuration: self, simulation: simulation)
        let deck = DeckView(simulation: simulation, configuration: self, dataSource: source)
        simulation.window.addSubview(deck)
        if showsButtons { DeckButtons.install(for: deck, in: simulation) }
        deck.reloadData()   // the demo's viewDidLoad
        return deck
    }
}

extension DeckView: ProgrammaticRemoval {
    public func swipe(_ direction: SwipeDirection) {
        deleteTopItem(left: direction == .left)
    }
}
