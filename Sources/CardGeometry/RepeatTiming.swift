/// Core Animation's timing of one animation in time: `delay` (its `beginTime`), `repeatCount` and `autoreverses`
/// (docs/motion.md#repeat-and-autoreverse).
///
/// A pass is one run of the curve or spring, `passDuration` seconds. With `autoreverses` one repeat is a pass
/// forwards then the same pass backwards, so it lasts twice as long (CAMediaTiming: "the receiver plays backwards
/// after playing forwards"). `repeatCount` may be fractional (2.5 plays two and a half repeats) or `forever`
/// (Core Animation's `.infinity`). Before the start the old value holds; after the end the model value, the
/// animation's `to`, holds (the animation is removed), even when it ends on its way back.
public struct RepeatTiming: Hashable, Sendable {
    /// How many times it plays.
    public enum Count: Hashable, Sendable {
        case times(Double)
        case forever
    }

    /// Seconds from the animation's start (`at`) to its first frame; the old value holds meanwhile.
    public let delay: Double
    /// Seconds of one pass of the curve or spring.
    public let passDuration: Double
    public let count: Count
    public let autoreverses: Bool

    /// Where an animation is at a moment.
    public enum Phase: Hashable, Sendable {
        /// Still in its delay: the old value holds.
        case before
        /// Playing: `elapsed` seconds into its pass (0...passDuration), already reversed on a way back.
        case active(elapsed: Double)
        /// Finished: the model value holds.
        case after
    }

    /// `delay` ≥ 0, `passDuration` > 0 and a count > 0 (finite unless `forever`), else the reason.
    public init(delay: Double = 0, passDuration: Double, count: Count = .times(1), autoreverses: Bool = false)
        throws(MotionParameterError) {
        guard delay.isFinite else { throw .notFinite("delay") }
        guard delay >= 0 else { throw .negative("delay", delay) }
        guard passDuration.isFinite else { throw .notFinite("duration") }
        guard passDuration > 0 else { throw .notPositive("duration", passDuration) }
        if case .times(let times) = count {
            guard times.isFinite else { throw .notFinite("repeat") }
            guard times > 0 else { throw .notPositive("repeat", times) }
        }
        self.delay = delay
        self.passDuration = passDuration
        self.count = count
        self.autoreverses = autoreverses
    }

    /// Seconds of one repeat: a pass, or a pass there and back.
    public var repeatDuration: Double { autoreverses ? 2 * passDuration : passDuration }

    /// Seconds from the first frame to the end (`infinity` for `forever`).
    public var activeDuration: Double {
        switch count {
        case .times(let times): times * repeatDuration
        case .forever: .infinity
        }
    }

    /// Seconds from the start (`at`) to the end, delay included.
    public var totalDuration: Double { delay + activeDuration }

    /// The phase `time` seconds after the start (`at`).
    public func phase(at time: Double) -> Phase {
        let active = time - delay
        if active < 0 { return .before }
        if active >= activeDuration { return .after }
        let within = active.truncatingRemainder(dividingBy: repeatDuration)
        if within < passDuration { return .active(elapsed: within) }
        // On the way back: the pass played backwards.
        return .active(elapsed: repeatDuration - within)
    }

    /// +1 while the pass plays forwards at `time`, −1 on a way back, 0 outside the active time: the factor a pass's
    /// velocity takes.
    public func direction(at time: Double) -> Double {
        let active = time - delay
        guard active >= 0, active < activeDuration else { return 0 }
        return active.truncatingRemainder(dividingBy: repeatDuration) < passDuration ? 1 : -1
    }
}
