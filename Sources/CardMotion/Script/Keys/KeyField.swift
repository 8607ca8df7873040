import CardGeometry

/// A script key bound to the field of `Target` it sets (a control's configuration): the key's table and its
/// decoder read the same list, so a key is added in one place, its declaration and its field side by side.
///
/// How the value is read follows the key's declaration (``ScriptKey/type``: range, unit, names), and the field's
/// type: a number, a whole number, a boolean or a colour goes straight in; a key checked against others is read by
/// its own closure.
struct KeyField<Target> {
    /// The key, as the table, the schema and the docs show it.
    let key: ScriptKey
    private let read: (inout MappingReader, inout Target) throws(ScriptError) -> Void

    /// A key read by `read`, which sets `target` from the key's value (`nil` when the key is absent).
    init(_ key: ScriptKey, read: @escaping (ScriptNode, inout Target) throws(ScriptError) -> Void) {
        self.key = key
        self.read = { (map: inout MappingReader, target: inout Target) throws(ScriptError) in
            if let node = try map.node(key) { try read(node, &target) }
        }
    }

    /// A `.number` key setting `field`.
    init(_ key: ScriptKey, _ field: WritableKeyPath<Target, Double>) {
        self.init(key) { (node, target) throws(ScriptError) in target[keyPath: field] = try node.number(key) }
    }

    /// A `.number` key setting an optional `field`.
    init(_ key: ScriptKey, _ field: WritableKeyPath<Target, Double?>) {
        self.init(key) { (node, target) throws(ScriptError) in target[keyPath: field] = try node.number(key) }
    }

    /// An `.integer` key setting `field`.
    init(_ key: ScriptKey, _ field: WritableKeyPath<Target, Int>) {
        self.init(key) { (node, target) throws(ScriptError) in target[keyPath: field] = try node.int(in: key.integerRange) }
    }

    /// An `.integer` key setting an optional `field`.
    init(_ key: ScriptKey, _ field: WritableKeyPath<Target, Int?>) {
        self.init(key) { (node, target) throws(ScriptError) in target[keyPath: field] = try node.int(in: key.integerRange) }
    }

    /// A `.choice` key setting an optional `field` to the case of that name.
    init<Choice: RawRepresentable & CaseIterable>(_ key: ScriptKey, _ field: WritableKeyPath<Target, Choice?>)
    where Choice.RawValue == String {
        self.init(key) { (node, target) throws(ScriptError) in
            let name = try node.choice(among: key.choices)
            guard let value = Choice(rawValue: name) else { preconditionFailure("script key '\(key.name)' declares a name \(Choice.self) lacks") }
            target[keyPath: field] = value
        }
    }

    /// A `.boolean` key setting `field`.
    init(_ key: ScriptKey, _ field: WritableKeyPath<Target, Bool>) {
        self.init(key) { (node, target) throws(ScriptError) in target[keyPath: field] = try node.bool() }
    }

    /// A `.color` key setting `field`.
    init(_ key: ScriptKey, _ field: WritableKeyPath<Target, Color>) {
        self.init(key) { (node, target) throws(ScriptError) in target[keyPath: field] = try node.color() }
    }

    /// A `.color` key setting an optional `field`.
    init(_ key: ScriptKey, _ field: WritableKeyPath<Target, Color?>) {
        self.init(key) { (node, target) throws(ScriptError) in target[keyPath: field] = try node.color() }
    }

    /// Reads the key from `map` into `target`, leaving `target` as it is when the key is absent.
    func read(from map: inout MappingReader, into target: inout Target) throws(ScriptError) {
        try read(&map, &target)
    }
}

extension MappingReader {
    /// Reads every key of `fields`, in order, into `target`.
    mutating func read<Target>(_ fields: [KeyField<Target>], into target: inout Target) throws(ScriptError) {
        for field in fields { try field.read(from: &self, into: &target) }
    }
}

extension KeyTable {
    /// The table of `keys` read by hand (those that make the target), then of `fields`, in reading order.
    init<Target>(_ keys: [ScriptKey], then fields: [KeyField<Target>]) {
        self.init(keys + fields.map(\.key))
    }
}
