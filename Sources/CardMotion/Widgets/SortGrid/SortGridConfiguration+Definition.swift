import CardGeometry

/// `kind: sortGrid`: QiDragSortView's properties under their own names; the buttons come from `titles`, so the
/// script's `cards` are not taken.
extension SortGridConfiguration: ControlDefinition {
    static let kind = "sortGrid"
    static let refusesCards: String? = "the sort grid's buttons come from widget.titles"

    static var schemaProperties: (properties: [String: JSONValue], required: [String]) {
        let titles: JSONValue = ["type": "array", "items": ScriptSchema.text, "minItems": 1, "maxItems": 1000]
        let points = ScriptSchema.number(0...10_000)
        return (["frame": ScriptSchema.rectReference, "titles": titles, "columnCount": ScriptSchema.integer(1...100),
                 "rowHeight": points, "rowPadding": points, "columnPadding": points, "rowMargin": points, "columnMargin": points,
                 "normalColor": ScriptSchema.colorReference, "selectedColor": ScriptSchema.colorReference,
                 "enabledTitles": ["type": "array", "items": ["type": "string"]],
                 "selectedTitles": ["type": "array", "items": ["type": "string"]],
                 "backgroundColor": ScriptSchema.colorReference], ["titles"])
    }

    static func decode(_ map: inout MappingReader, screen: Screen) throws(ScriptError) -> SortGridConfiguration {
        let frameNode = map.optional("frame")
        let frame = try frameNode?.rect() ?? Rect(x: 0, y: 0, width: screen.size.width, height: 0)
        let titlesNode = try map.required("titles")
        let titles = try titlesNode.texts()
        guard (1...1000).contains(titles.count) else {
            throw titlesNode.error("needs 1 to 1000 titles, found \(titles.count)")
        }
        var config = SortGridConfiguration(frame: frame, titles: titles)
        let columnNode = map.optional("columnCount")
        if let node = columnNode { config.columnCount = try node.int(in: 1...100) }
        if let node = map.optional("rowHeight") { config.rowHeight = try node.double(in: 0...10_000, unit: "points") }
        if let node = map.optional("rowPadding") { config.rowPadding = try node.double(in: 0...10_000, unit: "points") }
        if let node = map.optional("columnPadding") { config.columnPadding = try node.double(in: 0...10_000, unit: "points") }
        if let node = map.optional("rowMargin") { config.rowMargin = try node.double(in: 0...10_000, unit: "points") }
        if let node = map.optional("columnMargin") { config.columnMargin = try node.double(in: 0...10_000, unit: "points") }
        if let node = map.optional("normalColor") { config.normalColor = try node.color() }
        if let node = map.optional("selectedColor") { config.selectedColor = try node.color() }
        if let node = map.optional("backgroundColor") { config.backgroundColor = try node.color() }
        for key in ["enabledTitles", "selectedTitles"] {
            guard let node = map.optional(key) else { continue }
            var chosen: [String] = []
            for item in try node.sequence() {
                let title = try item.text()
                guard titles.contains(title) else {
                    throw item.error("'\(title)' is not one of the titles\(Suggestion.hint(for: title, in: titles))")
                }
                chosen.append(title)
            }
            if key == "enabledTitles" { config.enabledTitles = chosen } else { config.selectedTitles = chosen }
        }
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
