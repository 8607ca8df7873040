import CardGeometry

extension TextContent {
    /// The alignment on screen: `natural` is `left` left to right and `right` right to left, as `NSTextAlignment.natural`
    /// follows the layout direction; every other alignment is itself.
    public var absoluteAlignment: Alignment {
        guard alignment == .natural else { return alignment }
        return layoutDirection == .rightToLeft ? .right : .left
    }
}
