import CardGeometry

/// GCCardViewController's `CardScrollView` parameters and the demo's card styling
/// (docs/controls/switcher.md#geometry, docs/controls/switcher.md#demo-screen).
public struct SwitcherConfiguration: Hashable, Sendable {
    /// The control's frame on screen, in points (the demo: the whole screen).
    public var frame: Rect
    /// `canDeleteCard`: whether cards carry the swipe-up delete pan (the original's default: YES).
    public var canDeleteCard: Bool = SwitcherKeys.canDeleteCard.booleanDefault
    /// Each card's size, in points; `nil` = the demo's `0.72 W × W` for a screen `W` points wide.
    public var cardSize: Size?
    /// The cards' corner radius, in points (the demo: 4).
    public var cardCornerRadius: Double = SwitcherKeys.cardCornerRadius.numberDefault
    /// The control's own background (the demo leaves it clear over the root view's #FF5050).
    public var backgroundColor: Color?
    /// How long a paging release takes to settle on its page, in seconds (CardMotion's model of UIKit's
    /// private paging curve; see `PagingSettle` and docs/physics.md#paging).
    public var pagingSettleDuration: Double = SwitcherKeys.pagingSettleDuration.numberDefault
    /// How far up a released card must be to be deleted, in points; `nil` = half the control's height (the source).
    public var deleteDistance: Double?
    /// Upward release speed that deletes a card however short the drag, in points per second (the source: 500).
    public var deleteSpeed: Double = SwitcherKeys.deleteSpeed.numberDefault
    /// The fly-up of a deleted card and the return of a kept one (ease-in-out), in seconds (the source: 0.3).
    public var deleteDuration: Double = SwitcherKeys.deleteDuration.numberDefault

    public init(frame: Rect) {
        self.frame = frame
    }

    /// The demo's card size for a screen `screenWidth` points wide: `0.9 · kGCCardWidth` by `kGCCardWidth / 0.8`,
    /// with `kGCCardWidth = 0.8 · screenWidth`.
    public static func demoCardSize(screenWidth: Double) -> Size {
        let cardWidth = 0.8 * screenWidth
        return Size(width: 0.9 * cardWidth, height: cardWidth / 0.8)
    }
}
