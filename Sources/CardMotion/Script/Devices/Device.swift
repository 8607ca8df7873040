import CardGeometry

/// A device whose screen a script may simulate (`device: iPhone15`): its screen in points and pixels per point, its
/// safe area in portrait, the height of its status bar, the radius of its display's corners and whether it shows a
/// home indicator. The table is ``Device/all``; docs/devices.md gives each number's source.
public struct Device: Hashable, Sendable {
    /// The name scripts write, case and spaces aside (`iPhone15ProMax`, `iphone 15 pro max`).
    public let name: String
    /// The screen's size in portrait, in points.
    public let size: Size
    /// Pixels per point.
    public let scale: Double
    /// The safe area's insets in portrait, in points.
    public let safeArea: SafeAreaInsets
    /// The status bar's height in portrait, in points.
    public let statusBarHeight: Double
    /// The radius of the display's rounded corners, in points (0: square corners).
    public let displayCornerRadius: Double
    /// Whether the screen shows a home indicator (devices without a Home button).
    public let hasHomeIndicator: Bool
}
