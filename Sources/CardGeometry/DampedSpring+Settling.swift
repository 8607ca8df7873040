import Foundation

/// When a spring counts as at rest (docs/motion.md#settling-duration).
extension DampedSpring {
    /// The first time after which the closed form's bound on |s(t)| stays at or below `epsilon`, in seconds.
    ///
    /// Every solution is bounded by a decaying envelope, which is what "all subsequent values are below epsilon"
    /// (Apple's words for SwiftUI's `settlingDuration`) needs:
    /// - ζ < 1: |cos| and |sin| ≤ 1, so |s(t)| ≤ e^(−λt)·(|s0| + |(v0 + λ·s0)/ωd|): t = ln(M/ε)/λ;
    /// - ζ = 1: |s(t)| ≤ e^(−ω0·t)·(|s0| + |v0 + ω0·s0|·t), decreasing after its peak: solved by bisection;
    /// - ζ > 1: |s(t)| ≤ (|C1| + |C2|)·e^(r1·t) with r1 the slower root: t = ln((|C1| + |C2|)/ε)/(−r1).
    /// With s0 = −1, v0 = 0 and ε = 0.001 this gives Apple's published CASpringAnimation examples: 2.855 s for mass 1,
    /// stiffness 100, damping 5 ("approximately 2.85 seconds") and 1.022 s for damping 15 ("just over 1 second").
    public func settlingDuration(initialDisplacement s0: Double, initialVelocity v0: Double, epsilon: Double) -> Double {
        let omega = naturalFrequency, zeta = dampingRatio
        if abs(zeta - 1) < Self.criticalTolerance {
            let b = abs(v0 + omega * s0), a = abs(s0)
            let bound = { (t: Double) in exp(-omega * t) * (a + b * t) }
            // The bound's peak: d/dt = 0 at t = 1/ω0 − a/b (at 0 when that is negative or b = 0).
            let peak = b > 0 ? max(0, 1 / omega - a / b) : 0
            if bound(peak) <= epsilon { return 0 }
            var low = peak, high = peak + 1 / omega
            while bound(high) > epsilon { low = high; high *= 2 }
            for _ in 0..<200 {
                let middle = (low + high) / 2
                if middle == low || middle == high { break }
                if bound(middle) > epsilon { low = middle } else { high = middle }
            }
            return high
        }
        if zeta < 1 {
            let lambda = zeta * omega
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let amplitude = abs(s0) + abs((v0 + lambda * s0) / omegaD)
            return max(0, log(amplitude / epsilon) / lambda)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c2 = (v0 - r1 * s0) / (r2 - r1), c1 = s0 - c2
        return max(0, log((abs(c1) + abs(c2)) / epsilon) / -r1)
    }
}
