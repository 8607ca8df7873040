import CardGeometry
import CardScene

/// The JSON Schema (draft 2020-12) of the whole script format, for YAML and JSON editors that validate and complete
/// scripts (`cardmotion schema`). Ranges come from ``ScriptLimits`` and value lists from the model's enumerations;
/// each control states its own `widget` keys (``ControlDefinition/schema``). It checks shapes, types, ranges and
/// names; what needs the script as a whole (cards against the cell, fonts, one finger at a time) only the decoder
/// checks.
public enum ScriptSchema {
    public static var document: JSONValue {
        [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "CardMotion script",
            "description": "A screen, one control with its data, and a timeline of gestures (see docs/script-format.md).",
            "type": "object",
            "required": ["screen", "widget"],
            "additionalProperties": false,
            "properties": [
                "screen": screen,
                "fps": number(ScriptLimits.fps, "Frames per second."),
                "duration": number(ScriptLimits.duration, "Length in seconds; by default until everything settles, plus 0.25 s."),
                "touchRate": number(ScriptLimits.touchRate, "Touch samples per second of a drag."),
                "verify": object([
                    "ignore": ["type": "array", "items": ["type": "string", "minLength": 1, "maxLength": .number(Double(NodeGlob.maximumLength))]],
                    "ignoreRegions": ["type": "array", "items": ["type": "array", "items": ["type": "number"], "minItems": 4, "maxItems": 4]],
                    "maxDiffPixels": ["type": "integer", "minimum": 0],
                    "maxDiffRatio": number(0...1),
                    "threshold": number(0...1),
                ], description: "How cardmotion verify compares this script's frames, where the command line says nothing."),
                "fonts": ["type": "array", "maxItems": .number(Double(ScriptLimits.fontFiles)),
                          "items": ["type": "string", "description": "A TrueType, OpenType or collection file, relative to the script."]],
                "widget": ["oneOf": .array(Controls.all.map(\.schema))],
                "cell": ["$ref": "#/$defs/cell"],
                "overlay": layers("Static layers above the control, in screen points."),
                "cards": ["type": "array", "maxItems": .number(Double(ScriptLimits.cards.upperBound)), "items": ["$ref": "#/$defs/card"]],
                "timeline": ["type": "array", "maxItems": .number(Double(ScriptLimits.timelineEvents.upperBound)),
                             "items": ["$ref": "#/$defs/event"]],
            ],
            "$defs": [
                "color": color, "point": pair("[x, y]"), "size": pair("[width, height]"), "rect": rect,
                "expression": expression, "layer": layer(isCell: false), "cell": layer(isCell: true), "card": card,
                "event": event, "gesturePause": number(ScriptLimits.gesturePause, "Seconds."),
            ],
        ]
    }

    // MARK: Building blocks

    static func number(_ range: ClosedRange<Double>, _ description: String = "") -> JSONValue {
        var schema: [String: JSONValue] = ["type": "number", "minimum": .number(range.lowerBound), "maximum": .number(range.upperBound)]
        if !description.isEmpty { schema["description"] = .string(description) }
        return .object(schema)
    }

    static func integer(_ range: ClosedRange<Int>) -> JSONValue {
        ["type": "integer", "minimum": .number(Double(range.lowerBound)), "maximum": .number(Double(range.upperBound))]
    }

