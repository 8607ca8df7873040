import Foundation
import Testing
@testable import CardGeometry

/// UIKit's duration-and-damping spring (docs/physics.md#spring; the QiCardView spring-back of
/// docs/controls/stack.md#spring-back).
@Suite struct SpringTests {
    /// The table of docs/physics.md#stiffness-from-duration-and-damping (m = 1, v = 0), three decimals: tolerance
    /// 5e-4 (relative 1e-5 for k).
    @Test(arguments: [
        (0.5, 0.8, 17.989, 323.589, 28.782),
        (0.5, 1.0, 18.467, 341.024, 36.934),
        (0.3, 0.7, 32.799, 1075.763, 45.918),
        (0.75, 0.9, 11.308, 127.866, 20.354),
        (1.0, 0.5, 12.717, 161.720, 12.717),
    ])
    func stiffnessSolve(duration: Double, damping: Double, omega: Double, stiffness: Double, coefficient: Double) {
        let spring = UIKitSpring(duration: duration, dampingRatio: damping).spring
        #expect(abs(spring.naturalFrequency - omega) < 5e-4)
        #expect(abs(spring.stiffness - stiffness) < 5e-4 * max(1, stiffness / 100))
        #expect(abs(spring.damping - coefficient) < 5e-4)
        #expect(spring.mass == 1)
    }

    /// Framer's export for T = 3 s, ζ = 0.25: tension 54.834, friction 3.7025.
    @Test func framerCrossCheck() {
        let spring = UIKitSpring(duration: 3, dampingRatio: 0.25).spring
        #expect(abs(spring.stiffness - 54.834) < 5e-4)
        #expect(abs(spring.damping - 3.7025) < 5e-5)
    }

    /// QiCardView's spring-back: ω0 ≈ 25.2; with v = 0.8 the progress is ≈ 0.50 at 50 ms, 1.04 at 100 ms,
    /// peaks ≈ 1.16 near 150 ms, ≈ 0.99 at 250 ms (two decimals: tolerance 0.005), exactly 1 at 0.5 s.
    @Test func qiCardViewSpringBack() throws {
        let spring = UIKitSpring(duration: 0.5, dampingRatio: 0.5, initialVelocity: 0.8)
        #expect(abs(spring.spring.naturalFrequency - 25.2) < 0.05)
        #expect(abs(spring.progress(at: 0.05) - 0.50) < 0.005)
        #expect(abs(spring.progress(at: 0.10) - 1.04) < 0.005)
        #expect(abs(spring.progress(at: 0.25) - 0.99) < 0.005)
        let peak = try #require((100...200).map { spring.progress(at: Double($0) / 1000) }.max())
        #expect(abs(peak - 1.16) < 0.005)
        #expect(spring.progress(at: 0.5) == 1)
        #expect(spring.progress(at: 0) == 0)
        // The other reading leaves the velocity out of the solve (docs/physics.md#the-velocity-reading): then ω0
        // is the table's 2 × 12.717.
        let withoutVelocity = UIKitSpring(duration: 0.5, dampingRatio: 0.5, initialVelocity: 0.8, includesVelocityInSolve: false)
        #expect(abs(withoutVelocity.spring.naturalFrequency - 25.434) < 5e-4)
    }

    /// The closed forms solve m·s″ + c·s′ + k·s = 0 in all three regimes (central differences).
    @Test(arguments: [0.3, 1.0, 2.5])
    func closedFormsSatisfyTheEquation(zeta: Double) {
        let k = 200.0
        let spring = DampedSpring(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot())
        let h = 1e-5
        for t in [0.01, 0.05, 0.2] {
            let s = { (time: Double) in spring.displacement(at: time, initialDisplacement: -1, initialVelocity: 3) }
            let velocity = spring.velocity(at: t, initialDisplacement: -1, initialVelocity: 3)
            #expect(abs(velocity - (s(t + h) - s(t - h)) / (2 * h)) < 1e-5)
            let acceleration = (s(t + h) - 2 * s(t) + s(t - h)) / (h * h)
            #expect(abs(acceleration + spring.damping * velocity + k * s(t)) < 1e-2)
        }
        #expect(spring.displacement(at: 0, initialDisplacement: -1, initialVelocity: 3) == -1)
    }
}
