/// A cubic Bézier timing curve from (0, 0) to (1, 1), as `CAMediaTimingFunction` defines one.
///
/// ``progress(at:)`` solves x(t) = fraction for t and returns y(t), the way WebKit's `UnitBezier` does:
/// a guess from 11 evenly spaced samples, at most 4 Newton steps to 1e-7, then bisection to 1e-10, and
/// linear extrapolation with the end gradients outside 0...1.
public struct TimingCurve: Hashable, Sendable {
    public let controlPoint1: Point
    public let controlPoint2: Point

    // Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, likewise y.
    let ax, bx, cx, ay, by, cy: Double
    private let samples: [Double]

    /// Newton tolerance on x.
    static let newtonEpsilon = 1e-7
    /// Bisection tolerance on x.
    static let bisectionEpsilon = 1e-10
    static let maximumNewtonIterations = 4
    static let sampleCount = 11

    public init(controlPoint1: Point, controlPoint2: Point) {
        self.controlPoint1 = controlPoint1
        self.controlPoint2 = controlPoint2
        cx = 3 * controlPoint1.x
        bx = 3 * (controlPoint2.x - controlPoint1.x) - cx
        ax = 1 - cx - bx
        cy = 3 * controlPoint1.y
        by = 3 * (controlPoint2.y - controlPoint1.y) - cy
        ay = 1 - cy - by
        let (ax, bx, cx) = (self.ax, self.bx, self.cx)
        samples = (0..<Self.sampleCount).map { index in
            let t = Double(index) / Double(Self.sampleCount - 1)
            return ((ax * t + bx) * t + cx) * t
        }
    }

    /// Even pacing: progress equals the fraction.
    public static let linear = TimingCurve(controlPoint1: Point(x: 0, y: 0), controlPoint2: Point(x: 1, y: 1))
    /// `easeIn`: (0.42, 0), (1, 1).
    public static let easeIn = TimingCurve(controlPoint1: Point(x: 0.42, y: 0), controlPoint2: Point(x: 1, y: 1))
    /// `easeOut`: (0, 0), (0.58, 1).
    public static let easeOut = TimingCurve(controlPoint1: Point(x: 0, y: 0), controlPoint2: Point(x: 0.58, y: 1))
    /// `easeInEaseOut`, UIKit's default animation curve: (0.42, 0), (0.58, 1).
    public static let easeInEaseOut = TimingCurve(controlPoint1: Point(x: 0.42, y: 0), controlPoint2: Point(x: 0.58, y: 1))
    /// Core Animation's `default`: (0.25, 0.1), (0.25, 1).
    public static let systemDefault = TimingCurve(controlPoint1: Point(x: 0.25, y: 0.1), controlPoint2: Point(x: 0.25, y: 1))

    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The progress (y) at `fraction` (x) of the duration.
    public func progress(at fraction: Double) -> Double {
        if self == .linear { return fraction }
        if fraction < 0 { return startGradient * fraction }
        if fraction > 1 { return 1 + endGradient * (fraction - 1) }
        return sampleY(solveCurveX(fraction))
    }

    var startGradient: Double {
        if controlPoint1.x > 0 { return controlPoint1.y / controlPoint1.x }
        if controlPoint1.y == 0 && controlPoint2.x > 0 { return controlPoint2.y / controlPoint2.x }
        if controlPoint1.y == 0 && controlPoint2.y == 0 { return 1 }
        return 0
    }

    var endGradient: Double {
        if controlPoint2.x < 1 { return (controlPoint2.y - 1) / (controlPoint2.x - 1) }
        if controlPoint2.y == 1 && controlPoint1.x < 1 { return (controlPoint1.y - 1) / (controlPoint1.x - 1) }
        if controlPoint2.y == 1 && controlPoint1.y == 1 { return 1 }
        return 0
    }

    func solveCurveX(_ x: Double) -> Double {
        // Bracket from the samples, then a linear guess inside it.
        var t0 = 0.0, t1 = 0.0, t2 = x
        let last = Self.sampleCount - 1
        for index in 1..<Self.sampleCount where samples[index] >= x {
            t1 = Double(index) / Double(last)
            t0 = Double(index - 1) / Double(last)
            let span = samples[index] - samples[index - 1]
            t2 = span > 0 ? t0 + (t1 - t0) * (x - samples[index - 1]) / span : t0
            break
        }
        for _ in 0..<Self.maximumNewtonIterations {
            let error = sampleX(t2) - x
            if abs(error) < Self.newtonEpsilon { return t2 }
            let derivative = sampleDerivativeX(t2)
            if abs(derivative) < Self.newtonEpsilon { break }
            t2 -= error / derivative
        }
        // Bisection inside the bracket.
        var low = t0, high = t1
        t2 = x.clamped(low, high)
        while low < high {
            let value = sampleX(t2)
            if abs(value - x) < Self.bisectionEpsilon { return t2 }
            if x > value { low = t2 } else { high = t2 }
            let next = (high - low) / 2 + low
            if next == t2 { break }
            t2 = next
        }
        return t2
    }
}

extension Double {
    func clamped(_ low: Double, _ high: Double) -> Double { Swift.min(Swift.max(self, low), high) }
}
