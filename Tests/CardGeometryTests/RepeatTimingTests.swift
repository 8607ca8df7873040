import PropertyBased
import Testing
@testable import CardGeometry

/// Core Animation's delay, repeatCount and autoreverses (docs/motion.md#repeat-and-autoreverse).
@Suite struct RepeatTimingTests {
    /// 1 s passes after a 0.5 s delay, repeated twice there and back: active 4 s, ending at 4.5 s.
    @Test func autoreversedRepeats() throws {
        let timing = try RepeatTiming(delay: 0.5, passDuration: 1, count: .times(2), autoreverses: true)
        #expect(timing.repeatDuration == 2)
        #expect(timing.activeDuration == 4)
        #expect(timing.totalDuration == 4.5)
        #expect(timing.phase(at: 0.49) == .before)
        #expect(timing.phase(at: 0.75) == .active(elapsed: 0.25))
        #expect(timing.direction(at: 0.75) == 1)
        #expect(timing.phase(at: 1.75) == .active(elapsed: 0.75))
        #expect(timing.direction(at: 1.75) == -1)
        #expect(timing.phase(at: 2.5) == .active(elapsed: 0))
        #expect(timing.phase(at: 3.0) == .active(elapsed: 0.5))
        #expect(timing.phase(at: 4.5) == .after)
        #expect(timing.direction(at: 4.5) == 0)
    }

    /// repeatCount 2.5 without autoreverse: the third pass stops halfway, then the model value holds.
    @Test func fractionalCount() throws {
        let timing = try RepeatTiming(passDuration: 0.4, count: .times(2.5))
        #expect(timing.activeDuration == 1.0)
        #expect(timing.phase(at: 0.9) == .active(elapsed: 0.9 - 0.8))
        #expect(timing.phase(at: 1.0) == .after)
        #expect(timing.phase(at: -0.1) == .before)
    }

    @Test func forever() throws {
        let timing = try RepeatTiming(delay: 1, passDuration: 0.5, count: .forever, autoreverses: true)
        #expect(timing.totalDuration == .infinity)
        #expect(timing.phase(at: 1_000_000.25) == .active(elapsed: 0.25))
        #expect(timing.phase(at: 1_000_000.75) == .active(elapsed: 0.25))
    }

    @Test func badTimingIsRefused() {
        #expect(throws: MotionParameterError.notPositive("duration", 0)) { try RepeatTiming(passDuration: 0) }
        #expect(throws: MotionParameterError.notPositive("repeat", 0)) { try RepeatTiming(passDuration: 1, count: .times(0)) }
        #expect(throws: MotionParameterError.notFinite("repeat")) { try RepeatTiming(passDuration: 1, count: .times(.infinity)) }
        #expect(throws: MotionParameterError.notFinite("delay")) { try RepeatTiming(delay: .nan, passDuration: 1) }
    }
}

/// Laws of any repeat timing, on random values.
@Suite struct RepeatTimingPropertyTests {
    /// The pass time stays within the pass, and an autoreversed animation is continuous where it turns: just before
    /// and just after each turn it is at the same pass time.
    @Test func passTimeStaysInThePassAndTurnsContinuously() async {
        await propertyCheck(count: 300, input: Gen.double(in: 0...2), Gen.double(in: 0.05...3), Gen.double(in: 0.5...6),
                            Gen.double(in: 0...1)) { delay, pass, times, fraction in
            let timing = try RepeatTiming(delay: delay, passDuration: pass, count: .times(times), autoreverses: true)
            let time = delay + fraction * timing.activeDuration
            if case .active(let elapsed) = timing.phase(at: time) {
                #expect(elapsed >= 0 && elapsed <= pass)
            }
            let turn = delay + pass
            guard turn + 1e-7 < timing.totalDuration,
                  case .active(let before) = timing.phase(at: turn - 1e-7),
                  case .active(let after) = timing.phase(at: turn + 1e-7) else { return }
            #expect(abs(before - after) < 1e-6)
        }
    }
}
