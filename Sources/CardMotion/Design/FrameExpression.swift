/// A number of a layer's frame: a constant, or arithmetic over `width` and `height` (the parent's size, in
/// points) with `+ - * /`, unary minus and parentheses, evaluated when the parent's size is known.
indirect enum FrameExpression: Hashable, Sendable {
    case number(Double)
    case width, height
    case negate(FrameExpression)
    case binary(Character, FrameExpression, FrameExpression)

    /// The value for a parent of `width` × `height` points.
    func value(width: Double, height: Double) -> Double {
        switch self {
        case .number(let value): value
        case .width: width
        case .height: height
        case .negate(let operand): -operand.value(width: width, height: height)
        case .binary(let op, let left, let right):
            switch op {
            case "+": left.value(width: width, height: height) + right.value(width: width, height: height)
            case "-": left.value(width: width, height: height) - right.value(width: width, height: height)
            case "*": left.value(width: width, height: height) * right.value(width: width, height: height)
            default: left.value(width: width, height: height) / right.value(width: width, height: height)
            }
        }
    }

    /// Parses `text`, e.g. `width - 32` or `(height - 20) / 2`; errors carry the 0-based character offset.
    init(parsing text: String) throws(TemplateSyntaxError) {
        var parser = Parser(characters: Array(text))
        let expression = try parser.sum()
        parser.skipSpaces()
        if parser.position < parser.characters.count {
            throw TemplateSyntaxError(offset: parser.position, message: "unexpected '\(parser.characters[parser.position])' in the expression")
        }
        self = expression
    }

    /// Recursive descent: sum := product (('+' | '-') product)*; product := unary (('*' | '/') unary)*;
    /// unary := '-' unary | atom; atom := number | width | height | '(' sum ')'.
    private struct Parser {
        let characters: [Character]
        var position = 0

        mutating func skipSpaces() {
            while position < characters.count, characters[position] == " " { position += 1 }
        }

        mutating func sum() throws(TemplateSyntaxError) -> FrameExpression {
            var left = try product()
            while true {
                skipSpaces()
                guard position < characters.count, characters[position] == "+" || characters[position] == "-" else { return left }
                let op = characters[position]
                position += 1
                left = .binary(op, left, try product())
            }
        }

        mutating func product() throws(TemplateSyntaxError) -> FrameExpression {
            var left = try unary()
            while true {
                skipSpaces()
                guard position < characters.count, characters[position] == "*" || characters[position] == "/" else { return left }
                let op = characters[position]
                position += 1
                left = .binary(op, left, try unary())
            }
        }

        mutating func unary() throws(TemplateSyntaxError) -> FrameExpression {
            skipSpaces()
            if position < characters.count, characters[position] == "-" {
                position += 1
                return .negate(try unary())
            }
            return try atom()
        }

        mutating func atom() throws(TemplateSyntaxError) -> FrameExpression {
            skipSpaces()
            guard position < characters.count else {
                throw TemplateSyntaxError(offset: position, message: "the expression ends where a number, width or height is expected")
            }
            let start = position
            if characters[position] == "(" {
                position += 1
                let inner = try sum()
                skipSpaces()
                guard position < characters.count, characters[position] == ")" else {
                    throw TemplateSyntaxError(offset: start, message: "'(' is never closed")
                }
                position += 1
                return inner
            }
            if characters[position].isLetter {
                while position < characters.count, characters[position].isLetter { position += 1 }
                let name = String(characters[start..<position])
                switch name {
                case "width": return .width
                case "height": return .height
                default:
                    throw TemplateSyntaxError(offset: start, message: "unknown name '\(name)': expressions use width and height (the parent's size)\(Suggestion.hint(for: name, in: ["width", "height"]))")
                }
            }
            while position < characters.count, characters[position].isNumber || characters[position] == "." { position += 1 }
            guard position > start, let value = Double(String(characters[start..<position])), value.isFinite else {
                throw TemplateSyntaxError(offset: start, message: "expected a number, width or height, found '\(characters[start])'")
            }
            return .number(value)
        }
    }
}
