import Foundation

/// A damped harmonic oscillator `m·s″ + c·s′ + k·s = 0` (s = value − target), with closed-form solutions.
public struct DampedSpring: Hashable, Sendable {
    /// Mass.
    public var mass: Double
    /// Stiffness k, in newtons per unit (per second squared for mass 1).
    public var stiffness: Double
    /// Damping coefficient c, per second (for mass 1).
    public var damping: Double

    /// |ζ − 1| below this counts as critical damping.
    public static let criticalTolerance = 1e-6

    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// ω0 = √(k/m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// ζ = c / (2·√(k·m)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Displacement from the target after `time` seconds, starting at `initialDisplacement` with
    /// `initialVelocity` (units per second).
    public func displacement(at time: Double, initialDisplacement s0: Double, initialVelocity v0: Double) -> Double {
        let omega = naturalFrequency, zeta = dampingRatio
        if abs(zeta - 1) < Self.criticalTolerance {
            return exp(-omega * time) * (s0 + (v0 + omega * s0) * time)
        }
        if zeta < 1 {
            let lambda = zeta * omega
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            return exp(-lambda * time) * (s0 * cos(omegaD * time) + (v0 + lambda * s0) / omegaD * sin(omegaD * time))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c2 = (v0 - r1 * s0) / (r2 - r1), c1 = s0 - c2
        return c1 * exp(r1 * time) + c2 * exp(r2 * time)
    }

    /// Velocity after `time` seconds, in units per second.
    public func velocity(at time: Double, initialDisplacement s0: Double, initialVelocity v0: Double) -> Double {
        let omega = naturalFrequency, zeta = dampingRatio
        if abs(zeta - 1) < Self.criticalTolerance {
            let b = v0 + omega * s0
            return exp(-omega * time) * (b - omega * (s0 + b * time))
        }
        if zeta < 1 {
            let lambda = zeta * omega
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let b = (v0 + lambda * s0) / omegaD
            let c = cos(omegaD * time), s = sin(omegaD * time)
            return exp(-lambda * time) * ((-lambda * s0 + b * omegaD) * c + (-lambda * b - s0 * omegaD) * s)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c2 = (v0 - r1 * s0) / (r2 - r1), c1 = s0 - c2
        return c1 * r1 * exp(r1 * time) + c2 * r2 * exp(r2 * time)
    }
}
