import CardGeometry

/// CardView's (chenzhengxu/CardView) parameters. The original has no configurable properties besides its data
/// source; these are the data source's answers and the demo screen's choices (docs/controls/deck.md).
public struct DeckConfiguration: Hashable, Sendable {
    /// The control's frame on screen, in points (the demo: 240 × 400 centred).
    public var frame: Rect
    /// `cardView:sizeForItemViewAtIndex:`; `nil` = the control's size. Clamped as the original does (deck quirk C4,
    /// docs/controls/deck.md#c4--size-clamping-fixes-one-side-only).
    public var cardSize: Size?
    /// The control's background.
    public var backgroundColor: Color? = Color(white: 1)
    /// How many cards the data source has at first and adds per `cardViewNeedMoreData:` (the demo: 10).
    public var pageSize: Int = DeckKeys.pageSize.integerDefault
    /// Seconds between the need-more-data request and the data arriving (the demo waits 5 s).
    public var moreDataDelay: Double = DeckKeys.moreDataDelay.numberDefault
    /// Draw the demo's "left" and "right" buttons; a tap on one deletes the top card that way.
    public var showsButtons: Bool = DeckKeys.buttons.booleanDefault
    /// The position rule's margin, in points (CardItemView's 150): a released card springs back while its turned
    /// bounding box keeps `minX + fw > removalDistance` and `minX < fw − removalDistance` (quirk C5).
    public var removalDistance: Double = DeckKeys.removalDistance.numberDefault
    /// Horizontal release speed that removes the card whatever its position, in points per second (CardItemView's 800).
    public var removalSpeed: Double = DeckKeys.removalSpeed.numberDefault
    /// Which way a card dragged right turns (the source: counter-clockwise).
    public var tiltDirection: DeckTiltDirection = .counterClockwise
    /// The largest tilt `|a|`, in degrees; `nil` = no limit (the source).
    public var maxTilt: Double?
    /// The spring back's duration (ease-in-out), in seconds (the source: 0.5).
    public var springBackDuration: Double = DeckKeys.springBackDuration.numberDefault
    /// The removed card's flight (ease-in-out), in seconds (the source: 0.2); the cards behind keep their own 0.2 s.
    public var flyOffDuration: Double = DeckKeys.flyOffDuration.numberDefault

    public init(frame: Rect) {
        self.frame = frame
    }
}
