/// A function an expression may call: `min(a, b, ...)`, `max(a, b, ...)`, `clamp(x, lo, hi)`, `abs(x)` and
/// `round(x)`. Each works on plain numbers (points, degrees or fractions, whatever the key measures).
public enum ExpressionFunction: String, CaseIterable, Hashable, Sendable {
    case min, max, clamp, abs, round

    /// The names, for messages and did-you-mean.
    static let names = allCases.map(\.rawValue)

    /// How many arguments it takes: at least 2 for `min` and `max`, 3 for `clamp`, 1 for `abs` and `round`.
    var arity: ClosedRange<Int> {
        switch self {
        case .min, .max: 2...Int.max
        case .clamp: 3...3
        case .abs, .round: 1...1
        }
    }

    /// "takes 3 arguments (x, lo, hi)", for an argument count error.
    var arityDescription: String {
        switch self {
        case .min, .max: "takes at least 2 arguments"
        case .clamp: "takes 3 arguments (x, lo, hi)"
        case .abs, .round: "takes 1 argument"
        }
    }

    /// The result for `arguments` (as many as ``arity`` allows). `clamp(x, lo, hi)` is `max(lo, min(x, hi))`, as
    /// CSS's `clamp()` is, so `lo` wins when it exceeds `hi`; `round` rounds halves away from zero (`round(2.5)` is 3,
    /// `round(-2.5)` is -3), as C's `round` and Swift's `rounded()` do.
    func apply(_ arguments: [Double]) -> Double {
        switch self {
        case .min: arguments.dropFirst().reduce(arguments[0]) { Swift.min($0, $1) }
        case .max: arguments.dropFirst().reduce(arguments[0]) { Swift.max($0, $1) }
        case .clamp: Swift.max(arguments[1], Swift.min(arguments[0], arguments[2]))
        case .abs: Swift.abs(arguments[0])
        case .round: arguments[0].rounded(.toNearestOrAwayFromZero)
        }
    }
}
