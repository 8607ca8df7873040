import CardGeometry

/// A finger on the glass, drawn over the whole frame as screen recordings with "show touches" draw it: not part of
/// any node, so geometry (`states`, verify's geometry checks, ignore masks) never sees it.
public struct TouchIndicator: Hashable, Sendable {
    /// The touch's location, in screen points.
    public var center: Point
    /// 1 while the finger is down, then falling to 0 over ``fadeDuration`` after the lift.
    public var opacity: Double

    public init(center: Point, opacity: Double) {
        self.center = center
        self.opacity = opacity
    }

    /// The disc's diameter, in points: 44, the minimum touch target Apple's Human Interface Guidelines give, which is
    /// about a fingertip's contact.
    public static let diameter = 44.0
    /// Seconds from the lift to the indicator's disappearance.
    public static let fadeDuration = 0.2
}
