/// The direction a script's interface is laid out in, as UIKit's `UIUserInterfaceLayoutDirection`: right to left
/// mirrors what UIKit mirrors (horizontal stacks, leading and trailing, natural text alignment, directional symbols).
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
    /// `UIUserInterfaceLayoutDirection.leftToRight`, the default.
    case leftToRight
    /// `UIUserInterfaceLayoutDirection.rightToLeft` (Arabic, Hebrew).
    case rightToLeft
}
