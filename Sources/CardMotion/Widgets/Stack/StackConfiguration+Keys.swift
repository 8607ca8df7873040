/// The stack's `widget:` keys, each declared once (``ScriptKey``), in reading order: `frame` makes the
/// configuration, and each of the others is bound to the field it sets (``KeyField``).
enum StackKeys {
    static let frame = ScriptKey("frame", .custom(schema: ScriptSchema.screenRect, shape: ScriptSchema.screenRectShape), unit: "points", required: true, doc: "The control's frame on screen.")
    static let visibleCount = ScriptKey("visibleCount", .integer(1...50), default: .integer(3),
                                        doc: "Cells created and shown at once.")
    static let lineSpacing = ScriptKey("lineSpacing", .number(-10_000...10_000), unit: "points", default: .number(10),
                                       doc: "Horizontal inset per side per depth level (despite its name).")
    static let interitemSpacing = ScriptKey("interitemSpacing", .number(-10_000...10_000), unit: "points", default: .number(10),
                                            doc: "Vertical step per depth level.")
    static let maxAngle = ScriptKey("maxAngle", .number(-360...360), unit: "degrees", default: .number(15),
                                    doc: "Tilt reached at maxRemoveDistance while dragging.")
    static let maxRemoveDistance = ScriptKey("maxRemoveDistance", .number(0...100_000), unit: "points",
                                             default: .described("a quarter of the screen width"),
                                             doc: "Horizontal drag that removes the top card.")
    static let isAlpha = ScriptKey("isAlpha", .boolean, default: .boolean(true), doc: "Whether deeper cells get reduced alpha.")
    static let backgroundColor = ScriptKey("backgroundColor", .color, default: .described("none (clear)"),
                                           doc: "The control's own background (the demo: lightGray).")
    static let cornerRadius = ScriptKey("cornerRadius", .number(0...10_000), unit: "points", default: .number(0),
                                        doc: "The control's corner radius (the demo: 10).")
    static let cellCornerRadius = ScriptKey("cellCornerRadius", .number(0...10_000), unit: "points", default: .number(0),
                                            doc: "Each cell's corner radius; cells clip to it (the demo: 10).")
    static let reloadsWhenEmpty = ScriptKey("reloadsWhenEmpty", .boolean, default: .boolean(false),
                                            doc: "Reload the data, animated, when the last card has gone (the demo's didRemoveLastCell).")
    // The spring back's ranges are where CardMotion's spring solve (UIKitSpring, which reads the velocity into the
    // stiffness) gives a motion that starts at once and has died down by its duration, checked over a grid of every
    // combination; outside them its motion can end in a jump (docs/controls/stack.md#tuning).
    static let springDuration = ScriptKey("springDuration", .number(0.1...1), unit: "seconds", default: .number(0.5),
                                          doc: "The spring back's duration (Qi_SpringDuration).")
    static let springDamping = ScriptKey("springDamping", .number(0.3...1), default: .number(0.5),
                                         doc: "The spring back's damping ratio (Qi_SpringWithDamping): 1 settles without overshoot.")
    static let springVelocity = ScriptKey("springVelocity", .number(0...0.8), default: .number(0.8),
                                          doc: "The spring back's initial velocity, as a fraction of the distance per second (Qi_SpringVelocity).")
    static let flyOffDuration = ScriptKey("flyOffDuration", .number(0.01...10), unit: "seconds", default: .number(0.25),
                                          doc: "The ease-in-out fly-off after a drag and for a swipe (Qi_DefaultDuration).")

    /// The keys after `frame`, each with the field it sets.
    static var fields: [KeyField<StackConfiguration>] {
        [KeyField(visibleCount, \.visibleCount), KeyField(lineSpacing, \.lineSpacing),
         KeyField(interitemSpacing, \.interitemSpacing), KeyField(maxAngle, \.maxAngle),
         KeyField(maxRemoveDistance, \.maxRemoveDistance), KeyField(isAlpha, \.isAlpha),
         KeyField(backgroundColor, \.backgroundColor), KeyField(cornerRadius, \.cornerRadius),
         KeyField(cellCornerRadius, \.cellCornerRadius), KeyField(reloadsWhenEmpty, \.reloadsWhenEmpty),
         KeyField(springDuration, \.springDuration), KeyField(springDamping, \.springDamping),
         KeyField(springVelocity, \.springVelocity), KeyField(flyOffDuration, \.flyOffDuration)]
    }

    static let table = KeyTable([frame], then: fields)
}
