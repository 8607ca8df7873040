import CardGeometry

/// `kind: switcher`: GCCardViewController's keys and the demo's styling, and the control built with the demo's
/// data source.
extension SwitcherConfiguration: ControlDefinition {
    static let kind = "switcher"
    static let removalAdvice: String? = "drag a card up to delete it"

    static var keys: KeyTable { SwitcherKeys.table }

    static func decode(_ map: inout MappingReader, screen: Screen) throws(ScriptError) -> SwitcherConfiguration {
        typealias Key = SwitcherKeys
        let frame = try map.node(Key.frame)?.screenRect(on: screen) ?? Rect(origin: .zero, size: screen.size)
        var config = SwitcherConfiguration(frame: frame)
        try map.read(Key.fields, into: &config)
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
