/// The deck's `widget:` keys, each declared once (``ScriptKey``), in reading order: `frame` makes the
/// configuration, and each of the others is bound to the field it sets (``KeyField``).
enum DeckKeys {
    static let frame = ScriptKey("frame", .custom(schema: ScriptSchema.screenRect, shape: ScriptSchema.screenRectShape), unit: "points", required: true, doc: "The control's frame on screen (the demo: 240 × 400 centred).")
    static let cardSize = ScriptKey("cardSize", .size, unit: "points", default: .described("the control's size"),
                                    doc: "Each card's size, clamped to the control's as the original does (quirk C4); not negative.")
    static let backgroundColor = ScriptKey("backgroundColor", .color, default: .described("white"), doc: "The control's background.")
    static let pageSize = ScriptKey("pageSize", .integer(1...10_000), default: .integer(10),
                                    doc: "Cards the data source has at first and adds per cardViewNeedMoreData:.")
    static let moreDataDelay = ScriptKey("moreDataDelay", .number(0...3600), unit: "seconds", default: .number(5),
                                         doc: "Time between the need-more-data request and the data arriving.")
    static let buttons = ScriptKey("buttons", .boolean, default: .boolean(false),
                                   doc: "Draw the demo's left and right buttons; a tap on one deletes the top card that way.")
    static let removalDistance = ScriptKey("removalDistance", .number(0...10_000), unit: "points", default: .number(150),
                                           doc: "The position rule's margin: a release removes the card once no more than about this much of its turned box is left on the deck's side (larger removes sooner).")
    static let removalSpeed = ScriptKey("removalSpeed", .number(0...100_000), unit: "points per second", default: .number(800),
                                        doc: "A horizontal release faster than this removes the card wherever it is.")
    static let tiltDirection = ScriptKey("tiltDirection", .choice(DeckTiltDirection.self), default: .described("counterClockwise"),
                                         doc: "Which way a card dragged right turns; none keeps it upright.")
    static let maxTilt = ScriptKey("maxTilt", .number(0...180), unit: "degrees", default: .described("no limit"),
                                   doc: "The largest tilt of a dragged card.")
    static let springBackDuration = ScriptKey("springBackDuration", .number(0.01...10), unit: "seconds", default: .number(0.5),
                                              doc: "The ease-in-out return of a card that is not removed, and of the cards behind.")
    static let flyOffDuration = ScriptKey("flyOffDuration", .number(0.01...10), unit: "seconds", default: .number(0.2),
                                          doc: "A removed card's ease-in-out flight off the deck (the cards behind advance in 0.2 s whatever it is).")

    /// The keys after `frame`, each with the field it sets.
    static var fields: [KeyField<DeckConfiguration>] {
        [KeyField(cardSize) { (node, config) throws(ScriptError) in
            let size = try node.size()
            guard size.width >= 0, size.height >= 0 else { throw node.error("width and height must not be negative") }
            config.cardSize = size
         },
         KeyField(backgroundColor, \.backgroundColor), KeyField(pageSize, \.pageSize),
         KeyField(moreDataDelay, \.moreDataDelay), KeyField(buttons, \.showsButtons),
         KeyField(removalDistance, \.removalDistance), KeyField(removalSpeed, \.removalSpeed),
         KeyField(tiltDirection) { (node, config) throws(ScriptError) in
            config.tiltDirection = try node.choice(DeckTiltDirection.self)
         },
         KeyField(maxTilt, \.maxTilt), KeyField(springBackDuration, \.springBackDuration),
         KeyField(flyOffDuration, \.flyOffDuration)]
    }

    static let table = KeyTable([frame], then: fields)
}
