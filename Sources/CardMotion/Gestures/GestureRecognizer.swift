import CardGeometry

/// The base of the recognizers: a state machine fed with the touches of one finger, calling its action on
/// each state change the way UIKit's target-action does.
open class GestureRecognizer {
    /// `UIGestureRecognizer.State`: where the recognizer is in recognizing its gesture.
    public enum State: String, Hashable, Sendable {
        case possible, began, changed, ended, cancelled, failed
    }

    public internal(set) var state: State = .possible
    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    public var isEnabled = true
    /// Called on every reported state change (began, changed, ended, cancelled).
    public var action: ((GestureRecognizer) -> Void)?
    /// Asked when the gesture would begin (`gestureRecognizerShouldBegin(_:)`); `false` makes it fail instead.
    public var shouldBegin: ((GestureRecognizer) -> Bool)?
    /// Called when a finger touches down on the view (or a subview), before any recognizer decides: UIKit's
    /// `touchesBegan` as a recognizer sees it. A scroll view stops its deceleration here.
    public var touchDidBegin: ((GestureRecognizer) -> Void)?
    /// Called when that finger lifts, whether or not this recognizer recognized anything.
    public var touchDidEnd: ((GestureRecognizer) -> Void)?
    /// Whether the recognizer currently follows a touch.
    var isTracking = false

    public init(action: ((GestureRecognizer) -> Void)? = nil) {
        self.action = action
    }

    /// Whether this recognizer has claimed the touch (began, or recognized a discrete gesture).
    var hasRecognized: Bool { state == .began || state == .changed || state == .ended }

    /// Whether it can still act on the touch.
    var isActive: Bool { state == .possible || state == .began || state == .changed }

    func touchBegan(_ touch: TouchEvent) {}
    func touchMoved(_ touch: TouchEvent) {}
    func touchEnded(_ touch: TouchEvent) {}

    /// Another recognizer claimed the touch.
    func fail() {
        if state == .possible { state = .failed }
    }

    /// The touch went away (its view left the window).
    func cancelIfTracking() {
        guard isTracking else { return }
        if state == .began || state == .changed { transition(to: .cancelled) } else { state = .failed }
        isTracking = false
    }

    func transition(to newState: State) {
        state = newState
        action?(self)
    }

    /// Back to `possible` after the touch ends.
    func reset() {
        state = .possible
        isTracking = false
    }

    /// The touch location in `view`'s coordinates.
    public func location(in view: View) -> Point {
        view.convertFromWindow(lastLocation)
    }

    var lastLocation: Point = .zero
}
