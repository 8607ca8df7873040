import Foundation
import Testing
@testable import CardGeometry

/// CASpringAnimation and SwiftUI's springs (docs/motion.md#caspringanimation). Expected values: the closed forms
/// worked out separately and checked against a 4th-order Runge-Kutta integration of m·s″ + c·s′ + k·s = 0 (agreeing to
/// 1e-13), twelve decimals.
@Suite struct SpringAnimationTests {
    @Test(arguments: [
        // mass, stiffness, damping (ζ 0.25, 1, 1.5; a heavier spring; critical with a velocity away), velocity,
        // then (t, progress, progress per second).
        (1.0, 100.0, 5.0, 0.0, [(0.1, 0.392945150833, 6.626915880081), (0.3, 1.430559837736, 1.144743065280),
                               (0.7, 0.825750550366, 0.851819748908)]),
        (1.0, 100.0, 20.0, 0.0, [(0.1, 0.264241117657, 3.678794411714), (0.3, 0.800851726529, 1.493612051036),
                                (0.7, 0.992704944276, 0.063831737589)]),
        (1.0, 100.0, 30.0, 0.0, [(0.1, 0.213354400697, 2.726089376625), (0.3, 0.627817694439, 1.420127281254),
                                (0.7, 0.919222547700, 0.308542370560)]),
        (2.0, 300.0, 10.0, 3.0, [(0.1, 0.747297910705, 9.472613652745), (0.3, 1.415588158371, -3.741409097963),
                                (0.7, 1.095373569702, 1.505371190832)]),
        (1.0, 100.0, 20.0, -4.0, [(0.1, 0.117089341189, 3.678794411714), (0.3, 0.741107244487, 1.891908597979),
                                 (0.7, 0.990151674772, 0.085716904762)]),
    ])
    func closedForm(mass: Double, stiffness: Double, damping: Double, velocity: Double,
                    samples: [(Double, Double, Double)]) throws {
        let spring = try SpringAnimation(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        for (time, progress, speed) in samples {
            #expect(abs(spring.progress(at: time) - progress) < 1e-11, "t = \(time)")
            #expect(abs(spring.velocity(at: time) - speed) < 1e-10, "t = \(time)")
        }
        #expect(spring.progress(at: 0) == 0)
        #expect(spring.progress(at: spring.settlingDuration) == 1)
        #expect(spring.velocity(at: spring.settlingDuration) == 0)
    }

    /// Apple's CASpringAnimation.settlingDuration page: mass 1, stiffness 100, damping 5 is "approximately 2.85
    /// seconds"; damping 15 "just over 1 second". The envelope rule gives 2.855 and 1.022; the other cases are the
    /// rule's own values (nine decimals), each checked to keep every later |s| at or below 0.001.
    @Test(arguments: [
        (1.0, 100.0, 5.0, 0.0, 2.854974610),
        (1.0, 100.0, 15.0, 0.0, 1.022093798),
        (1.0, 100.0, 10.0, 0.0, 1.472700335),
        (1.0, 100.0, 20.0, 0.0, 0.923341348),
        (1.0, 100.0, 30.0, 0.0, 1.885416084),
        (2.0, 300.0, 10.0, 3.0, 2.779444816),
        (1.0, 100.0, 20.0, -4.0, 0.957536624),
    ])
    func settlingDuration(mass: Double, stiffness: Double, damping: Double, velocity: Double, expected: Double) throws {
        let spring = try SpringAnimation(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        #expect(abs(spring.settlingDuration - expected) < 1e-8)
        for step in 0..<2000 {
            let time = spring.settlingDuration + Double(step) * 1e-3
            let left = spring.oscillator.displacement(at: time, initialDisplacement: -1, initialVelocity: velocity)
            #expect(abs(left) <= 1e-3 * (1 + 1e-9))
        }
    }

    @Test func applesPublishedSettlingDurations() throws {
        #expect(abs(try SpringAnimation(damping: 5).settlingDuration - 2.85) < 0.01)
        let stiff = try SpringAnimation(damping: 15).settlingDuration
        #expect(stiff > 1 && stiff < 1.05)
    }

    @Test func springsThatNeverSettleAreRefused() {
        #expect(throws: MotionParameterError.neverSettles("damping", 0)) { try SpringAnimation(damping: 0) }
        #expect(throws: MotionParameterError.neverSettles("damping", -2)) { try SpringAnimation(damping: -2) }
        #expect(throws: MotionParameterError.notPositive("mass", 0)) { try SpringAnimation(mass: 0) }
        #expect(throws: MotionParameterError.notPositive("stiffness", -1)) { try SpringAnimation(stiffness: -1) }
        #expect(throws: MotionParameterError.notFinite("initialVelocity")) { try SpringAnimation(initialVelocity: .infinity) }
        #expect(throws: MotionParameterError.neverSettles("bounce", 0)) { try SpringAnimation(duration: 0.5, bounce: 1) }
        #expect(throws: MotionParameterError.neverSettles("dampingFraction", 0)) {
            try SpringAnimation(response: 0.5, dampingFraction: 0)
        }
        #expect(MotionParameterError.neverSettles("damping", 0).description
                == "damping is 0.0: a spring with no damping never settles; give damping greater than 0")
    }

