import CardGeometry
import CardScene

/// The JSON Schema (draft 2020-12) of the whole script format, for YAML and JSON editors that validate and complete
/// scripts (`cardmotion schema`). Every mapping's keys come from its key table (`KeyTable`: the script's, the
/// screen's, each control's `widget` keys, the layer language's, a drag's and a tap's), the declarations the
/// decoder reads by; ranges come from ``ScriptLimits`` and value lists from the model's enumerations. It checks
/// shapes, types, ranges and names; what needs the script as a whole (cards against the cell, fonts, one finger at a
/// time) only the decoder checks.
public enum ScriptSchema {
    public static var document: JSONValue {
        [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "CardMotion script",
            "description": "A screen, one control with its data (or none: a screen made only of layers), and a timeline of gestures (see docs/script-format.md).",
            "type": "object",
            "required": .array(ScriptKeys.table.requiredNames.map(JSONValue.string)),
            "additionalProperties": false,
            "properties": .object(ScriptKeys.table.schemaProperties),
            "patternProperties": ["^x-": ["description": "The script's own: not read (a place for YAML anchors)."]],
            "$defs": [
                "color": color, "point": pair("[x, y]"), "size": pair("[width, height]"), "rect": rect,
                "expression": expression, "layer": layer(isCell: false), "cell": layer(isCell: true), "card": card, "cardValue": cardValue,
                "event": event, "variant": VariantsKeys.extraTable.schema(description: "A variant added by name: its name and the top-level settings it changes."),
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
        choice(T.allCases.map(\.rawValue))
    }

    static func choice(_ names: [String]) -> JSONValue {
        ["type": "string", "enum": .array(names.map(JSONValue.string))]
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
        "description": .string("\(ColorParseError.acceptedForms); in a layer, also a {field} of the card; or {light, dark}, one colour for each appearance"),
        "oneOf": [["type": "string"],
                  object(["light": ["type": "string"], "dark": ["type": "string"]], required: ["light", "dark"])],
    ]

    static func pair(_ shape: String) -> JSONValue {
        ["type": "array", "description": .string(shape), "items": ["type": "number"], "minItems": 2, "maxItems": 2]
    }

    static let rect: JSONValue = [
        "type": "array", "description": "[x, y, width, height] in points", "items": ["type": "number"], "minItems": 4, "maxItems": 4,
    ]

    static let expression: JSONValue = [
        "description": "A number, or arithmetic over width and height, itemIndex (under forEach), card.FIELD (a card's number) and motion.x, motion.y, motion.angle, motion.progress (the card's live motion) with + - * /, parentheses, min, max, clamp, abs and round",
        "oneOf": [["type": "number"], ["type": "string", "pattern": "^[-+*/(),._ 0-9a-zA-Z]+$",
                                       "maxLength": .number(Double(ScriptLimits.expressionLength))]],
    ]

    static func layers(_ description: String) -> JSONValue {
        ["type": "array", "description": .string(description), "maxItems": .number(Double(ScriptLimits.layers)),
         "items": ["$ref": "#/$defs/layer"]]
    }

    /// A layer's schema, from its key table (``LayerKeys``).
    static func layer(isCell: Bool) -> JSONValue {
        isCell ? LayerKeys.cellTable.schema(description: "The card's own layer: its properties style the card, its layers are the content.")
            : LayerKeys.framedOrSized(LayerKeys.table.schema())
    }

    static let card: JSONValue = [
        "type": "object",
        "description": "The card's fields, read by the cell's {placeholders}",
        "additionalProperties": ["$ref": "#/$defs/cardValue"],
    ]

    /// A card field's value: a string, number or boolean, or a list or mapping of values (nesting is bounded by the
    /// decoder, ``ScriptLimits/cardValueDepth``).
    static let cardValue: JSONValue = [
        "type": ["string", "number", "boolean", "array", "object"],
        "items": ["$ref": "#/$defs/cardValue"],
        "maxItems": .number(Double(ScriptLimits.cardListLength)),
        "additionalProperties": ["$ref": "#/$defs/cardValue"],
    ]

    /// A timeline event: one of the action tables (``EventKeys/actions``).
    static var event: JSONValue {
        ["oneOf": .array(EventKeys.actions.map { $0.schema() })]
    }
}
