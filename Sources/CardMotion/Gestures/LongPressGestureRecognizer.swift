import CardGeometry

/// `UILongPressGestureRecognizer` for one finger: it begins once the finger has stayed within
/// ``allowableMovement`` points of where it touched down for ``minimumPressDuration`` seconds (a timer on the
/// virtual clock, so it begins even if no touch event arrives then), then reports every move as Changed and the
/// lift as Ended. Moving further before it begins makes it fail.
public final class LongPressGestureRecognizer: GestureRecognizer {
    /// UIKit's default press duration, in seconds.
    public static let defaultMinimumPressDuration = 0.5
    /// UIKit's default allowable movement, in points.
    public static let defaultAllowableMovement = 10.0

    /// How long the finger must stay down before the gesture begins, in seconds.
    public var minimumPressDuration = LongPressGestureRecognizer.defaultMinimumPressDuration
    /// How far the finger may wander before the gesture begins, in points.
    public var allowableMovement = LongPressGestureRecognizer.defaultAllowableMovement

    private var startLocation: Point = .zero
    /// Identifies the current touch, so a timer left from an earlier one does nothing.
    private var pressNumber = 0

    override func touchBegan(_ touch: TouchEvent) {
        startLocation = touch.location
        lastLocation = touch.location
        pressNumber += 1
        let press = pressNumber
        view?.simulation.schedule(at: touch.time + minimumPressDuration) { [weak self] in self?.pressElapsed(press) }
    }

    private func pressElapsed(_ press: Int) {
        guard press == pressNumber, isTracking, state == .possible, let simulation = view?.simulation else { return }
        if shouldBegin?(self) == false {
            state = .failed
            return
        }
        transition(to: .began)
        simulation.touches.settleExclusivity()
    }

    override func touchMoved(_ touch: TouchEvent) {
        lastLocation = touch.location
        switch state {
        case .possible:
            if (touch.location - startLocation).length > allowableMovement { state = .failed }
        case .began, .changed:
            transition(to: .changed)
        default:
            break
        }
    }

    override func touchEnded(_ touch: TouchEvent) {
        lastLocation = touch.location
        if state == .began || state == .changed { transition(to: .ended) } else { state = .failed }
    }
}
