/// A timeline event's `at:`, and the keys of a `drag:` and of a `tap:` given as a mapping, each declared once
/// (``ScriptKey``), in reading order.
enum EventKeys {
    static let at = ScriptKey("at", .number(ScriptLimits.eventTime), unit: "seconds", required: true, doc: "Seconds from the start.")
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
