import CardGeometry

/// A `UIControl`'s touch-up-inside, as a discrete recognizer: recognized when the finger lifts within the view's
/// bounds grown by ``touchSlop`` on every side, however long it was down and however it moved, unless another
/// recognizer claimed the touch first (a long press that begins cancels the button's touch, as on iOS).
public final class ControlTapGestureRecognizer: GestureRecognizer {
    /// How far outside its bounds a control still counts a lift as inside, in points. UIKit does not document
    /// it; 70 pt is the margin measured on iOS devices (an estimate).
    public static let defaultTouchSlop = 70.0

    public var touchSlop = ControlTapGestureRecognizer.defaultTouchSlop

    override func touchBegan(_ touch: TouchEvent) {
        lastLocation = touch.location
    }

    override func touchMoved(_ touch: TouchEvent) {
        lastLocation = touch.location
    }

    override func touchEnded(_ touch: TouchEvent) {
        lastLocation = touch.location
        guard state == .possible, let view else { return }
        let slop = touchSlop
        let area = Rect(x: view.bounds.minX - slop, y: view.bounds.minY - slop,
                        width: view.bounds.width + 2 * slop, height: view.bounds.height + 2 * slop)
        if area.contains(view.convertFromWindow(touch.location)) {
            transition(to: .ended)
        } else {
            state = .failed
        }
    }
}
