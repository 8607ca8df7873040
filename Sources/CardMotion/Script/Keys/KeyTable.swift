import CardScene

/// The keys of one script mapping (a control's `widget:`, a layer, a layer's `text:` ...), in the order the decoder
/// reads them: each declared once (``ScriptKey``), and from this one list come the schema's properties and the
/// docs' table.
struct KeyTable: Sendable {
    let keys: [ScriptKey]

    init(_ keys: [ScriptKey]) {
        self.keys = keys
    }

    /// The key called `name` (a declaration error when the table has none).
    subscript(name: String) -> ScriptKey {
        guard let key = keys.first(where: { $0.name == name }) else { preconditionFailure("no script key '\(name)' is declared") }
        return key
    }

    /// The names, in reading order.
    var names: [String] { keys.map(\.name) }

    /// The JSON Schema of each key, with its doc (and unit and default) as description.
    var schemaProperties: [String: JSONValue] {
        Dictionary(uniqueKeysWithValues: keys.map { ($0.name, $0.schema) })
    }

    /// The names of the required keys.
    var requiredNames: [String] { keys.filter(\.required).map(\.name) }

    /// The schema of a mapping with exactly these keys.
    func schema(description: String? = nil) -> JSONValue {
        ScriptSchema.object(schemaProperties, required: requiredNames, description: description)
    }

    /// This table less the keys named (a variant that refuses them, like a cell's own layer).
    func without(_ names: Set<String>) -> KeyTable {
        KeyTable(keys.filter { !names.contains($0.name) })
    }
}

extension ScriptKey {
    /// The key's JSON Schema, described by its doc line.
    var schema: JSONValue {
        var schema: JSONValue
        switch type {
        case .number(let range): schema = ScriptSchema.number(range)
        case .integer(let range): schema = ScriptSchema.integer(range)
        case .boolean: schema = ScriptSchema.boolean
        case .color: schema = ScriptSchema.colorReference
        case .point: schema = ScriptSchema.pointReference
        case .size: schema = ScriptSchema.sizeReference
        case .rect: schema = ScriptSchema.rectReference
        case .text: schema = ScriptSchema.text
        case .choice(let names): schema = ScriptSchema.choice(names)
        case .custom(let custom, _): schema = custom
        case .expression(let range): schema = ["anyOf": [ScriptSchema.number(range), ["$ref": "#/$defs/expression"]]]
        }
        guard case .object(var members) = schema else { return schema }
        members["description"] = .string(schemaDescription)
        return .object(members)
    }

    /// The doc line, with the unit and the default.
    var schemaDescription: String {
        var text = doc
        if !unit.isEmpty { text += " In \(unit)." }
        if let shown = shownDefault { text += " Default: \(shown)." }
        return text
    }

    /// The default as the docs show it, or `nil` for none.
    var shownDefault: String? {
        switch defaultValue {
        case nil: return nil
        case .number(let value): return JSONValue.number(value).formatted()
        case .integer(let value): return String(value)
        case .boolean(let value): return value ? "true" : "false"
        case .described(let text): return text
        }
    }
}
