import CardGeometry

/// The velocity a scroll view keeps when the finger lifts (reverse-engineered UIKit;
/// docs/physics.md#release-velocity).
///
/// The scroll view samples the pan's velocity on every drag frame. At the lift, a latest sample slower than
/// ``minimumSpeed`` carries nothing; otherwise the released velocity is `0.75 × previous + 0.25 × latest`
/// (the latest alone when there is no non-zero previous sample). Velocities are of the content offset, in
/// points per second.
public struct ReleaseVelocity: Hashable, Sendable {
    /// Slowest release that carries any velocity, in points per second (0.25 pt/ms).
    public static let minimumSpeed = 250.0
    /// Weight of the previous drag frame's sample.
    public static let previousWeight = 0.75

    /// The sample of the drag frame before the latest one.
    public private(set) var previous: Point = .zero
    /// The latest sample.
    public private(set) var latest: Point = .zero

    public init() {}

    /// Adds the velocity read on one drag frame.
    public mutating func add(_ sample: Point) {
        previous = latest
        latest = sample
    }

    /// The velocity carried past the lift.
    public var released: Point {
        guard latest.length >= Self.minimumSpeed else { return .zero }
        guard previous != .zero else { return latest }
        return previous * Self.previousWeight + latest * (1 - Self.previousWeight)
    }
}
