import CardGeometry

/// How an animation's progress follows time: a timing curve over a duration, or a UIKit spring.
public enum AnimationTiming: Hashable, Sendable {
    /// A cubic timing curve over `duration` seconds.
    case curve(TimingCurve, duration: Double)
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`.
    case spring(UIKitSpring)

    /// UIKit's default: ease-in-ease-out over `duration` seconds.
    public static func easeInEaseOut(_ duration: Double) -> AnimationTiming { .curve(.easeInEaseOut, duration: duration) }
    /// Even pacing over `duration` seconds.
    public static func linear(_ duration: Double) -> AnimationTiming { .curve(.linear, duration: duration) }

    /// Length in seconds.
    public var duration: Double {
        switch self {
        case .curve(_, let duration): duration
        case .spring(let spring): spring.duration
        }
    }

    /// Progress for `elapsed` seconds since the start: exactly 0 before it, exactly 1 from the end on.
    /// A spring may pass 1 on the way.
    public func progress(elapsed: Double) -> Double {
        let duration = self.duration
        if elapsed <= 0 { return 0 }
        if elapsed >= duration { return 1 }
        switch self {
        case .curve(let curve, _): return curve.progress(at: elapsed / duration)
        case .spring(let spring): return spring.progress(at: elapsed)
        }
    }
}
