import CardGeometry

/// `UITapGestureRecognizer` for one tap of one finger: recognized when the finger lifts without having moved
/// more than ``allowableMovement`` points.
public final class TapGestureRecognizer: GestureRecognizer {
    /// How far the finger may wander before the tap fails, in points. UIKit does not document it (an estimate).
    public static let defaultAllowableMovement = 10.0

    public var allowableMovement = TapGestureRecognizer.defaultAllowableMovement
    private var startLocation: Point = .zero

    override func touchBegan(_ touch: TouchEvent) {
        startLocation = touch.location
        lastLocation = touch.location
    }

    override func touchMoved(_ touch: TouchEvent) {
        lastLocation = touch.location
        if (touch.location - startLocation).length > allowableMovement { state = .failed }
    }

    override func touchEnded(_ touch: TouchEvent) {
        lastLocation = touch.location
        guard state == .possible else { return }
        if (touch.location - startLocation).length > allowableMovement {
            state = .failed
        } else {
            transition(to: .ended)
        }
    }
}
