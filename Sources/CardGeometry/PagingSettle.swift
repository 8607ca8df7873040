/// How a paging scroll view travels to its page after the finger lifts.
///
/// UIKit's paging curve is private and has not been decoded (docs/physics.md#paging); this is
/// CardMotion's documented model. The offset follows a cubic Hermite curve from the release offset to the page
/// over ``duration``: it leaves with the release velocity and arrives at rest, so a flick carries on at the
/// finger's speed and slows into the page while a slow release eases in and out. The starting speed is capped at
/// three times the average speed (`3 · distance / duration`), the largest that never passes the page, and a
/// velocity pointing away from the page (a flick against an end) is dropped. Screen recordings of the original
/// show a settle of roughly 0.3–0.4 s; the default is the middle of that range (docs/physics.md#paging).
public struct PagingSettle: Hashable, Sendable {
    /// The default settle time, in seconds (an estimate from the original's screen recordings).
    public static let defaultDuration = 0.35

    /// Time from release to rest on the page, in seconds.
    public var duration: Double

    public init(duration: Double = PagingSettle.defaultDuration) {
        self.duration = duration
    }

    /// The starting slope actually used, in points per unit of normalised time.
    private func startSlope(distance: Double, velocity: Double) -> Double {
        guard distance != 0, velocity * distance > 0 else { return 0 }
        let slope = velocity * duration
        return distance > 0 ? min(slope, 3 * distance) : max(slope, 3 * distance)
    }

    /// The offset `elapsed` seconds after release, from `start` towards `target` (points), leaving at `velocity`
    /// (points per second). Exactly `target` from ``duration`` on.
    public func offset(after elapsed: Double, from start: Double, to target: Double, velocity: Double) -> Double {
        guard duration > 0, elapsed < duration else { return target }
        if elapsed <= 0 { return start }
        let u = elapsed / duration
        let distance = target - start
        let slope = startSlope(distance: distance, velocity: velocity)
        let ease = u * u * (3 - 2 * u)          // h01
        let lead = u * (1 - u) * (1 - u)        // h10
        return start + distance * ease + slope * lead
    }

    /// The velocity `elapsed` seconds after release, in points per second (0 from ``duration`` on).
    public func velocity(after elapsed: Double, from start: Double, to target: Double, velocity: Double) -> Double {
        guard duration > 0, elapsed >= 0, elapsed < duration else { return 0 }
        let u = elapsed / duration
        let distance = target - start
        let slope = startSlope(distance: distance, velocity: velocity)
        return (distance * 6 * u * (1 - u) + slope * (1 - u) * (1 - 3 * u)) / duration
    }
}
