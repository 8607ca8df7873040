import CardGeometry

/// `kind: stack`: QiCardView's keys, read and checked together, and the control built with the demo's data source.
extension StackConfiguration: ControlDefinition {
    static let kind = "stack"

    static var keys: KeyTable { StackKeys.table }

    static func decode(_ map: inout MappingReader, screen: Screen) throws(ScriptError) -> StackConfiguration {
        typealias Key = StackKeys
        let frameNode = try map.requiredNode(Key.frame)
        let frame = try frameNode.screenRect(on: screen)
        var config = StackConfiguration(frame: frame)
        try map.read(Key.fields, into: &config)
        try map.finish()
        // The back card is scaled by 1 - 2 · spacing · (visibleCount - 1) / side on each axis: it must stay positive.
        let gaps = Double(config.visibleCount - 1)
        for (side, length, spacing, key) in [("wide", frame.size.width, config.lineSpacing, "lineSpacing"),
                                             ("high", frame.size.height, config.interitemSpacing, "interitemSpacing")] {
            let needed = 2 * spacing * gaps
            guard length > 0, length > needed else {
                throw frameNode.error("\(length) points \(side) leaves no room for \(config.visibleCount) visible cards \(spacing) points apart (\(key)): the back card would shrink to nothing; make it more than \(needed) points")
            }
        }
        return config
    }

    static var builtInCell: BuiltInCell? { StackCell.builtIn }

    /// The stack's width, and its height less the room the fan needs below the top card.
    func cellSize(screen: Screen) -> Size {
        Size(width: frame.width, height: frame.height - Double(visibleCount - 1) * interitemSpacing)
    }

    func install(cards: [Card], cell: CellDesign?, in simulation: Simulation) -> CardStackView {
        let source = StackDemoDataSource(cards: cards, design: Self.required(cell))
        let stack = CardStackView(simulation: simulation, configuration: self, dataSource: source)
        simulation.window.addSubview(stack)
        return stack
    }
}

extension CardStackView: ProgrammaticRemoval {
    public func swipe(_ direction: SwipeDirection) {
        removeTopCard(direction)
    }
}
