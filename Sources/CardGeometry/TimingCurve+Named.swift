/// Core Animation's named timing functions and `cubicBezier: [x1, y1, x2, y2]`, as a script names them
/// (docs/motion.md#timing-curves).
extension TimingCurve {
    /// The names a script may give, each with `CAMediaTimingFunctionName`'s control points:
    /// `linear` (0, 0, 1, 1), `easeIn` (0.42, 0, 1, 1), `easeOut` (0, 0, 0.58, 1), `easeInOut` (0.42, 0, 0.58, 1)
    /// and `default` (0.25, 0.1, 0.25, 1).
    public static let namedCurves: [(name: String, curve: TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInOut", .easeInEaseOut), ("default", .systemDefault),
    ]

    /// The curve called `name`, or `nil` when no curve has that name.
    public static func named(_ name: String) -> TimingCurve? {
        namedCurves.first { $0.name == name }?.curve
    }

    /// `CAMediaTimingFunction(controlPoints:)` from `[x1, y1, x2, y2]`. Core Animation requires both x in 0...1 (x is
    /// time, which must run forwards); y may leave 0...1 (an overshoot). Anything else is refused with the reason.
    public static func cubicBezier(_ values: [Double]) throws(MotionParameterError) -> TimingCurve {
        guard values.count == 4 else { throw .cubicBezierCount(values.count) }
        for (index, value) in values.enumerated() where !value.isFinite {
            throw .notFinite(["x1", "y1", "x2", "y2"][index])
        }
        for (index, name) in [(0, "x1"), (2, "x2")] where !(0...1).contains(values[index]) {
            throw .controlPointOutOfRange(name, values[index])
        }
        return TimingCurve(controlPoint1: Point(x: values[0], y: values[1]), controlPoint2: Point(x: values[2], y: values[3]))
    }
}
