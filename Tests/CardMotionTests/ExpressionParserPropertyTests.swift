import CardMotion
import PropertyBased
import Testing

/// The expression language of layer numbers (``FrameExpression``): printing and re-parsing random expressions keeps
/// their value, precedence and every function against exact values, and errors at exact columns.
@Suite struct ExpressionParserPropertyTests {
    /// The environment random expressions are evaluated in: a 300 x 400 point parent, element 2, `card.a` 0.25,
    /// `card.b` -3.
    static let environment = ExpressionEnvironment(width: 300, height: 400, itemIndex: 2, named: ["card.a": 0.25, "card.b": -3])

    func value(_ text: String) throws -> Double {
        try FrameExpression(parsing: text).value(in: Self.environment)
    }

    func failure(_ text: String) -> String? {
        do {
            _ = try FrameExpression(parsing: text)
            return nil
        } catch {
            return "\(error.offset): \(error.message)"
        }
    }

    /// An expression built from `choices` (consumed from the front), at most `depth` levels deep.
    static func build(_ choices: inout ArraySlice<Int>, depth: Int) -> FrameExpression {
        let choice = choices.popFirst() ?? 0
        let leaf = depth == 0 || choice % 9 < 3
        if leaf {
            switch choice % 6 {
            case 0: return .width
            case 1: return .height
            case 2: return .itemIndex
            case 3: return .named(choice % 2 == 0 ? "card.a" : "card.b")
            default: return .number(Double(choice % 400) / 4)
            }
        }
        switch choice % 4 {
        case 0: return .negate(build(&choices, depth: depth - 1))
        case 1: return .binary(Array("+-*/")[(choice / 4) % 4], build(&choices, depth: depth - 1), build(&choices, depth: depth - 1))
        default:
            let function = ExpressionFunction.allCases[(choice / 4) % ExpressionFunction.allCases.count]
            let count = function == .clamp ? 3 : function == .abs || function == .round ? 1 : 2 + (choice / 20) % 3
            return .call(function, (0..<count).map { _ in build(&choices, depth: depth - 1) })
        }
    }

    /// `expression` as text, every operation in parentheses.
    static func printed(_ expression: FrameExpression) -> String {
        switch expression {
        case .number(let value): return value == value.rounded() ? String(Int(value)) : String(value)
        case .width: return "width"
        case .height: return "height"
        case .itemIndex: return "itemIndex"
        case .named(let name): return name
        case .negate(let operand): return "(-\(printed(operand)))"
        case .binary(let op, let left, let right): return "(\(printed(left)) \(op) \(printed(right)))"
        case .call(let function, let arguments): return "\(function.rawValue)(\(arguments.map(printed).joined(separator: ", ")))"
        }
    }

    @Test func printingAndReparsingKeepsTheValue() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...1_000_000).array(of: 40)) { seeds in
            var choices = seeds[...]
            let expression = Self.build(&choices, depth: 4)
            let text = Self.printed(expression)
            let reparsed = try? FrameExpression(parsing: text)
            #expect(reparsed == expression, "\(text)")
            let expected = expression.value(in: Self.environment)
            let actual = reparsed?.value(in: Self.environment) ?? .nan
            #expect(expected.bitPattern == actual.bitPattern || (expected.isNaN && actual.isNaN), "\(text)")
        }
    }

    @Test func precedence() throws {
        #expect(try value("1 + 2 * 3") == 7)
        #expect(try value("(1 + 2) * 3") == 9)
        #expect(try value("10 - 4 - 3") == 3)
        #expect(try value("8 / 4 / 2") == 1)
        #expect(try value("-2 * 3") == -6)
        #expect(try value("2 * -3") == -6)
        #expect(try value("--3") == 3)
        #expect(try value("-(1 + 2) * 2") == -6)
        #expect(try value("width - 2 * card.a * height") == 100)
        #expect(try value("min(1, 2) + max(3, 4) * 2") == 9)
    }

    @Test func functionsAreExact() throws {
        #expect(try value("min(3, 1, 2)") == 1)
        #expect(try value("max(3, 1, 2)") == 3)
        #expect(try value("min(card.b, 0)") == -3)
        #expect(try value("clamp(5, 0, 1)") == 1)
        #expect(try value("clamp(-1, 0, 1)") == 0)
        #expect(try value("clamp(0.5, 0, 1)") == 0.5)
        #expect(try value("clamp(1, 2, 0)") == 2)
        #expect(try value("abs(-2.5)") == 2.5)
        #expect(try value("abs(card.b)") == 3)
        #expect(try value("round(2.5)") == 3)
        #expect(try value("round(-2.5)") == -3)
        #expect(try value("round(2.4)") == 2)
        #expect(try value("round(itemIndex * 0.75)") == 2)
        #expect(try value("clamp(-card.a * 8, 0, 1)") == 0)
    }

    @Test func minAndMaxAgreeWithSwift() async {
        await propertyCheck(count: 200, input: Gen.int(in: -1000...1000), Gen.int(in: -1000...1000), Gen.int(in: -1000...1000)) { a, b, c in
            #expect((try? value("min(\(a), \(b), \(c))")) == Double(Swift.min(a, b, c)))
            #expect((try? value("max(\(a), \(b), \(c))")) == Double(Swift.max(a, b, c)))
            #expect((try? value("clamp(\(a), \(b), \(c))")) == Double(Swift.max(b, Swift.min(a, c))))
            #expect((try? value("abs(\(a))")) == Double(Swift.abs(a)))
        }
    }

    @Test func errorsCarryTheirColumn() {
        #expect(failure("heigth - 2") == "0: unknown name 'heigth': expressions read width and height (the parent's size), itemIndex (under forEach), screen.width, screen.height, safeArea.top, safeArea.bottom, safeArea.left, safeArea.right (the screen's, in points), card.FIELD (a card's number) and motion.x, motion.y, motion.angle, motion.progress (the card's live motion) (did you mean 'height'?)")
        #expect(failure("1 + mx(2, 3)") == "4: unknown function 'mx': expressions call min, max, clamp, abs, round (did you mean 'max'?)")
        #expect(failure("2 * motion.z") == "4: unknown motion value 'motion.z': a card's motion is motion.x, motion.y, motion.angle, motion.progress (did you mean 'motion.x'?)")
        #expect(failure("1 + abs(1, 2)") == "4: abs takes 1 argument, found 2")
        #expect(failure("clamp(1, 2)") == "0: clamp takes 3 arguments (x, lo, hi), found 2")
        #expect(failure("max(1)") == "0: max takes at least 2 arguments, found 1")
        #expect(failure("min(1 2)") == "6: unexpected '2' in the arguments of min: expected ',' or ')'")
        #expect(failure("1 + min(1, 2") == "7: '(' is never closed")
        #expect(failure("card.") == "0: unknown name 'card': expressions read width and height (the parent's size), itemIndex (under forEach), screen.width, screen.height, safeArea.top, safeArea.bottom, safeArea.left, safeArea.right (the screen's, in points), card.FIELD (a card's number) and motion.x, motion.y, motion.angle, motion.progress (the card's live motion)")
        #expect(failure("min(1, )") == "7: expected a number, width or height, found ')'")
    }
}
