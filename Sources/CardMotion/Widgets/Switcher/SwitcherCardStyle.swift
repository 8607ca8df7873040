import CardGeometry

/// The direction `scrollViewDidScroll:` reports (`GCCardMoveDirection`).
public enum SwitcherDirection: String, Hashable, Sendable {
    /// Used at load and after a delete: every card to its resting style.
    case none
    /// The offset is past the current card's page: moving towards the next card.
    case left
    /// At or before the current card's page (including exactly on it): moving towards the previous card.
    case right
}

/// The demo's `updateCard:withProgress:direction:` delegate: the scale and opacity of a card for a scroll
/// progress (docs/controls/switcher.md#scroll-progress-and-styling). Cards other than the current one and the
/// neighbour in the direction of travel are left as they are (switcher quirk G-4,
/// docs/controls/switcher.md#g-4--far-neighbours-keep-stale-styles).
public enum SwitcherCardStyle {
    /// Scale lost by the current card over a whole page of progress.
    public static let scaleStep = 0.1
    /// Opacity lost by the current card over a whole page of progress.
    public static let opacityStep = 0.2

    /// The (scale, opacity) the demo gives the card with `tag`, or `nil` when it leaves the card untouched.
    public static func style(tag: Int, current: Int, progress p: Double,
                             direction: SwitcherDirection) -> (scale: Double, opacity: Double)? {
        switch direction {
        case .none:
            return tag == current ? (1, 1) : (1 - scaleStep * p, 1 - opacityStep * p)
        case .left, .right:
            if tag == current { return (1 - scaleStep * p, 1 - opacityStep * p) }
            let neighbour = direction == .left ? current + 1 : current - 1
            if tag == neighbour { return (1 - scaleStep + scaleStep * p, 1 - opacityStep + opacityStep * p) }
            return nil
        }
    }

    /// Applies the style to `card` (`layer.transform` = a scale about the centre, `layer.opacity`).
    static func update(_ card: View, current: Int, progress: Double, direction: SwitcherDirection) {
        guard let style = style(tag: card.tag, current: current, progress: progress, direction: direction) else { return }
        card.transform = AffineTransform2D(scaleX: style.scale, y: style.scale)
        card.alpha = style.opacity
    }
}
