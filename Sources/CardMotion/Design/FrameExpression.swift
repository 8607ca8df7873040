/// A number of a layer: a constant, or arithmetic over `width` and `height` (the parent's size, in points),
/// `itemIndex` (the index of the list element a `forEach` layer is bound to, from 0), the screen's size and safe
/// area (`screen.width`, `safeArea.top`: ``Screen/expressionNames``, in points) and numeric card fields
/// (`card.progress`), with `+ - * /`, unary minus, parentheses and the functions of ``ExpressionFunction``
/// (`min`, `max`, `clamp`, `abs`, `round`), evaluated when the parent's size and the card are known.
///
/// An expression is short by construction: at most ``ScriptLimits/expressionLength`` characters,
/// ``ScriptLimits/expressionTerms`` numbers and names (a function's name counts as one), and parentheses, calls and
/// minus signs nested at most ``ScriptLimits/expressionDepth`` deep. So the parser's recursion and the tree's depth
/// (which evaluating, hashing and freeing it recurse over) stay a few hundred frames at most, far inside any
/// thread's stack.
public indirect enum FrameExpression: Hashable, Sendable {
    case number(Double)
    case width, height
    /// The index of the list element under `forEach`, from 0.
    case itemIndex
    case negate(FrameExpression)
    case binary(Character, FrameExpression, FrameExpression)
    /// A value read from the environment by its name as written: `card.progress`.
    case named(String)
    /// A function applied to its arguments (as many as its arity allows: the parser checks).
    case call(ExpressionFunction, [FrameExpression])

    /// The prefix of a card field's name: `card.progress` reads the card's field `progress`.
    public static let cardPrefix = "card."

    /// The value for a parent of `width` × `height` points (not necessarily finite: `width / 0` is infinite, and
    /// the layer's frame check refuses it).
    /// `itemIndex` is the element's index under `forEach` (0 where there is none).
    public func value(width: Double, height: Double, itemIndex: Double = 0) -> Double {
        value(in: ExpressionEnvironment(width: width, height: height, itemIndex: itemIndex))
    }

    /// The value in `environment` (not necessarily finite; a name it lacks is NaN).
    public func value(in environment: ExpressionEnvironment) -> Double {
        switch self {
        case .number(let value): value
        case .width: environment.width
        case .height: environment.height
        case .itemIndex: environment.itemIndex
        case .named(let name): environment.named[name] ?? .nan
        case .negate(let operand): -operand.value(in: environment)
        case .binary(let op, let left, let right):
            Self.apply(op, left.value(in: environment), right.value(in: environment))
        case .call(let function, let arguments):
            function.apply(arguments.map { $0.value(in: environment) })
        }
    }

    private static func apply(_ op: Character, _ lhs: Double, _ rhs: Double) -> Double {
        switch op {
        case "+": lhs + rhs
        case "-": lhs - rhs
        case "*": lhs * rhs
        default: lhs / rhs
        }
    }

    /// Whether it reads the card's live motion (`motion.progress`).
    public var readsMotion: Bool {
        names.contains { $0.hasPrefix(MotionValues.prefix) }
    }

    /// Whether it reads `itemIndex`.
    public var readsItemIndex: Bool {
        switch self {
        case .itemIndex: true
        case .number, .width, .height, .named: false
        case .negate(let operand): operand.readsItemIndex
        case .binary(_, let left, let right): left.readsItemIndex || right.readsItemIndex
        case .call(_, let arguments): arguments.contains(where: \.readsItemIndex)
        }
    }

    /// The names it reads (`card.progress`), each once, in the order written.
    public var names: [String] {
        var found: [String] = []
        var pending = [self]
        while let expression = pending.popLast() {
            switch expression {
            case .named(let name): if !found.contains(name) { found.append(name) }
            case .number, .width, .height, .itemIndex: break
            case .negate(let operand): pending.append(operand)
            case .binary(_, let left, let right): pending.append(contentsOf: [right, left])
            case .call(_, let arguments): pending.append(contentsOf: arguments.reversed())
            }
        }
        return found
    }

    /// Parses `text`, e.g. `width - 32` or `(height - 20) / 2`; errors carry the 0-based character offset.
    public init(parsing text: String) throws(TemplateSyntaxError) {
        let characters = Array(text)
        guard characters.count <= ScriptLimits.expressionLength else {
            throw TemplateSyntaxError(offset: 0, message: "an expression of \(characters.count) characters exceeds the limit of \(ScriptLimits.expressionLength)")
        }
        var parser = Parser(characters: characters)
        let expression = try parser.sum()
        parser.skipSpaces()
        if parser.position < parser.characters.count {
            throw TemplateSyntaxError(offset: parser.position, message: "unexpected '\(parser.characters[parser.position])' in the expression")
        }
        self = expression
    }

    /// Recursive descent: sum := product (('+' | '-') product)*; product := unary (('*' | '/') unary)*;
    /// unary := '-' unary | atom; atom := number | name | function '(' sum (',' sum)* ')' | '(' sum ')'.
    /// `depth` counts the open parentheses, calls and minus signs around the current position, `terms` the numbers
    /// and names so far.
    struct Parser {
        let characters: [Character]
        var position = 0
        var depth = 0
        var terms = 0

        /// One more level of nesting at `position`, refused past the limit before the parser recurses into it.
        mutating func enter() throws(TemplateSyntaxError) {
            depth += 1
            guard depth <= ScriptLimits.expressionDepth else {
                throw TemplateSyntaxError(offset: position, message: "parentheses and minus signs nest more than \(ScriptLimits.expressionDepth) deep")
            }
        }

        /// One more number or name at `position`, refused past the limit.
        mutating func countTerm() throws(TemplateSyntaxError) {
            terms += 1
            guard terms <= ScriptLimits.expressionTerms else {
                throw TemplateSyntaxError(offset: position, message: "an expression of more than \(ScriptLimits.expressionTerms) numbers and names exceeds the limit")
            }
        }

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
                try enter()
                position += 1
                let operand = try unary()
                depth -= 1
                return .negate(operand)
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
                try enter()
                position += 1
                let inner = try sum()
                depth -= 1
                skipSpaces()
                guard position < characters.count, characters[position] == ")" else {
                    throw TemplateSyntaxError(offset: start, message: "'(' is never closed")
                }
                position += 1
                return inner
            }
            try countTerm()
            if characters[position].isLetter {
                let name = readName()
                if let function = try call(name, start: start) { return function }
                switch name {
                case "width": return .width
                case "height": return .height
                case "itemIndex": return .itemIndex
                default:
                    if Screen.expressionNames.contains(name) { return .named(name) }
                    if name.hasPrefix(FrameExpression.cardPrefix), name.count > FrameExpression.cardPrefix.count { return .named(name) }
                    if name.hasPrefix(MotionValues.prefix) || name == "motion" { return try motion(name, start: start) }
                    throw TemplateSyntaxError(offset: start, message: "unknown name '\(name)': expressions read width and height (the parent's size), itemIndex (under forEach), screen.width, screen.height, safeArea.top, safeArea.bottom, safeArea.left, safeArea.right (the screen's, in points), card.FIELD (a card's number) and motion.x, motion.y, motion.angle, motion.progress (the card's live motion)\(Suggestion.hint(for: name, in: Self.knownNames))")
                }
            }
            while position < characters.count, characters[position].isNumber || characters[position] == "." { position += 1 }
            let written = String(characters[start..<position])
            guard position > start, let value = Double(written) else {
                throw TemplateSyntaxError(offset: start, message: "expected a number, width or height, found '\(characters[start])'")
            }
            // Only digits and points were read, so an infinite value is a numeral too long for a Double.
            guard ScriptLimits.coordinate.contains(value) else {
                throw TemplateSyntaxError(offset: start, message: "the number \(Self.shown(written)) is out of range: expected \(ScriptLimits.coordinate)")
            }
            return .number(value)
        }

        /// The names a did-you-mean picks from.
        static let knownNames = ["width", "height", "itemIndex"] + Screen.expressionNames + ExpressionFunction.names + MotionValues.names

        /// A name at `position`: a letter, then letters, digits and `_`, in segments joined by `.` (`card.progress`).
        mutating func readName() -> String {
            let start = position
            while position < characters.count {
                let character = characters[position]
                if character.isLetter || character.isNumber || character == "_" {
                    position += 1
                } else if character == ".", position + 1 < characters.count, characters[position + 1].isLetter || characters[position + 1] == "_" {
                    position += 1
                } else {
                    break
                }
            }
            return String(characters[start..<position])
        }

        /// A call of `name` when a `(` follows it, its arguments parsed and counted; `nil` when none follows.
        mutating func call(_ name: String, start: Int) throws(TemplateSyntaxError) -> FrameExpression? {
            var next = position
            while next < characters.count, characters[next] == " " { next += 1 }
            guard next < characters.count, characters[next] == "(" else { return nil }
            guard let function = ExpressionFunction(rawValue: name) else {
                throw TemplateSyntaxError(offset: start, message: "unknown function '\(name)': expressions call \(ExpressionFunction.names.joined(separator: ", "))\(Suggestion.hint(for: name, in: ExpressionFunction.names))")
            }
            position = next
            try enter()
            position += 1
            var arguments = [try sum()]
            while true {
                skipSpaces()
                guard position < characters.count else {
                    throw TemplateSyntaxError(offset: next, message: "'(' is never closed")
                }
                if characters[position] == ")" { break }
                guard characters[position] == "," else {
                    throw TemplateSyntaxError(offset: position, message: "unexpected '\(characters[position])' in the arguments of \(name): expected ',' or ')'")
                }
                position += 1
                arguments.append(try sum())
            }
            position += 1
            depth -= 1
            guard function.arity.contains(arguments.count) else {
                throw TemplateSyntaxError(offset: start, message: "\(name) \(function.arityDescription), found \(arguments.count)")
            }
            return .call(function, arguments)
        }

        /// A numeral for a message: whole when short, else its start and its number of digits.
        static func shown(_ numeral: String) -> String {
            numeral.count <= 20 ? numeral : "\(numeral.prefix(12))... (\(numeral.filter(\.isNumber).count) digits)"
        }
    }
}
