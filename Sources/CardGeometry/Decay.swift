import Foundation

/// UIScrollView-style deceleration: the velocity shrinks by a fixed factor every millisecond.
///
/// Distances use the discrete-sum law of pop and (reverse-engineered) UIKit:
/// `Δx(t) = v0 · r · (1 − rᵗ) / (1 − r)` with `v0` in points per millisecond and `t` in milliseconds
/// (docs/physics.md#deceleration).
public struct Decay: Hashable, Sendable {
    /// `UIScrollView.DecelerationRate.normal`, per millisecond.
    public static let normalRate = 0.998
    /// `UIScrollView.DecelerationRate.fast`, per millisecond.
    public static let fastRate = 0.99
    /// The speed UIKit's projection integrates down to, in points per millisecond (10 pt/s).
    public static let projectionStopSpeed = 0.01

    /// Fraction of the velocity kept each millisecond.
    public var rate: Double

    public init(rate: Double = Decay.normalRate) {
        self.rate = rate
    }

    /// Distance travelled after `time` seconds from `initialVelocity` points per second, in points.
    public func offset(after time: Double, initialVelocity: Double) -> Double {
        let milliseconds = time * 1000
        return initialVelocity / 1000 * rate * (1 - pow(rate, milliseconds)) / (1 - rate)
    }

    /// Velocity after `time` seconds, in points per second.
    public func velocity(after time: Double, initialVelocity: Double) -> Double {
        initialVelocity * pow(rate, time * 1000)
    }

    /// Where UIKit's `scrollViewWillEndDragging` target lands: `sign(v) · (|v| − 0.01) / |ln r|` with v in
    /// points per millisecond (it integrates down to 10 pt/s), in points.
    public func projectedDistance(initialVelocity: Double) -> Double {
        let speed = abs(initialVelocity) / 1000
        guard speed > Self.projectionStopSpeed else { return 0 }
        let distance = (speed - Self.projectionStopSpeed) / abs(log(rate))
        return initialVelocity < 0 ? -distance : distance
    }

    /// The projection of Apple's WWDC18 sample code, `(v / 1000) · r / (1 − r)`, in points.
    public func wwdcProjectedDistance(initialVelocity: Double) -> Double {
        initialVelocity / 1000 * rate / (1 - rate)
    }

    /// The exact integral of the continuous law, `−v / (1000 · ln r)`, in points.
    public func integratedDistance(initialVelocity: Double) -> Double {
        -initialVelocity / (1000 * log(rate))
    }

    /// Seconds until the speed falls to `speed` (points per second) from `initialVelocity`; 0 if already slower.
    public func duration(toReach speed: Double, from initialVelocity: Double) -> Double {
        guard abs(initialVelocity) > speed, speed > 0 else { return 0 }
        return log(speed / abs(initialVelocity)) / (1000 * log(rate))
    }
}
