import CardGeometry
import CardScene

/// An `animate:` mapping's keys, each declared once (docs/motion.md#animate).
enum AnimateKeys {
    static let target = ScriptKey("target", .custom(schema: ["oneOf": [targetName, ["type": "array", "items": targetName,
                                                                                      "minItems": 1, "maxItems": .number(Double(ScriptLimits.animateTargets))]]],
                                                    shape: "id, glob or list"), required: true,
                                  doc: "The layers: ids (`pass-2`, `card-0/heart`), globs (`card-*/heart`) or a list of them.")
    static let to = ScriptKey("to", .custom(schema: values, shape: "mapping"), doc: "End values by property.")
    static let by = ScriptKey("by", .custom(schema: values, shape: "mapping"), doc: "Changes by property, from the model value.")
    static let from = ScriptKey("from", .custom(schema: values, shape: "mapping"),
                                doc: "Start values by property (default: the value on screen at the start).")
    static let keyframes = ScriptKey("keyframes", .custom(schema: keyframeTracks, shape: "mapping"),
                                     doc: "Keyframes by property: `[{at, value, curve}, ...]`, `at` in seconds from the start.")
    static let curve = ScriptKey("curve", .custom(schema: curveSchema, shape: "name or mapping"), default: .described("default"),
                                 doc: "A timing curve name, `{cubicBezier: [x1, y1, x2, y2]}` or `{spring: ...}`.")
    static let spring = ScriptKey("spring", .custom(schema: springSchema, shape: "name or mapping"),
                                  doc: "A spring: `{mass, stiffness, damping, initialVelocity}`, `{response, dampingFraction}`, `{duration, bounce}`, or `smooth`, `snappy`, `bouncy`.")
    static let duration = ScriptKey("duration", .number(ScriptLimits.animationTime), unit: "seconds",
                                    default: .number(LayerAnimation.defaultDuration), doc: "How long a timing curve lasts (a spring lasts until it settles).")
    static let delay = ScriptKey("delay", .number(ScriptLimits.animationTime), unit: "seconds", default: .number(0),
                                 doc: "Seconds after `at` the motion starts; the old value holds meanwhile.")
    static let `repeat` = ScriptKey("repeat", .custom(schema: ["oneOf": [["type": "number", "exclusiveMinimum": 0], ["const": "forever"]]],
                                                      shape: "number or forever"), default: .number(1),
                                    doc: "How many times it plays (Core Animation's repeatCount), or `forever`.")
    static let autoreverses = ScriptKey("autoreverses", .boolean, default: .boolean(false),
                                        doc: "Whether each repeat plays back again.")

    static let table = KeyTable([target, to, by, from, keyframes, curve, spring, duration, delay, `repeat`, autoreverses])

    /// A spring's keys, in its four forms.
    enum SpringKeys {
        static let mass = ScriptKey("mass", .number(0...1_000_000), default: .number(1), doc: "CASpringAnimation's mass.")
        static let stiffness = ScriptKey("stiffness", .number(0...1_000_000), default: .number(100), doc: "CASpringAnimation's stiffness.")
        static let damping = ScriptKey("damping", .number(0...1_000_000), default: .number(10), doc: "CASpringAnimation's damping (above 0).")
        static let initialVelocity = ScriptKey("initialVelocity", .number(-1_000_000...1_000_000), unit: "moves per second",
                                               default: .number(0), doc: "Speed at the start, in whole moves per second.")
        static let response = ScriptKey("response", .number(0...3600), unit: "seconds", doc: "SwiftUI's response.")
        static let dampingFraction = ScriptKey("dampingFraction", .number(0...1_000), doc: "SwiftUI's damping fraction (above 0).")
        static let duration = ScriptKey("duration", .number(0...3600), unit: "seconds", doc: "iOS 17's perceptual duration.")
        static let bounce = ScriptKey("bounce", .number(-1...1), doc: "iOS 17's bounce, -1 < bounce < 1.")
        static let preset = ScriptKey("preset", .choice(SpringAnimation.Preset.self), doc: "smooth, snappy or bouncy.")
        static let extraBounce = ScriptKey("extraBounce", .number(-1...1), default: .number(0), doc: "Added to a preset's bounce.")
    }

    private static let targetName: JSONValue = ["type": "string", "minLength": 1, "maxLength": .number(Double(NodeGlob.maximumLength))]

    private static var values: JSONValue {
        var properties: [String: JSONValue] = [:]
        for property in LayerProperty.allCases { properties[property.rawValue] = valueSchema(property) }
        return ScriptSchema.object(properties)
    }

    private static func valueSchema(_ property: LayerProperty) -> JSONValue {
        switch property.shape {
        case .number: ["type": "number", "minimum": .number(property.range.lowerBound), "maximum": .number(property.range.upperBound),
                       "description": .string(property.doc)]
        case .color: ScriptSchema.color
        case .point: ["type": "array", "items": ["type": "number"], "minItems": 2, "maxItems": 2, "description": .string(property.doc)]
        }
    }

    private static var keyframeTracks: JSONValue {
        var properties: [String: JSONValue] = [:]
        for property in LayerProperty.allCases {
            properties[property.rawValue] = ["type": "array", "minItems": 1, "maxItems": .number(Double(ScriptLimits.keyframes)),
                                             "items": ScriptSchema.object(["at": ["type": "number", "minimum": 0],
                                                                           "value": valueSchema(property),
                                                                           "curve": keyframeCurve], required: ["at", "value"])]
        }
        return ScriptSchema.object(properties)
    }

    private static let curveNames: JSONValue = ["enum": .array(TimingCurve.namedCurves.map { .string($0.name) })]
    private static let cubicBezier: JSONValue = ScriptSchema.object(["cubicBezier": ["type": "array", "items": ["type": "number"],
                                                                                     "minItems": 4, "maxItems": 4]],
                                                                    required: ["cubicBezier"])
    private static var springSchema: JSONValue {
        ["oneOf": [["enum": .array(SpringAnimation.Preset.allCases.map { .string($0.rawValue) })], ["type": "object"]]]
    }
    private static var curveSchema: JSONValue {
        ["oneOf": [curveNames, cubicBezier, ScriptSchema.object(["spring": springSchema], required: ["spring"])]]
    }
    private static var keyframeCurve: JSONValue {
        ["oneOf": [curveNames, ["const": "cubic"], cubicBezier, ScriptSchema.object(["spring": springSchema], required: ["spring"])]]
    }
}
