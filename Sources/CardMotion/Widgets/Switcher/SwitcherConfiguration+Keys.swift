import CardGeometry

/// The switcher's `widget:` keys, each declared once (``ScriptKey``), in reading order: `frame` makes the
/// configuration, and each of the others is bound to the field it sets (``KeyField``).
enum SwitcherKeys {
    static let frame = ScriptKey("frame", .custom(schema: ScriptSchema.screenRect, shape: ScriptSchema.screenRectShape), unit: "points", default: .described("the whole screen"),
                                 doc: "The control's frame on screen.")
    static let canDeleteCard = ScriptKey("canDeleteCard", .boolean, default: .boolean(true),
                                         doc: "Whether cards carry the swipe-up delete pan.")
    static let cardSize = ScriptKey("cardSize", .size, unit: "points", default: .described("0.72 W × W on a screen W points wide"),
                                    doc: "Each card's size; positive.")
    static let cardCornerRadius = ScriptKey("cardCornerRadius", .number(0...10_000), unit: "points", default: .number(4),
                                            doc: "The cards' corner radius.")
    static let backgroundColor = ScriptKey("backgroundColor", .color, default: .described("none (clear)"),
                                           doc: "The control's own background (the demo shows the root view's #FF5050 through it).")
    static let pagingSettleDuration = ScriptKey("pagingSettleDuration", .number(0.01...10), unit: "seconds",
                                                default: .number(PagingSettle.defaultDuration),
                                                doc: "How long a paging release takes to settle on its page (docs/physics.md#paging).")
    static let deleteDistance = ScriptKey("deleteDistance", .number(1...100_000), unit: "points", default: .described("half the control's height"),
                                          doc: "How far up a card must be dragged for its release to delete it.")
    static let deleteSpeed = ScriptKey("deleteSpeed", .number(0...100_000), unit: "points per second", default: .number(500),
                                       doc: "An upward release faster than this deletes the card however short the drag.")
    static let deleteDuration = ScriptKey("deleteDuration", .number(0.01...10), unit: "seconds", default: .number(0.3),
                                          doc: "The ease-in-out fly-up of a deleted card and the return of a kept one.")

    /// The keys after `frame`, each with the field it sets.
    static var fields: [KeyField<SwitcherConfiguration>] {
        [KeyField(canDeleteCard, \.canDeleteCard),
         KeyField(cardSize) { (node, config) throws(ScriptError) in
            let size = try node.size()
            guard size.width > 0, size.height > 0 else { throw node.error("width and height must be positive") }
            config.cardSize = size
         },
         KeyField(cardCornerRadius, \.cardCornerRadius), KeyField(backgroundColor, \.backgroundColor),
         KeyField(pagingSettleDuration, \.pagingSettleDuration), KeyField(deleteDistance, \.deleteDistance),
         KeyField(deleteSpeed, \.deleteSpeed), KeyField(deleteDuration, \.deleteDuration)]
    }

    static let table = KeyTable([frame], then: fields)
}
