import CardGeometry

/// QiCardView's parameters, under its own property names and with its own defaults (`configCardView`;
/// docs/controls/stack.md#parameters-and-defaults).
public struct StackConfiguration: Hashable, Sendable {
    /// The control's frame on screen, in points.
    public var frame: Rect
    /// How many cells exist and show at once (the original's default is 3). Values below 2 are treated as 2
    /// steps of zero: the original divides by `visibleCount − 1` and breaks at 1 (stack quirk Q6, fixed;
    /// docs/controls/stack.md#q6--one-visible-card-divides-by-zero).
    public var visibleCount: Int = StackKeys.visibleCount.integerDefault
    /// Horizontal inset per side per depth level, in points (the original calls it line spacing).
    public var lineSpacing: Double = StackKeys.lineSpacing.numberDefault
    /// Vertical step per depth level, in points.
    public var interitemSpacing: Double = StackKeys.interitemSpacing.numberDefault
    /// Largest tilt while dragging, in degrees.
    public var maxAngle: Double = StackKeys.maxAngle.numberDefault
    /// Horizontal drag needed to remove a card, in points; `nil` = a quarter of the screen width (the original's default).
    public var maxRemoveDistance: Double?
    /// Whether deeper cells are drawn with reduced alpha.
    public var isAlpha: Bool = StackKeys.isAlpha.booleanDefault
    /// The control's own background (the demo uses lightGray).
    public var backgroundColor: Color?
    /// The control's corner radius, in points (the demo uses 10).
    public var cornerRadius: Double = StackKeys.cornerRadius.numberDefault
    /// Each cell's corner radius, in points; cells clip to it (the demo's data source sets 10).
    public var cellCornerRadius: Double = StackKeys.cellCornerRadius.numberDefault
    /// Reload the data, animated, when the last card has gone, as the demo's `didRemoveLastCell` does.
    public var reloadsWhenEmpty: Bool = StackKeys.reloadsWhenEmpty.booleanDefault
    /// The spring back's duration, in seconds (`Qi_SpringDuration`, 0.5).
    public var springDuration: Double = StackKeys.springDuration.numberDefault
    /// The spring back's damping ratio (`Qi_SpringWithDamping`, 0.5): 1 settles without overshoot.
    public var springDamping: Double = StackKeys.springDamping.numberDefault
    /// The spring back's initial velocity, as a fraction of the distance per second (`Qi_SpringVelocity`, 0.8).
    public var springVelocity: Double = StackKeys.springVelocity.numberDefault
    /// The fly-off's duration (ease-in-out), after a drag and for a programmatic removal, in seconds
    /// (`Qi_DefaultDuration`, 0.25).
    public var flyOffDuration: Double = StackKeys.flyOffDuration.numberDefault

    /// The spring back's UIKit spring (`restoreCellLocation`).
    public var springBack: UIKitSpring {
        UIKitSpring(duration: springDuration, dampingRatio: springDamping, initialVelocity: springVelocity)
    }

    public init(frame: Rect) {
        self.frame = frame
    }
}
