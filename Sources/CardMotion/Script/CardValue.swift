/// The value of one card field, as the script writes it: a string, a number (kept in its written form, so `4.50`
/// shows as written), a boolean (`true` or `false`, unquoted), a list of values or a mapping of names to values.
///
/// Placeholders show a string as it is, a number as written and a boolean as `true` or `false`; a list or a mapping
/// is shown through its elements (`forEach`, `{item}`, `{field.key}`), never whole.
public indirect enum CardValue: Hashable, Sendable {
    case string(String)
    /// A number in its written form (`36`, `4.50`).
    case number(String)
    case boolean(Bool)
    case list([CardValue])
    case mapping([String: CardValue])

    /// What a placeholder shows: a string, a number as written, `true` or `false`; `nil` for a list or a mapping.
    public var text: String? {
        switch self {
        case .string(let text), .number(let text): text
        case .boolean(let value): value ? "true" : "false"
        case .list, .mapping: nil
        }
    }

    /// Whether `if:` shows a layer for this value: everything but `false`, an empty string and an empty list.
    public var isShown: Bool {
        switch self {
        case .boolean(let value): value
        case .string(let text): !text.isEmpty
        case .list(let elements): !elements.isEmpty
        case .number, .mapping: true
        }
    }

    /// The value at `keys` below this one (`["name"]` of a mapping), or `nil` when there is none.
    func value(at keys: ArraySlice<Substring>) -> CardValue? {
        guard let key = keys.first else { return self }
        guard case .mapping(let entries) = self, let next = entries[String(key)] else { return nil }
        return next.value(at: keys.dropFirst())
    }

    /// The kind of value, for messages: "a string", "a list", ...
    var kindName: String {
        switch self {
        case .string: "a string"
        case .number: "a number"
        case .boolean: "a boolean"
        case .list: "a list"
        case .mapping: "a mapping"
        }
    }

    /// Every string and number at any depth, as written (files a card may name).
    public var texts: [String] {
        var found: [String] = []
        var pending = [self]
        while let value = pending.popLast() {
            switch value {
            case .string(let text), .number(let text): found.append(text)
            case .boolean: break
            case .list(let elements): pending.append(contentsOf: elements.reversed())
            case .mapping(let entries): pending.append(contentsOf: entries.keys.sorted().reversed().map { entries[$0]! })
            }
        }
        return found
    }
}

extension CardValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}