    /// Apple's `Spring` overview: `Spring(duration: 0.5, bounce: 0.3)` has mass 1.0, stiffness 157.9, damping 17.6,
    /// and `Spring(mass: 1, stiffness: 100, damping: 10)` has duration 0.63 and bounce 0.5. Exactly:
    /// k = (2π/0.5)² = 157.913670417, c = 4π·0.7/0.5 = 17.592918860.
    @Test func swiftUIDurationAndBounce() throws {
        let spring = try SpringAnimation(duration: 0.5, bounce: 0.3)
        #expect(spring.oscillator.mass == 1)
        #expect(abs(spring.oscillator.stiffness - 157.913670417) < 1e-8)
        #expect(abs(spring.oscillator.damping - 17.592918860) < 1e-8)
        #expect((spring.oscillator.stiffness * 10).rounded() / 10 == 157.9)
        #expect((spring.oscillator.damping * 10).rounded() / 10 == 17.6)
        let plain = try SpringAnimation(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(plain.response - 0.628318531) < 1e-8)
        #expect(abs(plain.bounce - 0.5) < 1e-12)
        // A negative bounce over-damps: ζ = 1/(1 + bounce) = 2 for −0.5, c = 4π·2/0.5.
        let over = try SpringAnimation(duration: 0.5, bounce: -0.5)
        #expect(abs(over.oscillator.dampingRatio - 2) < 1e-12)
        #expect(abs(over.oscillator.damping - 50.265482457) < 1e-8)
        #expect(abs(over.bounce + 0.5) < 1e-12)
    }

    /// `.spring(response: 0.55, dampingFraction: 1)` (SwiftUI's `default` animation on iOS 17): k = (2π/0.55)²,
    /// c = 4π/0.55.
    @Test func swiftUIResponseAndDampingFraction() throws {
        let spring = try SpringAnimation(response: 0.55, dampingFraction: 1)
        #expect(abs(spring.oscillator.stiffness - 130.507165634) < 1e-8)
        #expect(abs(spring.oscillator.damping - 22.847946572) < 1e-8)
        #expect(abs(spring.oscillator.dampingRatio - 1) < 1e-12)
    }

    /// `smooth`, `snappy`, `bouncy`: 0.5 s, bounce 0, 0.15, 0.3: stiffness 157.913670417 each, damping 4π(1 − b)/0.5.
    @Test(arguments: [(SpringAnimation.Preset.smooth, 25.132741229), (.snappy, 21.362830044), (.bouncy, 17.592918860)])
    func presets(preset: SpringAnimation.Preset, damping: Double) throws {
        let spring = try SpringAnimation(preset)
        #expect(abs(spring.oscillator.stiffness - 157.913670417) < 1e-8)
        #expect(abs(spring.oscillator.damping - damping) < 1e-8)
        let tuned = try SpringAnimation(preset, duration: 0.5, extraBounce: 0.1)
        #expect(abs(tuned.bounce - (preset.baseBounce + 0.1)) < 1e-12)
    }
}
