import Foundation

/// A JSON value, for the script format's schema and the `states` lines: written with its keys sorted, so the same
/// value prints the same bytes.
public indirect enum JSONValue: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// Indented JSON, two spaces a level.
    public func formatted(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .string(let text): return Self.quoted(text)
        case .number(let value):
            // Shortest round-trip form, whole numbers without a fraction ("150", not "150.0"), −0 as 0; JSON has no
            // NaN or infinity, so those (which nothing should produce) become null.
            guard value.isFinite else { return "null" }
            return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .bool(let value): return value ? "true" : "false"
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            return "[\n" + items.map { inner + $0.formatted(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            return "{\n" + members.keys.sorted().map { inner + Self.quoted($0) + ": " + members[$0]!.formatted(indent: inner) }
                .joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    /// JSON without whitespace, keys sorted (for answers whose size matters more than their look): the same values
    /// as ``formatted(indent:)``.
    public func compact() -> String {
        var out = ""
        appendCompact(to: &out)
        return out
    }

    private func appendCompact(to out: inout String) {
        switch self {
        case .string, .number, .bool: out += formatted()
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.appendCompact(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { out += "," }
                out += Self.quoted(key) + ":"
                members[key]!.appendCompact(to: &out)
            }
            out += "}"
        }
    }

    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
