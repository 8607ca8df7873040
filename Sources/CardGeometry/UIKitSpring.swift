import Foundation

/// The spring of `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`.
///
/// UIKit picks the stiffness (mass 1) so that the oscillation's envelope has decayed to ``envelopeEpsilon``
/// exactly at the duration, solved by Newton's method from ω0 = 5/T (the algorithm two independent
/// re-implementations agree on; docs/physics.md#stiffness-from-duration-and-damping). Whether UIKit feeds the
/// initial velocity into that solve is not documented (docs/physics.md#the-velocity-reading):
/// ``includesVelocityInSolve`` decides. It defaults to `true`, the reading that gives the QiCardView spring-back
/// numbers (docs/controls/stack.md#spring-back: ω0 ≈ 25.2 rad/s for 0.5 s, ζ 0.5, v 0.8); with `false`,
/// ω0 = 25.43 rad/s. Both agree whenever the velocity is 0 (the v = 0 table of
/// docs/physics.md#stiffness-from-duration-and-damping).
public struct UIKitSpring: Hashable, Sendable {
    /// Length in seconds; progress is exactly 1 from here on.
    public let duration: Double
    /// ζ, clamped to a tiny positive value ... 1 (the API has no over-damping).
    public let dampingRatio: Double
    /// Initial velocity as a fraction of the total distance per second.
    public let initialVelocity: Double
    /// The solved oscillator (mass 1).
    public let spring: DampedSpring

    /// Residual amplitude at the duration that the stiffness solve aims for.
    public static let envelopeEpsilon = 0.001
    /// Whether the stiffness solve uses the initial velocity (an estimate: UIKit's choice is undocumented).
    public let includesVelocityInSolve: Bool
    /// Accepted duration range, in seconds.
    public static let durationRange = 0.01...10.0

    public init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0, includesVelocityInSolve: Bool = true) {
        self.duration = duration
        self.includesVelocityInSolve = includesVelocityInSolve
        let zeta = min(max(dampingRatio, 1e-6), 1)
        self.dampingRatio = zeta
        self.initialVelocity = initialVelocity
        let period = min(max(duration, Self.durationRange.lowerBound), Self.durationRange.upperBound)
        let omega = Self.solveNaturalFrequency(duration: period, dampingRatio: zeta, velocity: includesVelocityInSolve ? initialVelocity : 0)
        spring = DampedSpring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
    }

    /// ω0 such that the envelope equals ``envelopeEpsilon`` at `duration`.
    static func solveNaturalFrequency(duration T: Double, dampingRatio zeta: Double, velocity v: Double) -> Double {
        let epsilon = envelopeEpsilon
        func g(_ omega: Double) -> Double {
            if zeta >= 1 - DampedSpring.criticalTolerance {
                return exp(-omega * T) * ((omega - v) * T + 1) - epsilon
            }
            let root = (1 - zeta * zeta).squareRoot()
            return epsilon - ((zeta * omega - v) / (omega * root)) * exp(-zeta * omega * T)
        }
        var omega = 5 / T
        for _ in 0..<40 {
            let value = g(omega)
            let step = max(1e-6, omega * 1e-7)
            let derivative = (g(omega + step) - g(omega - step)) / (2 * step)
            guard derivative != 0, derivative.isFinite else { break }
            let next = omega - value / derivative
            guard next.isFinite, next > 0 else { break }
            if abs(next - omega) < 1e-12 * omega { omega = next; break }
            omega = next
        }
        return omega
    }

    /// Normalised progress after `time` seconds: 0 at the start, exactly 1 from the duration on; it may
    /// overshoot 1 on the way.
    public func progress(at time: Double) -> Double {
        if time <= 0 { return 0 }
        if time >= duration { return 1 }
        return 1 + spring.displacement(at: time, initialDisplacement: -1, initialVelocity: initialVelocity)
    }
}
