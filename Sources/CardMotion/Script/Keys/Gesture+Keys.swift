/// A timeline event's `at:`, and the keys of a `drag:` and of a `tap:` given as a mapping, each declared once
/// (``ScriptKey``), in reading order.
enum EventKeys {
    static let at = ScriptKey("at", .number(ScriptLimits.eventTime), unit: "seconds", required: true, doc: "Seconds from the start.")

    /// The actions: an event has `at` and exactly one of these.
    static let drag = ScriptKey("drag", .custom(schema: DragKeys.table.schema(), shape: "mapping"), required: true,
                                doc: "A finger moving in a straight line.")
    static let path = ScriptKey("path", .custom(schema: pathSamples, shape: "[[t, x, y], ...]"), required: true,
                                doc: "A finger following samples, t in seconds after at, x and y in points.")
    static let tap = ScriptKey("tap", .custom(schema: ["oneOf": [ScriptSchema.pointReference, TapKeys.table.schema()]],
                                              shape: "point or mapping"), required: true,
                               doc: "A finger coming down and lifting.")
    static let swipe = ScriptKey("swipe", .choice(SwipeDirection.self), required: true,
                                 doc: "The control removes its top card (the control's own method, no finger).")
    static let animate = ScriptKey("animate", .custom(schema: animations, shape: "mapping or list"), required: true,
                                   doc: "Layers move (docs/motion.md#animate).")
    /// A `tap`'s animations, which start with the finger.
    static let tapAnimate = ScriptKey("animate", .custom(schema: animations, shape: "mapping or list"),
                                      doc: "Layers that move as the finger comes down (docs/motion.md#animate).")
    /// A `path:` event's rest before the lift.
    static let pathHold = ScriptKey("hold", .number(ScriptLimits.gesturePause), unit: "seconds", default: .number(0),
                                    doc: "How long the finger rests at the last sample before lifting.")

    /// Each action's whole event, `at` first: the decoder reads these and the schema is one of them.
    static let actions: [KeyTable] = [
        KeyTable([at, drag]), KeyTable([at, path, pathHold]), KeyTable([at, tap, tapAnimate]), KeyTable([at, swipe]),
        KeyTable([at, animate]),
    ]

    /// The action keys' names, in the order errors list them.
    static let actionNames = actions.map { $0.keys[1].name }

    private static var animations: JSONValue {
        let one = AnimateKeys.table.schema()
        return ["oneOf": [one, ["type": "array", "minItems": 1, "items": one]]]
    }

    private static let pathSamples: JSONValue = [
        "type": "array", "minItems": .number(Double(ScriptLimits.pathSamples.lowerBound)),
        "maxItems": .number(Double(ScriptLimits.pathSamples.upperBound)),
        "items": ["type": "array", "items": ["type": "number"], "minItems": 3, "maxItems": 3],
    ]
}

/// A `drag:`'s keys.
enum DragKeys {
    static let from = ScriptKey("from", .point, unit: "points", required: true, doc: "Where the finger comes down.")
    static let by = ScriptKey("by", .point, unit: "points", doc: "How far the finger moves (or give to).")
    static let to = ScriptKey("to", .point, unit: "points", doc: "Where the finger lifts (or give by).")
    static let duration = ScriptKey("duration", .number(ScriptLimits.dragDuration), unit: "seconds", required: true,
                                    doc: "How long the finger moves.")
    static let curve = ScriptKey("curve", .choice(FingerCurve.self), default: .described("linear"), doc: "How the finger's speed changes.")
    static let press = ScriptKey("press", .number(ScriptLimits.gesturePause), unit: "seconds", default: .number(0),
                                 doc: "How long the finger rests before moving.")
    static let hold = ScriptKey("hold", .number(ScriptLimits.gesturePause), unit: "seconds", default: .number(0),
                                doc: "How long the finger rests before lifting.")

    static let table = KeyTable([from, by, to, duration, curve, press, hold])
}

/// A `tap:`'s keys, when it is a mapping rather than a point.
enum TapKeys {
    static let point = ScriptKey("point", .point, unit: "points", required: true, doc: "Where the finger taps.")
    static let hold = ScriptKey("hold", .number(ScriptLimits.tapHold), unit: "seconds", default: .number(Gesture.defaultTapHold),
                                doc: "How long the finger stays down.")

    static let table = KeyTable([point, hold])
}
