import CardScene

/// The sort grid's `widget:` keys, each declared once (``ScriptKey``), in reading order: `frame` and `titles`
/// make the configuration, and each of the others is bound to the field it sets (``KeyField``).
enum SortGridKeys {
    /// How many titles the grid takes.
    static let titleCount = 1...1000

    static let frame = ScriptKey("frame", .custom(schema: ScriptSchema.screenRect, shape: ScriptSchema.screenRectShape), unit: "points", default: .described("the screen's width at the top"),
                                 doc: "The control's frame on screen; its height is replaced by the grid's own.")
    static let titles = ScriptKey("titles", .custom(schema: ["type": "array", "items": ScriptSchema.text, "minItems": .number(Double(titleCount.lowerBound)),
                                                             "maxItems": .number(Double(titleCount.upperBound))],
                                                    shape: "list of \(titleCount.lowerBound) to \(titleCount.upperBound) texts"),
                                  required: true, doc: "One button per title, in order.")
    static let columnCount = ScriptKey("columnCount", .integer(1...100), default: .integer(3), doc: "Buttons per row.")
    static let rowHeight = ScriptKey("rowHeight", .number(0...10_000), unit: "points", default: .number(40), doc: "Each button's height.")
    static let rowPadding = ScriptKey("rowPadding", .number(0...10_000), unit: "points", default: .number(30), doc: "The vertical gap between rows.")
    static let columnPadding = ScriptKey("columnPadding", .number(0...10_000), unit: "points", default: .number(20),
                                         doc: "The horizontal gap between columns.")
    static let rowMargin = ScriptKey("rowMargin", .number(0...10_000), unit: "points", default: .number(30), doc: "The top and bottom inset.")
    static let columnMargin = ScriptKey("columnMargin", .number(0...10_000), unit: "points", default: .number(20), doc: "The left and right inset.")
    static let normalColor = ScriptKey("normalColor", .color, default: .described("black"), doc: "Title and border of an unselected button.")
    static let selectedColor = ScriptKey("selectedColor", .color, default: .described("blue"), doc: "Title and border of a selected button.")
    static let backgroundColor = ScriptKey("backgroundColor", .color, default: .described("none (clear)"),
                                           doc: "The control's background (the demo: lightGray at alpha 0.5).")
    static let enabledTitles = ScriptKey("enabledTitles", .custom(schema: ["type": "array", "items": ["type": "string"]], shape: "list of titles"),
                                         default: .described("all titles"), doc: "Titles whose buttons take taps.")
    static let selectedTitles = ScriptKey("selectedTitles", .custom(schema: ["type": "array", "items": ["type": "string"]], shape: "list of titles"),
                                          default: .described("all titles"), doc: "Titles selected at first.")

    static let minimumPressDuration = ScriptKey("minimumPressDuration", .number(0...10), unit: "seconds",
                                                default: .number(LongPressGestureRecognizer.defaultMinimumPressDuration),
                                                doc: "How long a finger must stay on a button before it lifts (UIKit's default, which the original keeps).")
    static let liftScale = ScriptKey("liftScale", .number(0.1...10), default: .number(1.2), doc: "The lifted button's scale.")
    static let liftDuration = ScriptKey("liftDuration", .number(0.01...10), unit: "seconds", default: .number(0.25),
                                        doc: "The ease-in-out lift of a pressed button and its drop into the vacant slot.")
    static let shiftDuration = ScriptKey("shiftDuration", .number(0.01...10), unit: "seconds", default: .number(0.5),
                                         doc: "The ease-in-out move of a displaced button to its new slot.")

    /// The keys after `frame` and `titles`, each with the field it sets.
    static var fields: [KeyField<SortGridConfiguration>] {
        [KeyField(columnCount, \.columnCount), KeyField(rowHeight, \.rowHeight), KeyField(rowPadding, \.rowPadding),
         KeyField(columnPadding, \.columnPadding), KeyField(rowMargin, \.rowMargin), KeyField(columnMargin, \.columnMargin),
         KeyField(normalColor, \.normalColor), KeyField(selectedColor, \.selectedColor),
         KeyField(backgroundColor, \.backgroundColor), chosenTitles(enabledTitles, \.enabledTitles),
         chosenTitles(selectedTitles, \.selectedTitles), KeyField(minimumPressDuration, \.minimumPressDuration),
         KeyField(liftScale, \.liftScale), KeyField(liftDuration, \.liftDuration), KeyField(shiftDuration, \.shiftDuration)]
    }

    static let table = KeyTable([frame, titles], then: fields)

    /// A key listing some of the titles, setting `field`: each must be one of the grid's titles.
    private static func chosenTitles(_ key: ScriptKey, _ field: WritableKeyPath<SortGridConfiguration, [String]?>)
    -> KeyField<SortGridConfiguration> {
        KeyField(key) { (node, config) throws(ScriptError) in
            var chosen: [String] = []
            for item in try node.sequence() {
                let title = try item.text()
                guard config.titles.contains(title) else {
                    throw item.error("'\(title)' is not one of the titles\(Suggestion.hint(for: title, in: config.titles))")
                }
                chosen.append(title)
            }
            config[keyPath: field] = chosen
        }
    }
}
