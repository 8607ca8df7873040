/// The deck's `widget:` keys, each declared once (``ScriptKey``), in reading order: `frame` makes the
/// configuration, and each of the others is bound to the field it sets (``KeyField``).
enum DeckKeys {
    static let frame = ScriptKey("frame", .rect, unit: "points", required: true, doc: "The control's frame on screen (the demo: 240 × 400 centred).")
    static let cardSize = ScriptKey("cardSize", .size, unit: "points", default: .described("the control's size"),
                                    doc: "Each card's size, clamped to the control's as the original does (quirk C4); not negative.")
    static let backgroundColor = ScriptKey("backgroundColor", .color, default: .described("white"), doc: "The control's background.")
    static let pageSize = ScriptKey("pageSize", .integer(1...10_000), default: .integer(10),
                                    doc: "Cards the data source has at first and adds per cardViewNeedMoreData:.")
    static let moreDataDelay = ScriptKey("moreDataDelay", .number(0...3600), unit: "seconds", default: .number(5),
                                         doc: "Time between the need-more-data request and the data arriving.")
    static let buttons = ScriptKey("buttons", .boolean, default: .boolean(false),
                                   doc: "Draw the demo's left and right buttons; a tap on one deletes the top card that way.")

    /// The keys after `frame`, each with the field it sets.
    static var fields: [KeyField<DeckConfiguration>] {
        [KeyField(cardSize) { (node, config) throws(ScriptError) in
            let size = try node.size()
            guard size.width >= 0, size.height >= 0 else { throw node.error("width and height must not be negative") }
            config.cardSize = size
         },
         KeyField(backgroundColor, \.backgroundColor), KeyField(pageSize, \.pageSize),
         KeyField(moreDataDelay, \.moreDataDelay), KeyField(buttons, \.showsButtons)]
    }

    static let table = KeyTable([frame], then: fields)
}
