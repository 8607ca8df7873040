import CardScene

/// iOS's text styles (`UIFont.TextStyle`) at the default (Large) Dynamic Type size, as
/// `UIFont.preferredFont(forTextStyle:)` gives them: a size, a weight and a line height.
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The font size, in points.
    public var size: Double {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        }
    }

    /// The weight: semibold for the headline, regular for the others.
    public var weight: TextContent.Weight {
        self == .headline ? .semibold : .regular
    }

    /// The distance between the baselines of consecutive lines, in points.
    public var lineHeight: Double {
        switch self {
        case .largeTitle: 41
        case .title1: 34
        case .title2: 28
        case .title3: 25
        case .headline, .body: 22
        case .callout: 21
        case .subheadline: 20
        case .footnote: 18
        case .caption1: 16
        case .caption2: 13
        }
    }
}
