/// iOS's Dynamic Type sizes (`UIContentSizeCategory`, SwiftUI's `DynamicTypeSize`), as a script names them in
/// `contentSize:`: seven standard sizes, then five larger accessibility sizes. Every text ``TextStyle`` takes its
/// size and line height for the category from ``TextStyle/metrics(at:)``.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1 = "AX1", accessibility2 = "AX2", accessibility3 = "AX3", accessibility4 = "AX4", accessibility5 = "AX5"

    /// iOS's default, at which the styles have their best-known sizes (body 17 points).
    public static let `default` = ContentSizeCategory.large

    /// Whether it is one of the five accessibility sizes, which the Larger Accessibility Sizes setting unlocks.
    public var isAccessibility: Bool { self >= .accessibility1 }

    /// Its place from smallest to largest (`xSmall` 0 ... `AX5` 11).
    var index: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.index < rhs.index }
}
