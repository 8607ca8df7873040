import CardGeometry

/// Reads by declaration: the key's name, whether it is required, its range and its unit come from its ``ScriptKey``.
extension MappingReader {
    /// The value under `key`: `nil` when absent, or an error naming the key when a required key is absent.
    mutating func node(_ key: ScriptKey) throws(ScriptError) -> ScriptNode? {
        key.required ? try required(key.name) : optional(key.name)
    }

    /// The value under a required `key`.
    mutating func requiredNode(_ key: ScriptKey) throws(ScriptError) -> ScriptNode {
        try required(key.name)
    }

    /// A `.number` key's value within its range (errors name its unit), or `nil` when absent.
    mutating func number(_ key: ScriptKey) throws(ScriptError) -> Double? {
        try node(key)?.number(key)
    }

    /// A required `.number` key's value within its range.
    mutating func requiredNumber(_ key: ScriptKey) throws(ScriptError) -> Double {
        try requiredNode(key).number(key)
    }

    /// An `.integer` key's value within its range, or `nil` when absent.
    mutating func integer(_ key: ScriptKey) throws(ScriptError) -> Int? {
        try node(key)?.int(in: key.integerRange)
    }

    /// A `.boolean` key's value, or `nil` when absent.
    mutating func boolean(_ key: ScriptKey) throws(ScriptError) -> Bool? {
        try node(key)?.bool()
    }

    /// A `.color` key's value, or `nil` when absent.
    mutating func color(_ key: ScriptKey) throws(ScriptError) -> Color? {
        try node(key)?.color()
    }

    /// A `.choice` key's value as a case of `type`, or `nil` when absent.
    mutating func choice<T: RawRepresentable & CaseIterable>(_ key: ScriptKey, _ type: T.Type) throws(ScriptError) -> T?
    where T.RawValue == String {
        guard let name = try node(key)?.choice(among: key.choices) else { return nil }
        guard let value = T(rawValue: name) else { preconditionFailure("script key '\(key.name)' declares a name \(T.self) lacks") }
        return value
    }
}

extension ScriptNode {
    /// This value as `key`'s number: within its range, its unit named in the error.
    func number(_ key: ScriptKey) throws(ScriptError) -> Double {
        try double(in: key.numberRange, unit: key.unit)
    }
}
