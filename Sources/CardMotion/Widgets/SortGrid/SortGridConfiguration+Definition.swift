import CardGeometry

/// `kind: sortGrid`: QiDragSortView's properties under their own names; the buttons come from `titles`, so the
/// script's `cards` are not taken.
extension SortGridConfiguration: ControlDefinition {
    static let kind = "sortGrid"
    static let refusesCards: String? = "the sort grid's buttons come from widget.titles"

    static var keys: KeyTable { SortGridKeys.table }

    static func decode(_ map: inout MappingReader, screen: Screen) throws(ScriptError) -> SortGridConfiguration {
        typealias Key = SortGridKeys
        let frameNode = try map.node(Key.frame)
        let frame = try frameNode?.screenRect(on: screen) ?? Rect(x: 0, y: 0, width: screen.size.width, height: 0)
        let titlesNode = try map.requiredNode(Key.titles)
        let titles = try titlesNode.texts()
        guard Key.titleCount.contains(titles.count) else {
            throw titlesNode.error("needs \(Key.titleCount.lowerBound) to \(Key.titleCount.upperBound) titles, found \(titles.count)")
        }
        var config = SortGridConfiguration(frame: frame, titles: titles)
        try map.read(Key.fields, into: &config)
        let columnNode = try map.node(Key.columnCount)
        try map.finish()
        let layout = SortGridLayout(width: frame.width, count: titles.count, configuration: config)
        guard layout.buttonWidth > 0 else {
            throw (columnNode ?? frameNode ?? titlesNode).error(
                "leaves the buttons no width: \(frame.width) points minus margins and paddings over \(config.columnCount) columns")
        }
        return config
    }

    func install(cards: [Card], cell: CellDesign?, in simulation: Simulation) -> SortGridView {
        let grid = SortGridView(simulation: simulation, configuration: self)
        simulation.window.addSubview(grid)
        return grid
    }
}

extension SortGridView: WidgetController {}
