import Foundation

/// `CASpringAnimation`: a damped harmonic oscillator of the given mass, stiffness and damping, run on a unit move.
///
/// Core Animation runs every spring normalised: the progress p goes from 0 to 1 and the value is
/// `from + p·(to − from)`, so the oscillator starts at s0 = −1 (s = p − 1) with `initialVelocity` in units of the
/// whole distance per second, positive towards the target (Apple: "positive values represent the object moving
/// towards the spring attachment point"). It lasts its ``settlingDuration``; from then on the progress is exactly 1
/// (what is left is below ``settlingEpsilon``). docs/motion.md#caspringanimation.
public struct SpringAnimation: Hashable, Sendable {
    /// The oscillator: mass (> 0), stiffness (> 0, per second squared for mass 1), damping (> 0, per second for mass 1).
    public let oscillator: DampedSpring
    /// Progress per second at the start, positive towards the target.
    public let initialVelocity: Double

    /// What is left of a unit move when the spring counts as settled: SwiftUI's documented epsilon, which also gives
    /// Apple's published CASpringAnimation settling durations (docs/motion.md#settling-duration).
    public static let settlingEpsilon = 0.001

    /// `CASpringAnimation`'s defaults are mass 1, stiffness 100, damping 10, velocity 0. A spring that would never
    /// settle (damping ≤ 0) or has no motion (mass or stiffness ≤ 0) is refused with the reason.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10,
                initialVelocity: Double = 0) throws(MotionParameterError) {
        for (name, value) in [("mass", mass), ("stiffness", stiffness), ("damping", damping), ("initialVelocity", initialVelocity)]
        where !value.isFinite {
            throw .notFinite(name)
        }
        guard mass > 0 else { throw .notPositive("mass", mass) }
        guard stiffness > 0 else { throw .notPositive("stiffness", stiffness) }
        guard damping > 0 else { throw .neverSettles("damping", damping) }
        oscillator = DampedSpring(mass: mass, stiffness: stiffness, damping: damping)
        self.initialVelocity = initialVelocity
    }

    /// The same spring started with another velocity (progress per second).
    public func with(initialVelocity: Double) -> SpringAnimation {
        // The parameters were checked already; only the velocity changes (a non-finite one is dropped).
        SpringAnimation(checked: oscillator, initialVelocity: initialVelocity.isFinite ? initialVelocity : 0)
    }

    private init(checked oscillator: DampedSpring, initialVelocity: Double) {
        self.oscillator = oscillator
        self.initialVelocity = initialVelocity
    }

    /// `CASpringAnimation.settlingDuration`, in seconds: the closed form's envelope on the unit move falls to
    /// ``settlingEpsilon`` (`DampedSpring.settlingDuration(initialDisplacement:initialVelocity:epsilon:)`).
    public var settlingDuration: Double {
        oscillator.settlingDuration(initialDisplacement: -1, initialVelocity: initialVelocity, epsilon: Self.settlingEpsilon)
    }

    /// Progress after `time` seconds: 0 before the start, the oscillator's closed form (it may pass 1), exactly 1 from
    /// the settling duration on.
    public func progress(at time: Double) -> Double {
        if time <= 0 { return 0 }
        if time >= settlingDuration { return 1 }
        return 1 + oscillator.displacement(at: time, initialDisplacement: -1, initialVelocity: initialVelocity)
    }

    /// Progress per second after `time` seconds (the closed form's derivative; 0 once settled).
    public func velocity(at time: Double) -> Double {
        if time < 0 || time >= settlingDuration { return 0 }
        return oscillator.velocity(at: time, initialDisplacement: -1, initialVelocity: initialVelocity)
    }
}
