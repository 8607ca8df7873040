import CardGeometry
import CardScene

/// One key of a script mapping, declared once: its name, the type and range of its value, its unit, its default
/// and one line of doc. The declaration drives the decoder (``MappingReader``'s reads by key check the range and
/// name the unit), the JSON Schema `cardmotion schema` prints (``KeyTable/schema(description:)``) and the
/// parameter tables generated into docs/ (``KeyTable/markdown``).
struct ScriptKey: Sendable {
    /// The shape of a key's value.
    enum ValueType: Sendable {
        /// A finite number within the range.
        case number(ClosedRange<Double>)
        /// A whole number within the range.
        case integer(ClosedRange<Int>)
        case boolean
        /// A colour (in a layer, also a `{field}` of the card).
        case color
        /// `[x, y]`, in points.
        case point
        /// `[width, height]`, in points.
        case size
        /// `[x, y, width, height]`, in points.
        case rect
        /// A text within ``ScriptLimits/textLength``.
        case text
        /// One of the names.
        case choice([String])
        /// A value the decoder reads by hand: its schema, and how the docs name its type.
        case custom(schema: JSONValue, shape: String)
        /// A finite number within the range, or an expression (``FrameExpression``: `"card.progress * 100"`) whose
        /// value, when the layer is bound to a card, must lie within it.
        case expression(ClosedRange<Double>)

        /// One of the cases of a string enumeration.
        static func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) -> ValueType where T.RawValue == String {
            .choice(T.allCases.map(\.rawValue))
        }
    }

    /// The value a key takes when the script leaves it out.
    enum Default: Sendable {
        case number(Double)
        case integer(Int)
        case boolean(Bool)
        /// A default that depends on the rest of the script, or is no plain value, in words.
        case described(String)
    }

    /// The key's name in scripts.
    let name: String
    let type: ValueType
    /// The unit of a number, named in range errors and the docs ("points", "seconds"), or "" for none.
    let unit: String
    /// Whether the mapping must have the key.
    let required: Bool
    /// The value when absent; `nil` for a required key or one whose absence means "none".
    let defaultValue: Default?
    /// One line of doc, for the schema's description and the docs' table.
    let doc: String

    init(_ name: String, _ type: ValueType, unit: String = "", required: Bool = false, default defaultValue: Default? = nil,
         doc: String) {
        self.name = name
        self.type = type
        self.unit = unit
        self.required = required
        self.defaultValue = defaultValue
        self.doc = doc
    }

    /// The number range of a `.number` key (a declaration error otherwise).
    var numberRange: ClosedRange<Double> {
        switch type {
        case .number(let range), .expression(let range): return range
        default: preconditionFailure("script key '\(name)' is not a number")
        }
    }

    /// The range of an `.integer` key (a declaration error otherwise).
    var integerRange: ClosedRange<Int> {
        guard case .integer(let range) = type else { preconditionFailure("script key '\(name)' is not a whole number") }
        return range
    }

    /// The names of a `.choice` key (a declaration error otherwise).
    var choices: [String] {
        guard case .choice(let names) = type else { preconditionFailure("script key '\(name)' is not a choice") }
        return names
    }

    /// The declared default of a number key.
    var numberDefault: Double {
        guard case .number(let value) = defaultValue else { preconditionFailure("script key '\(name)' has no number default") }
        return value
    }

    /// The declared default of a whole-number key.
    var integerDefault: Int {
        guard case .integer(let value) = defaultValue else { preconditionFailure("script key '\(name)' has no whole-number default") }
        return value
    }

    /// The declared default of a boolean key.
    var booleanDefault: Bool {
        guard case .boolean(let value) = defaultValue else { preconditionFailure("script key '\(name)' has no boolean default") }
        return value
    }
}
