/// A string property of a layer template: literal text with `{field}` placeholders that read a card's fields
/// (`{index}` is the data index; `{field.key}` a key of a mapping field; `{item}`, `{item.key}` and `{itemIndex}` the
/// list element under `forEach` and its index; `{{` and `}}` are literal braces).
struct TextTemplate: Hashable, Sendable {
    enum Part: Hashable, Sendable {
        case literal(String)
        case field(String)
    }

    private(set) var parts: [Part]
    /// Where each placeholder's `{` is in the text as written, 0-based characters, in the order of ``fields``.
    private(set) var fieldOffsets: [Int] = []

    /// The fields it reads, in order.
    var fields: [String] {
        parts.compactMap { if case .field(let name) = $0 { name } else { nil } }
    }

    /// Whether it is exactly one placeholder (then a bad value is the card field's fault).
    var singleField: String? {
        if parts.count == 1, case .field(let name) = parts[0] { return name }
        return nil
    }

    /// A template of plain text.
    init(literal: String) {
        parts = literal.isEmpty ? [] : [.literal(literal)]
    }

    /// Parses `text`; a brace that opens no placeholder, or a placeholder that is not closed or has no name,
    /// throws with the 0-based character offset where the problem starts.
    init(parsing text: String) throws(TemplateSyntaxError) {
        var parts: [Part] = []
        var fieldOffsets: [Int] = []
        var literal = ""
        var index = text.startIndex
        var offset = 0
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "{" {
                if next < text.endIndex, text[next] == "{" {
                    literal.append("{")
                    index = text.index(after: next)
                    offset += 2
                    continue
                }
                guard let close = text[next...].firstIndex(of: "}") else {
                    throw TemplateSyntaxError(offset: offset, message: "'{' opens a placeholder that is never closed (write '{{' for a brace)")
                }
                let name = String(text[next..<close]).trimmingCharacters(in: .whitespaces)
                guard name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ CardValue.isKeyName(String($0)) }) else {
                    throw TemplateSyntaxError(offset: offset, message: "'{\(text[next..<close])}' is not a placeholder: name a card field, e.g. {name}, or a key of one, e.g. {item.name}")
                }
                if !literal.isEmpty { parts.append(.literal(literal)) }
                literal = ""
                parts.append(.field(name))
                fieldOffsets.append(offset)
                offset += text[index...close].count
                index = text.index(after: close)
                continue
            }
            if character == "}" {
                guard next < text.endIndex, text[next] == "}" else {
                    throw TemplateSyntaxError(offset: offset, message: "'}' closes no placeholder (write '}}' for a brace)")
                }
                literal.append("}")
                index = text.index(after: next)
                offset += 2
                continue
            }
            literal.append(character)
            index = next
            offset += 1
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        self.parts = parts
        self.fieldOffsets = fieldOffsets
    }

    /// The template with each placeholder for which `fill` gives a text (it is given the name and the offset of the
    /// `{`) turned into that literal text; the others stay placeholders.
    func filling(_ fill: (_ name: String, _ offset: Int) -> String?) -> TextTemplate {
        var filled = TextTemplate(literal: "")
        var literal = ""
        var offsets = fieldOffsets.makeIterator()
        for part in parts {
            switch part {
            case .literal(let text): literal += text
            case .field(let name):
                let offset = offsets.next() ?? 0
                if let text = fill(name, offset) {
                    literal += text
                    continue
                }
                if !literal.isEmpty { filled.parts.append(.literal(literal)) }
                literal = ""
                filled.parts.append(.field(name))
                filled.fieldOffsets.append(offset)
            }
        }
        if !literal.isEmpty { filled.parts.append(.literal(literal)) }
        return filled
    }

    /// The text with every placeholder replaced; `nil` names the first field that `value` does not have.
    func resolve(_ value: (String) -> String?) -> Result<String, MissingField> {
        var text = ""
        for part in parts {
            switch part {
            case .literal(let literal): text += literal
            case .field(let name):
                guard let field = value(name) else { return .failure(MissingField(name: name)) }
                text += field
            }
        }
        return .success(text)
    }

    struct MissingField: Error, Hashable {
        let name: String
    }
}

/// A syntax error inside one string of a script: where in the string it starts, and what is wrong.
public struct TemplateSyntaxError: Error {
    /// 0-based character offset into the string.
    public let offset: Int
    public let message: String
}
