/// The insets of a screen's safe area, in points, in portrait: the strips along each edge that the status bar, the
/// sensor housing, the rounded corners and the home indicator may cover.
public struct SafeAreaInsets: Hashable, Sendable {
    /// From the screen's top edge, in points.
    public var top: Double
    /// From the left edge, in points.
    public var left: Double
    /// From the bottom edge, in points.
    public var bottom: Double
    /// From the right edge, in points.
    public var right: Double

    /// No inset on any side: the safe area is the whole screen.
    public static let zero = SafeAreaInsets(top: 0, left: 0, bottom: 0, right: 0)

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}
