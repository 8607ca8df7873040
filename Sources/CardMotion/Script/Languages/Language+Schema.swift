import CardScene

extension LanguageCode {
    /// ``isValid(_:)`` as a regular expression, for the JSON Schema.
    static let pattern = "^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$"
}

extension Language {
    /// The JSON Schema of `language:`: a language code or a pseudo-language.
    static let schema: JSONValue = ["anyOf": [["type": "string", "pattern": .string(LanguageCode.pattern)],
                                              ["enum": .array(PseudoLanguage.allCases.map { .string($0.rawValue) })]]]
}

extension StringTable {
    /// The JSON Schema of `strings:`.
    static let schema: JSONValue = [
        "type": "object", "maxProperties": .number(Double(ScriptLimits.stringLanguages)),
        "propertyNames": ["pattern": .string(LanguageCode.pattern)],
        "additionalProperties": [
            "type": "object", "maxProperties": .number(Double(ScriptLimits.stringKeys)),
            "propertyNames": ["minLength": 1, "maxLength": .number(Double(ScriptLimits.stringKeyLength))],
            "additionalProperties": ["type": ["string", "number", "boolean"]],
        ],
    ]
}
