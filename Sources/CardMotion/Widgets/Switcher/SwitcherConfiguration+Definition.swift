import CardGeometry

/// `kind: switcher`: GCCardViewController's keys and the demo's styling, and the control built with the demo's
/// data source.
extension SwitcherConfiguration: ControlDefinition {
    static let kind = "switcher"
    static let removalAdvice: String? = "drag a card up to delete it"

    static var schemaProperties: (properties: [String: JSONValue], required: [String]) {
        (["frame": ScriptSchema.rectReference, "canDeleteCard": ScriptSchema.boolean, "cardSize": ScriptSchema.sizeReference,
          "cardCornerRadius": ScriptSchema.number(0...10_000), "backgroundColor": ScriptSchema.colorReference,
          "pagingSettleDuration": ScriptSchema.number(0.01...10)], [])
    }

    static func decode(_ map: inout MappingReader, screen: Screen) throws(ScriptError) -> SwitcherConfiguration {
        let frame = try map.optional("frame")?.rect() ?? Rect(origin: .zero, size: screen.size)
        var config = SwitcherConfiguration(frame: frame)
        if let node = map.optional("canDeleteCard") { config.canDeleteCard = try node.bool() }
        if let node = map.optional("cardSize") {
            let size = try node.size()
            guard size.width > 0, size.height > 0 else { throw node.error("width and height must be positive") }
            config.cardSize = size
        }
        if let node = map.optional("cardCornerRadius") { config.cardCornerRadius = try node.double(in: 0...10_000, unit: "points") }
        if let node = map.optional("backgroundColor") { config.backgroundColor = try node.color() }
        if let node = map.optional("pagingSettleDuration") {
            config.pagingSettleDuration = try node.double(in: 0.01...10, unit: "seconds")
        }
        try map.finish()
        return config
    }

    static var builtInCell: BuiltInCell? { SwitcherCell.builtIn }

    /// The given card size, or the demo's for the screen.
    func cellSize(screen: Screen) -> Size {
        cardSize ?? Self.demoCardSize(screenWidth: screen.size.width)
    }

    func install(cards: [Card], cell: CellDesign?, in simulation: Simulation) -> SwitcherView {
        let cardSize = cellSize(screen: simulation.screen)
        let source = SwitcherDemoDataSource(cards: cards, design: Self.required(cell), cardSize: cardSize)
        let switcher = SwitcherView(simulation: simulation, configuration: self, cardSize: cardSize, dataSource: source)
        simulation.window.addSubview(switcher)
        switcher.loadCard()   // the demo's viewDidLoad
        return switcher
    }
}
extension SwitcherView: WidgetController {}
