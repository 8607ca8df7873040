import CardScene

/// iOS's text styles (`UIFont.TextStyle`), as `UIFont.preferredFont(forTextStyle:)` gives them: a size, a weight
/// and a line height, the size and line height for each Dynamic Type size (``metrics(at:)``).
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The font size at the default Dynamic Type size (Large), in points; ``metrics(at:)`` gives every size.
    public var size: Double { metrics(at: .default).size }

    /// The weight: semibold for the headline, regular for the others.
    public var weight: TextContent.Weight {
        self == .headline ? .semibold : .regular
    }

    /// The distance between the baselines of consecutive lines at the default Dynamic Type size (Large), in points.
    public var lineHeight: Double { metrics(at: .default).lineHeight }
}
