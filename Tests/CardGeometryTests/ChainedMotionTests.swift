import Foundation
import Testing
@testable import CardGeometry

/// The animations of one number over time, each taking over from the ones before (docs/motion.md#interruption).
@Suite struct ChainedMotionTests {
    /// A linear move of 100 over 1 s from 2 s: the resting value before, exact fractions during, the target after.
    @Test func oneCurveMovesFromTheRestingValue() {
        let chain = ChainedMotion(steps: [.init(start: 2, target: .to(150), curve: .bezier(.linear, duration: 1))])
        #expect(chain.state(base: 50, at: 1.9).value == 50)
        #expect(chain.state(base: 50, at: 2).value == 50)
        #expect(chain.state(base: 50, at: 2.25).value == 75)
        #expect(chain.state(base: 50, at: 2.25).velocity == 100)
        #expect(chain.state(base: 50, at: 3).value == 150)
        #expect(chain.state(base: 50, at: 9).value == 150)
        #expect(chain.end(base: 50) == 3)
        #expect(chain.modelValue(base: 50) == 150)
    }

    /// `by` changes from the model value, so two taps of +90 end at +180 even when the second comes mid-way.
    @Test func changesAddUpFromTheModelValue() {
        let chain = ChainedMotion(steps: [
            .init(start: 0, target: .by(90), curve: .bezier(.linear, duration: 1)),
            .init(start: 0.5, target: .by(90), curve: .bezier(.linear, duration: 1)),
        ])
        // The second starts from 45 (where the first is) and goes to 180.
        #expect(chain.state(base: 0, at: 0.5).value == 45)
        #expect(chain.state(base: 0, at: 1).value == 45 + (180 - 45) * 0.5)
        #expect(chain.state(base: 0, at: 1.5).value == 180)
        #expect(chain.end(base: 0) == 1.5)
    }

    /// A spring sent back mid-way keeps position and velocity: the reverse starts where the rise is, as fast.
    @Test func springInterruptionIsContinuous() throws {
        let smooth = try SpringAnimation(.smooth)
        let rise = ChainedMotion.Step(start: 1, target: .to(100), curve: .spring(smooth))
        let back = ChainedMotion.Step(start: 1.1, target: .to(0), curve: .spring(smooth))
        let chain = ChainedMotion(steps: [rise, back])
        let before = ChainedMotion(steps: [rise]).state(base: 0, at: 1.1)
        let after = chain.state(base: 0, at: 1.1)
        #expect(after.value == before.value)
        #expect(abs(after.velocity - before.velocity) <= 1e-9 * abs(before.velocity))
        // 35.774 pt at 449.437 pt/s, the closed form's values (InterruptionTests.reversalIsContinuous).
        #expect(abs(after.value - 35.774) < 5e-4 && abs(after.velocity - 449.437) < 5e-4)
        #expect(chain.state(base: 0, at: 10).value == 0)
    }

    /// `from` replaces the value on screen (and its velocity).
    @Test func explicitStartIgnoresThePresentation() {
        let chain = ChainedMotion(steps: [.init(start: 0, from: 0, target: .to(1), curve: .bezier(.linear, duration: 2))])
        #expect(chain.state(base: 0.7, at: 0).value == 0)
        #expect(chain.state(base: 0.7, at: 1).value == 0.5)
    }

    /// Repeats and autoreverses as Core Animation's repeatCount: 2 repeats there and back of a 1 s pass last 4 s,
    /// the way back plays the pass backwards with the velocity reversed, and the model value holds after.
    @Test func repeatsThereAndBack() {
        let chain = ChainedMotion(steps: [.init(start: 1, target: .to(10), curve: .bezier(.linear, duration: 1),
                                                count: .times(2), autoreverses: true)])
        #expect(chain.state(base: 0, at: 1.5).value == 5)
        #expect(chain.state(base: 0, at: 2.25).value == 7.5)
        #expect(chain.state(base: 0, at: 2.25).velocity == -10)
        #expect(chain.state(base: 0, at: 3.5).value == 5)
        #expect(chain.state(base: 0, at: 5).value == 10)
        #expect(chain.end(base: 0) == 5)
        let forever = ChainedMotion(steps: [.init(start: 0, target: .to(1), curve: .bezier(.linear, duration: 1), count: .forever)])
        #expect(forever.end(base: 0) == .infinity)
        #expect(forever.state(base: 0, at: 1000.25).value == 0.25)
    }

    /// Keyframes start from the value on screen; the last keyframe's value holds.
    @Test func keyframesStartFromTheValueOnScreen() {
        let chain = ChainedMotion(steps: [.init(start: 1, target: .keyframes([
            .init(time: 0.5, value: 2), .init(time: 1, value: 1, segment: .curve(.easeOut)),
        ]), curve: .bezier(.linear, duration: 0))])
        #expect(chain.state(base: 1, at: 1.25).value == 1.5)
        #expect(chain.state(base: 1, at: 1.5).value == 2)
        #expect(abs(chain.state(base: 1, at: 1.75).value - (2 - TimingCurve.easeOut.progress(at: 0.5))) < 1e-15)
        #expect(chain.state(base: 1, at: 3).value == 1)
        #expect(chain.end(base: 1) == 2)
    }

    /// A move of no distance at no speed does not move and ends where it starts.
    @Test func stillSpringEndsAtOnce() throws {
        let chain = ChainedMotion(steps: [.init(start: 2, target: .to(5), curve: .spring(try SpringAnimation()))])
        #expect(chain.state(base: 5, at: 2.5).value == 5)
        #expect(chain.end(base: 5) == 2)
    }

    /// Steps added out of order are kept in order of their start.
    @Test func stepsKeepTheirOrder() {
        var chain = ChainedMotion()
        chain.append(.init(start: 2, target: .to(2), curve: .bezier(.linear, duration: 1)))
        chain.append(.init(start: 1, target: .to(1), curve: .bezier(.linear, duration: 1)))
        #expect(chain.steps.map(\.start) == [1, 2])
        #expect(chain.state(base: 0, at: 1.5).value == 0.5)
    }
}
