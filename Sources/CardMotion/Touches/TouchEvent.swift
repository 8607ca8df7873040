import CardGeometry

/// One touch sample, as UIKit delivers it to the window.
public struct TouchEvent: Hashable, Sendable {
    /// `UITouch.Phase`, for one finger: it touched down, moved, or lifted.
    public enum Phase: String, Hashable, Sendable {
        case began, moved, ended
    }

    /// When, in seconds.
    public var time: Double
    public var phase: Phase
    /// Where, in window (screen) points.
    public var location: Point

    public init(time: Double, phase: Phase, location: Point) {
        self.time = time
        self.phase = phase
        self.location = location
    }
}
