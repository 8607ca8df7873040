/// How one animated property moves from its start to its end: a timing curve over a duration, or a spring that lasts
/// until it settles (docs/motion.md).
public enum MotionCurve: Hashable, Sendable {
    /// A `CAMediaTimingFunction` over `duration` seconds.
    case bezier(TimingCurve, duration: Double)
    /// A `CASpringAnimation` (or a SwiftUI spring mapped to one).
    case spring(SpringAnimation)
}

/// One property moving from `from` to `to` along a ``MotionCurve``, in the property's own units (points, degrees,
/// 0...1 for opacity). Pure values: it knows nothing of layers.
///
/// A curve plays `from + (to − from)·progress`; `initialVelocity` is ignored (a curve starts from where the
/// property is, at the curve's own speed). A spring is the oscillator on s = value − to from s0 = from − to with
/// velocity `initialVelocity + spring.initialVelocity·(to − from)`, and it lasts until its envelope is below 0.001 of
/// the move (``SpringAnimation/settlingEpsilon``), after which the value is exactly `to`.
public struct PropertyMotion: Hashable, Sendable {
    public let from: Double
    public let to: Double
    public let curve: MotionCurve
    /// Units per second the property already had at the start (what an interrupted motion hands on).
    public let initialVelocity: Double
    /// Seconds until the value is exactly `to`.
    public let duration: Double

    public init(from: Double, to: Double, curve: MotionCurve, initialVelocity: Double = 0) {
        self.from = from
        self.to = to
        self.curve = curve
        self.initialVelocity = initialVelocity
        switch curve {
        case .bezier(_, let duration):
            self.duration = max(0, duration)
        case .spring(let spring):
            let s0 = from - to, v0 = initialVelocity + spring.initialVelocity * (to - from)
            // The unit move's epsilon scaled to this move; a move of no distance settles relative to how far its
            // velocity alone would carry it (|v0|/ω0).
            let scale = max(abs(s0), abs(v0) / spring.oscillator.naturalFrequency)
            self.duration = scale > 0
                ? spring.oscillator.settlingDuration(initialDisplacement: s0, initialVelocity: v0,
                                                     epsilon: SpringAnimation.settlingEpsilon * scale)
                : 0
        }
    }

    /// The value `elapsed` seconds after the start: `from` before it, exactly `to` from ``duration`` on.
    public func value(at elapsed: Double) -> Double {
        if elapsed <= 0 { return from }
        if elapsed >= duration { return to }
        switch curve {
        case .bezier(let timing, let duration):
            return from + (to - from) * timing.progress(at: elapsed / duration)
        case .spring(let spring):
            return to + spring.oscillator.displacement(at: elapsed, initialDisplacement: from - to,
                                                       initialVelocity: startVelocity(of: spring))
        }
    }

    /// Units per second `elapsed` seconds after the start (0 outside the motion). A spring's velocity at 0 is its
    /// initial velocity, which is what keeps an interrupted property's velocity continuous.
    public func velocity(at elapsed: Double) -> Double {
        if elapsed < 0 || elapsed >= duration { return 0 }
        switch curve {
        case .bezier(let timing, let duration):
            return (to - from) * timing.velocity(elapsed: elapsed, duration: duration)
        case .spring(let spring):
            return spring.oscillator.velocity(at: elapsed, initialDisplacement: from - to,
                                              initialVelocity: startVelocity(of: spring))
        }
    }

    private func startVelocity(of spring: SpringAnimation) -> Double {
        initialVelocity + spring.initialVelocity * (to - from)
    }
}
