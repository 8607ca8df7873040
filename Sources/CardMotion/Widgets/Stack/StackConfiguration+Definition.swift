import CardGeometry

/// `kind: stack`: QiCardView's keys, read and checked together, and the control built with the demo's data source.
extension StackConfiguration: ControlDefinition {
    static let kind = "stack"

    static var schemaProperties: (properties: [String: JSONValue], required: [String]) {
        (["frame": ScriptSchema.rectReference, "visibleCount": ScriptSchema.integer(1...50),
          "lineSpacing": ScriptSchema.number(-10_000...10_000), "interitemSpacing": ScriptSchema.number(-10_000...10_000),
          "maxAngle": ScriptSchema.number(-360...360), "maxRemoveDistance": ScriptSchema.number(0...100_000),
          "isAlpha": ScriptSchema.boolean, "backgroundColor": ScriptSchema.colorReference,
          "cornerRadius": ScriptSchema.number(0...10_000), "cellCornerRadius": ScriptSchema.number(0...10_000),
          "reloadsWhenEmpty": ScriptSchema.boolean], ["frame"])
    }

    static func decode(_ map: inout MappingReader, screen: Screen) throws(ScriptError) -> StackConfiguration {
        let frameNode = try map.required("frame")
        let frame = try frameNode.rect()
        var config = StackConfiguration(frame: frame)
        if let node = map.optional("visibleCount") { config.visibleCount = try node.int(in: 1...50) }
        if let node = map.optional("lineSpacing") { config.lineSpacing = try node.double(in: -10_000...10_000, unit: "points") }
        if let node = map.optional("interitemSpacing") { config.interitemSpacing = try node.double(in: -10_000...10_000, unit: "points") }
        if let node = map.optional("maxAngle") { config.maxAngle = try node.double(in: -360...360, unit: "degrees") }
        if let node = map.optional("maxRemoveDistance") { config.maxRemoveDistance = try node.double(in: 0...100_000, unit: "points") }
        if let node = map.optional("isAlpha") { config.isAlpha = try node.bool() }
        if let node = map.optional("backgroundColor") { config.backgroundColor = try node.color() }
        if let node = map.optional("cornerRadius") { config.cornerRadius = try node.double(in: 0...10_000, unit: "points") }
        if let node = map.optional("cellCornerRadius") { config.cellCornerRadius = try node.double(in: 0...10_000, unit: "points") }
        if let node = map.optional("reloadsWhenEmpty") { config.reloadsWhenEmpty = try node.bool() }
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
