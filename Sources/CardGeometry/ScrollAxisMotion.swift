import Foundation

/// The motion of one axis of a scroll view's content offset after the finger lifts: free deceleration that
/// bounces back from an edge it reaches, a return from past an edge, or a paging settle. A pure function of the
/// time since release, so every frame reads it exactly and it ends at an exact time on an exact value.
public struct ScrollAxisMotion: Hashable, Sendable {
    enum Segment: Hashable, Sendable {
        /// Free deceleration from `start` at `velocity` (points per second).
        case decay(start: Double, velocity: Double, decay: Decay)
        /// Returning to `edge` from `overshoot` points past it (signed), moving at `velocity`.
        case bounce(edge: Double, overshoot: Double, velocity: Double, law: EdgeBounce)
        /// Settling from `start` on the page at `target`.
        case paging(start: Double, target: Double, velocity: Double, settle: PagingSettle)
    }

    /// A segment and when it starts, in seconds after release.
    struct Timed: Hashable, Sendable {
        let start: Double
        let segment: Segment
    }

    /// The segments, each starting when the previous one ends (a decay that reaches an edge continues as a bounce).
    let segments: [Timed]
    /// Seconds from release to rest.
    public let duration: Double
    /// Where the axis comes to rest, in points.
    public let restingValue: Double

    private init(segments: [Timed], duration: Double, restingValue: Double) {
        self.segments = segments
        self.duration = duration
        self.restingValue = restingValue
    }

    /// An axis already at rest at `value`.
    public static func rest(at value: Double) -> ScrollAxisMotion {
        ScrollAxisMotion(segments: [], duration: 0, restingValue: value)
    }

    /// UIScrollView's deceleration without paging: the offset decays from `start` at `velocity` (points per
    /// second) by `decay` and stops where the speed falls to ``Decay/projectionStopSpeed`` (10 pt/s), as UIKit's
    /// own target does: 494.0 pt for 1000 pt/s at 0.998 (the discrete law; UIKit's continuous target formula gives
    /// 494.5). Reaching an edge of `range` (or starting past one), it bounces back by `bounce` until within
    /// `tolerance` points of the edge.
    public static func deceleration(from start: Double, velocity: Double, range: ClosedRange<Double>,
                                    decay: Decay = Decay(), bounce: EdgeBounce = EdgeBounce(),
                                    tolerance: Double) -> ScrollAxisMotion {
        if start < range.lowerBound || start > range.upperBound {
            let edge = start < range.lowerBound ? range.lowerBound : range.upperBound
            return returning(to: edge, from: start - edge, velocity: velocity, after: 0, law: bounce, tolerance: tolerance)
        }
        let speed = abs(velocity) / 1000               // points per millisecond
        let stopSpeed = Decay.projectionStopSpeed
        guard speed > stopSpeed else { return .rest(at: start) }
        let r = decay.rate
        let total = r * (speed - stopSpeed) / (1 - r)
        let room = velocity > 0 ? range.upperBound - start : start - range.lowerBound
        let direction: Double = velocity > 0 ? 1 : -1
        if total <= room {
            let milliseconds = log(stopSpeed / speed) / log(r)
            return ScrollAxisMotion(segments: [Timed(start: 0, segment: .decay(start: start, velocity: velocity, decay: decay))],
                                    duration: milliseconds / 1000, restingValue: start + direction * total)
        }
        // Reaches the edge: r^t = 1 − room·(1 − r)/(speed·r).
        let milliseconds = log(1 - room * (1 - r) / (speed * r)) / log(r)
        let crossing = milliseconds / 1000
        let edge = velocity > 0 ? range.upperBound : range.lowerBound
        var motion = returning(to: edge, from: 0, velocity: velocity * pow(r, milliseconds), after: crossing,
                               law: EdgeBounce(factor: bounce.factor, rate: r), tolerance: tolerance)
        motion = ScrollAxisMotion(segments: [Timed(start: 0, segment: .decay(start: start, velocity: velocity, decay: decay))] + motion.segments,
                                  duration: motion.duration, restingValue: motion.restingValue)
        return motion
    }

    /// A bounce back to `edge` from `overshoot` points past it (signed, same sign as the far side).
    private static func returning(to edge: Double, from overshoot: Double, velocity: Double, after begin: Double,
                                  law: EdgeBounce, tolerance: Double) -> ScrollAxisMotion {
        let peak = law.peakTime(from: overshoot, velocity: velocity)
        func distance(_ t: Double) -> Double { abs(law.overshoot(after: t, from: overshoot, velocity: velocity)) }
        // After the peak the overshoot only shrinks: find when it falls within tolerance.
        var low = peak, high = peak + 0.05
        while distance(high) >= tolerance && high < 3600 { low = high; high *= 2 }
        if distance(low) < tolerance { high = low } else {
            for _ in 0..<60 {
                let mid = (low + high) / 2
                if distance(mid) >= tolerance { low = mid } else { high = mid }
            }
        }
        return ScrollAxisMotion(segments: [Timed(start: begin, segment: .bounce(edge: edge, overshoot: overshoot, velocity: velocity, law: law))],
                                duration: begin + high, restingValue: edge)
    }

    /// A paging scroll view settling from `start` on the page at `target`, leaving at `velocity` (points per second).
    public static func paging(from start: Double, to target: Double, velocity: Double,
                              settle: PagingSettle = PagingSettle()) -> ScrollAxisMotion {
        guard start != target else { return .rest(at: target) }
        return ScrollAxisMotion(segments: [Timed(start: 0, segment: .paging(start: start, target: target, velocity: velocity, settle: settle))],
                                duration: settle.duration, restingValue: target)
    }

    /// The offset `elapsed` seconds after release, in points: the resting value from ``duration`` on.
    public func value(after elapsed: Double) -> Double {
        guard elapsed < duration, let current = segments.last(where: { $0.start <= elapsed }) ?? segments.first else {
            return restingValue
        }
        let t = max(0, elapsed - current.start)
        switch current.segment {
        case let .decay(start, velocity, decay):
            return start + decay.offset(after: t, initialVelocity: velocity)
        case let .bounce(edge, overshoot, velocity, law):
            return edge + law.overshoot(after: t, from: overshoot, velocity: velocity)
        case let .paging(start, target, velocity, settle):
            return settle.offset(after: t, from: start, to: target, velocity: velocity)
        }
    }

    /// Whether the motion has ended `elapsed` seconds after release.
    public func isFinished(after elapsed: Double) -> Bool { elapsed >= duration }
}
