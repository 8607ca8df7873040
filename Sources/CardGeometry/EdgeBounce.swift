import Foundation

/// UIScrollView's return to an edge it has passed (docs/physics.md#bounce-back): the overshoot shrinks by a
/// fixed factor per millisecond whatever the deceleration rate, while the velocity it had still carries it on:
/// `x(t) = bᵗ · (x0 + v0 · r · (1 − rᵗ) / (1 − r))` with t in milliseconds, v0 in points per millisecond, b the
/// bounce factor and r the deceleration rate. The law composes exactly, so evaluating it once at t equals
/// stepping it frame by frame.
public struct EdgeBounce: Hashable, Sendable {
    /// UIKit's bounce factor, per millisecond.
    public static let uikitFactor = 0.99

    /// Fraction of the overshoot kept each millisecond.
    public var factor: Double
    /// The deceleration rate still acting on the velocity, per millisecond.
    public var rate: Double

    public init(factor: Double = EdgeBounce.uikitFactor, rate: Double = Decay.normalRate) {
        self.factor = factor
        self.rate = rate
    }

    /// Distance past the edge `time` seconds after it started at `overshoot` points moving at `velocity` points
    /// per second (positive = further out), in points.
    public func overshoot(after time: Double, from overshoot: Double, velocity: Double) -> Double {
        let milliseconds = time * 1000
        let carried = velocity / 1000 * rate * (1 - pow(rate, milliseconds)) / (1 - rate)
        return pow(factor, milliseconds) * (overshoot + carried)
    }

    /// When an outward velocity stops carrying the content further out, in seconds after the start (0 when it
    /// moves inwards from the start).
    public func peakTime(from overshoot: Double, velocity: Double) -> Double {
        // d/dt of bᵗ·(x0 + k·(1 − rᵗ)) = 0 with k = v·r/(1 − r): solved numerically (monotone bracket).
        let k = velocity / 1000 * rate / (1 - rate)
        func slope(_ t: Double) -> Double {
            let b = log(factor), a = log(rate)
            return pow(factor, t) * (b * (overshoot + k * (1 - pow(rate, t))) - k * a * pow(rate, t))
        }
        guard overshoot * velocity >= 0, velocity != 0, slope(0) * (velocity > 0 ? 1 : -1) > 0 else { return 0 }
        var low = 0.0, high = 1.0
        while slope(high) * slope(0) > 0 && high < 1e6 { high *= 2 }
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if slope(mid) * slope(0) > 0 { low = mid } else { high = mid }
        }
        return (low + high) / 2 / 1000
    }
}