    static func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) -> JSONValue where T.RawValue == String {
        ["type": "string", "enum": .array(T.allCases.map { .string($0.rawValue) })]
    }

    static let boolean: JSONValue = ["type": "boolean"]
    static let text: JSONValue = ["type": "string", "maxLength": .number(Double(ScriptLimits.textLength))]
    static let colorReference: JSONValue = ["$ref": "#/$defs/color"]
    static let pointReference: JSONValue = ["$ref": "#/$defs/point"]
    static let sizeReference: JSONValue = ["$ref": "#/$defs/size"]
    static let rectReference: JSONValue = ["$ref": "#/$defs/rect"]

    static func object(_ properties: [String: JSONValue], required: [String] = [], description: String? = nil) -> JSONValue {
        var schema: [String: JSONValue] = ["type": "object", "additionalProperties": false, "properties": .object(properties)]
        if !required.isEmpty { schema["required"] = .array(required.map(JSONValue.string)) }
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    static let color: JSONValue = [
        "type": "string",
        "description": .string("\(ColorParseError.acceptedForms); in a layer, also a {field} of the card"),
    ]

    static func pair(_ shape: String) -> JSONValue {
        ["type": "array", "description": .string(shape), "items": ["type": "number"], "minItems": 2, "maxItems": 2]
    }

    static let rect: JSONValue = [
        "type": "array", "description": "[x, y, width, height] in points", "items": ["type": "number"], "minItems": 4, "maxItems": 4,
    ]

    static let expression: JSONValue = [
        "description": "A number, or arithmetic over width and height (the parent's size) with + - * / and parentheses",
        "oneOf": [["type": "number"], ["type": "string", "pattern": "^[-+*/(). 0-9a-z]+$",
                                       "maxLength": .number(Double(ScriptLimits.expressionLength))]],
    ]

    static func layers(_ description: String) -> JSONValue {
        ["type": "array", "description": .string(description), "maxItems": .number(Double(ScriptLimits.layers)),
         "items": ["$ref": "#/$defs/layer"]]
    }

    static var screen: JSONValue {
        object([
            "size": sizeReference,
            "scale": number(ScriptLimits.scale, "Pixels per point."),
            "background": colorReference,
            "layers": layers("Static layers behind the control, in screen points."),
        ], required: ["size"])
    }

    static func layer(isCell: Bool) -> JSONValue {
        var properties: [String: JSONValue] = [
            "backgroundColor": colorReference,
            "cornerRadius": number(0...100_000), "borderWidth": number(0...100_000), "borderColor": colorReference,
            "masksToBounds": boolean,
            "shadow": object(["color": colorReference, "opacity": number(0...1), "radius": number(0...1000), "offset": pointReference]),
            "gradient": object([
                "colors": ["type": "array", "items": colorReference, "minItems": 2, "maxItems": .number(Double(ScriptLimits.gradientColors))],
                "locations": ["type": "array", "items": number(0...1)],
                "start": pointReference, "end": pointReference, "type": choice(Gradient.Kind.self),
            ], required: ["colors"]),
            "image": object(["source": ["type": "string"], "contentMode": choice(ImageContent.ContentMode.self)], required: ["source"]),
            "text": object([
                "string": text, "font": ["type": "string"], "weight": choice(TextContent.Weight.self),
                "size": number(1...1000), "color": colorReference, "alignment": choice(TextContent.Alignment.self),
                "lines": integer(0...1000), "lineBreak": choice(TextContent.LineBreak.self),
                "lineSpacing": number(-1000...1000), "kern": number(-1000...1000), "minimumScaleFactor": number(0.01...1),
            ], required: ["string"]),
            "layers": layers("Sublayers, back to front."),
            "if": ["type": "string", "description": "Shown only when the card has this field, not empty."],
            "unless": ["type": "string", "description": "Shown only when the card lacks this field, or it is empty."],
        ]
        if isCell {
            return object(properties, description: "The card's own layer: its properties style the card, its layers are the content.")
        }
        properties["frame"] = ["type": "array", "items": ["$ref": "#/$defs/expression"], "minItems": 4, "maxItems": 4]
        properties["opacity"] = number(0...1)
        return object(properties, required: ["frame"])
    }

    static let card: JSONValue = [
        "type": "object",
        "description": "The card's fields, read by the cell's {placeholders}",
        "additionalProperties": ["type": ["string", "number", "boolean"]],
    ]

    static var event: JSONValue {
        let at: JSONValue = number(ScriptLimits.eventTime, "Seconds from the start.")
        let pause: JSONValue = ["$ref": "#/$defs/gesturePause"]
        let drag = object([
            "from": pointReference, "by": pointReference, "to": pointReference,
            "duration": number(ScriptLimits.dragDuration), "curve": choice(FingerCurve.self), "press": pause, "hold": pause,
        ], required: ["from", "duration"])
        let path: JSONValue = ["type": "array", "minItems": .number(Double(ScriptLimits.pathSamples.lowerBound)),
                               "maxItems": .number(Double(ScriptLimits.pathSamples.upperBound)),
                               "items": ["type": "array", "items": ["type": "number"], "minItems": 3, "maxItems": 3]]
        let tap: JSONValue = ["oneOf": [pointReference, object(["point": pointReference, "hold": number(ScriptLimits.tapHold)], required: ["point"])]]
        return ["oneOf": [
            object(["at": at, "drag": drag], required: ["at", "drag"]),
            object(["at": at, "path": path, "hold": pause], required: ["at", "path"]),
            object(["at": at, "tap": tap], required: ["at", "tap"]),
            object(["at": at, "swipe": choice(SwipeDirection.self)], required: ["at", "swipe"]),
        ]]
    }
}
