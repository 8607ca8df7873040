import CardGeometry

/// A piece of the system's own screen furniture a screen or overlay layer may stand for (`chrome: statusBar`):
/// drawn at the device's own place (``Device``), from plain layers built in code (``LayerTemplate/placingChrome(device:appearance:)``).
/// docs/devices.md#chrome-layers gives the geometry and where each number comes from.
enum ChromeKind: String, CaseIterable, Hashable, Sendable {
    /// The status bar: the time on the left, a battery on the right, across the top of the screen.
    case statusBar
    /// The home indicator: a capsule above the bottom edge, on devices without a Home button.
    case homeIndicator

    /// The status bar's height without a device (or on one whose table gives none), in points: the 20 points of
    /// every iPhone before the iPhone X.
    static let defaultStatusBarHeight = 20.0
    /// The time the status bar shows, as in Apple's own screenshots.
    static let time = "9:41"
    /// The time's font size, in points (system font, semibold).
    static let timeSize = 17.0
    /// The battery's outline, in points.
    static let batterySize = Size(width: 25, height: 12)
    /// The radius of the battery outline's corners, and the width of its border, in points.
    static let batteryCornerRadius = 3.5
    static let batteryBorderWidth = 1.0
    /// The gap between the battery's outline and its charge, in points.
    static let batteryInset = 2.0
    /// The home indicator's size, in points, its distance above the bottom edge and the radius of its ends.
    static let homeIndicatorSize = Size(width: 134, height: 5)
    static let homeIndicatorBottomGap = 8.0
    static let homeIndicatorCornerRadius = 2.5
    /// The keys a chrome layer takes besides `chrome`: everything else about it is the device's.
    static let allowedKeys: Set<String> = [LayerKeys.chrome.name, LayerKeys.id.name, LayerKeys.opacity.name]
}
