import CardScene

/// The `variants:` keys: a matrix of axes crossed, and named extras.
enum VariantsKeys {
    /// The top-level keys a variant may change, in the order the docs list them.
    static var axes: [ScriptKey] {
        [ScriptKeys.device, ScriptKeys.appearance, ScriptKeys.contentSize, ScriptKeys.layoutDirection, ScriptKeys.language]
    }

    static let matrix = ScriptKey("matrix", .custom(schema: ["type": "object", "description": "Axes crossed: each key a top-level key, each value a list of its values.",
                                                             "additionalProperties": false,
                                                             "properties": .object(Dictionary(uniqueKeysWithValues: axes.map { axis in
                                                                 (axis.name, ["type": "array", "minItems": 1, "items": axis.schema] as JSONValue)
                                                             }))],
                                                    shape: "mapping (axis: list of values)"),
                                  default: .described("none"),
                                  doc: "Axes crossed: every combination of their values is a variant, named by its values joined with '-' in the order the axes are written.")
    static let extra = ScriptKey("extra", .custom(schema: ["type": "array", "items": ["$ref": "#/$defs/variant"]],
                                                  shape: "list of mappings (name and settings)"),
                                 default: .described("none"), doc: "Variants added by name, each with the top-level settings it changes.")

    static let table = KeyTable([matrix, extra])

    /// An extra's `name`.
    static let name = ScriptKey("name", .text, required: true,
                                doc: "The variant's name (letters, digits, '.', '_', '+', '-'): its outputs go in a sub-folder of that name.")

    /// An extra's keys: its name, then any axis.
    static var extraTable: KeyTable { KeyTable([name] + axes) }
}
