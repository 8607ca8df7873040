/// Why a curve, spring, keyframe track or repeat was refused; `description` is the reason a script's error shows
/// after the key's position.
public enum MotionParameterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `cubicBezier` needs exactly four numbers.
    case cubicBezierCount(Int)
    /// A control point's x (time) outside 0...1.
    case controlPointOutOfRange(String, Double)
    /// A parameter that is infinite or NaN.
    case notFinite(String)
    /// A parameter that must be greater than zero (mass, stiffness, response, duration).
    case notPositive(String, Double)
    /// Damping at or below zero: the spring would oscillate for ever.
    case neverSettles(String, Double)
    /// A parameter that must not be negative (a delay).
    case negative(String, Double)
    /// A parameter outside its documented range.
    case outOfRange(String, Double, ClosedRange<Double>)
    /// Keyframe times must not decrease; the index is the keyframe's.
    case keyframeOutOfOrder(index: Int, time: Double, previous: Double)
    /// A keyframe track needs at least one keyframe.
    case noKeyframes

    public var description: String {
        switch self {
        case .cubicBezierCount(let count):
            "cubicBezier needs 4 numbers [x1, y1, x2, y2], not \(count)"
        case .controlPointOutOfRange(let name, let value):
            "cubicBezier \(name) is \(value); a control point's x is time and must be within 0...1"
        case .notFinite(let name):
            "\(name) must be a finite number"
        case .notPositive(let name, let value):
            "\(name) is \(value); it must be greater than 0"
        case .neverSettles(let name, let value):
            "\(name) is \(value): a spring with no damping never settles; give \(name) greater than 0"
        case .negative(let name, let value):
            "\(name) is \(value); it must be 0 or more"
        case .outOfRange(let name, let value, let range):
            "\(name) is \(value); it must be within \(range.lowerBound)...\(range.upperBound)"
        case .keyframeOutOfOrder(let index, let time, let previous):
            "keyframe \(index) is at \(time) s, before the keyframe before it (\(previous) s); keyframe times must not decrease"
        case .noKeyframes:
            "a keyframe track needs at least one keyframe"
        }
    }
}
