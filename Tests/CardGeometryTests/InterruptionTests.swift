import Foundation
import PropertyBased
import Testing
@testable import CardGeometry

/// A new animation of a property that is still moving (docs/motion.md#interruption).
@Suite struct InterruptionTests {
    static let springs = zip(Gen.double(in: 50...800), Gen.double(in: 0.15...2.5), Gen.double(in: 0.5...3))
        .map { stiffness, zeta, mass in
            // ζ = c / (2√(k·m)); a valid spring by construction.
            try! SpringAnimation(mass: mass, stiffness: stiffness, damping: 2 * zeta * (stiffness * mass).squareRoot())
        }

    /// Interrupting a spring with a spring: the new motion starts where the old one is, at its velocity.
    @Test func springToSpringKeepsPositionAndVelocity() async {
        await propertyCheck(count: 300, input: Self.springs, Self.springs, Gen.double(in: -500...500),
                            Gen.double(in: -500...500), Gen.double(in: 0...1)) { first, second, target, newTarget, fraction in
            let old = PropertyMotion(from: 0, to: target, curve: .spring(first))
            let moment = fraction * old.duration
            let state = old.state(at: moment)
            let new = PropertyMotion.interrupting(state, to: newTarget, along: .spring(second))
            let scale = max(1, abs(target), abs(state.velocity))
            #expect(abs(new.value(at: 0) - state.value) <= 1e-12 * scale)
            #expect(new.duration == 0 || abs(new.velocity(at: 0) - state.velocity) <= 1e-9 * scale)
        }
    }

    /// Interrupting with a timing curve: it starts where the property is (its speed is the curve's own).
    @Test func curveStartsWhereThePropertyIs() async {
        await propertyCheck(count: 200, input: Self.springs, Gen.double(in: -500...500), Gen.double(in: 0...1),
                            Gen.double(in: 0.05...2)) { spring, target, fraction, duration in
            let old = PropertyMotion(from: 0, to: target, curve: .spring(spring))
            let state = old.state(at: fraction * old.duration)
            let new = PropertyMotion.interrupting(state, to: 0, along: .bezier(.easeInEaseOut, duration: duration))
            #expect(new.value(at: 0) == state.value)
            #expect(new.value(at: duration) == 0)
        }
    }

    /// A tap during an expansion reverses smoothly: a card rising 0 → 100 pt on `smooth` (k = 157.913670417, critical,
    /// ω0 = 4π) is sent back to 0 at 0.1 s. By the closed form s(t) = −100·e^(−ω0 t)·(1 + ω0 t): at 0.1 s it is at
    /// 35.774 pt moving at 449.437 pt/s; the reverse starts there with that velocity, so 1 ms later it has gone
    /// on 0.441 pt (no jump) and the speed by about the spring's pull in 1 ms.
    @Test func reversalIsContinuous() throws {
        let smooth = try SpringAnimation(.smooth)
        let rise = PropertyMotion(from: 0, to: 100, curve: .spring(smooth))
        let omega = 4 * Double.pi
        let expectedValue = 100 - 100 * exp(-omega * 0.1) * (1 + omega * 0.1)
        let expectedVelocity = 100 * omega * omega * 0.1 * exp(-omega * 0.1)
        let state = rise.state(at: 0.1)
        #expect(abs(state.value - expectedValue) < 1e-9)
        #expect(abs(state.velocity - expectedVelocity) < 1e-9)
        #expect(abs(state.value - 35.774) < 5e-4 && abs(state.velocity - 449.437) < 5e-4)
        let back = PropertyMotion.interrupting(state, to: 0, along: .spring(smooth))
        #expect(abs(back.value(at: 0.001) - rise.value(at: 0.099)) < 1.0)
        #expect(abs(back.value(at: 0.001) - state.value - 0.441024) < 1e-6)
        // Acceleration at the junction: k·(distance to target) per second²: after 1 ms the velocities differ by
        // about a·1 ms on each side, never by a jump.
        #expect(abs(back.velocity(at: 1e-6) - rise.velocity(at: 0.1 - 1e-6)) < 0.2)
        #expect(back.value(at: back.duration) == 0)
    }
}
