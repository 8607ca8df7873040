import CardGeometry

/// `UIPanGestureRecognizer` for one finger.
///
/// It begins once the finger has moved ``hysteresis`` points from where it touched down; the translation is
/// measured from the touch-down point (so it includes that distance). ``translation(in:)`` and
/// ``velocity(in:)`` are reported in the given view's own (rotated, scaled) coordinates, from model values.
/// Velocity follows UIKit: every touch event gives a sample (displacement over elapsed time) and the reported
/// velocity is `0.2 × latest + 0.8 × previous` (`0.2 × latest` after the first move).
public final class PanGestureRecognizer: GestureRecognizer {
    /// Default distance the finger must travel before the pan begins, in points. UIKit's value is private;
    /// 10 pt matches SwiftUI's `DragGesture` default (an estimate).
    public static let defaultHysteresis = 10.0
    /// Weight of the latest sample in the reported velocity (reverse-engineered from UIKit).
    public static let latestSampleWeight = 0.2
    /// Samples closer in time than this are ignored, in seconds.
    public static let minimumSampleInterval = 1.2e-7

    /// Distance before the pan begins, in points.
    public var hysteresis = PanGestureRecognizer.defaultHysteresis
    /// Whether ``setTranslation(_:in:)`` clears the velocity history. Apple's documentation says it resets the
    /// velocity but not how; the controls' flick rules need the touch history, so the default keeps it.
    public var setTranslationResetsVelocity = false

    private var startLocation: Point = .zero
    private var lastTime: Double = 0
    /// Accumulated translation since the start (or the last reset), as a window vector.
    private var windowTranslation: Point = .zero
    private var latestSample: Point?
    private var previousSample: Point?

    override func touchBegan(_ touch: TouchEvent) {
        startLocation = touch.location
        lastLocation = touch.location
        lastTime = touch.time
        windowTranslation = .zero
        latestSample = nil
        previousSample = nil
    }

    override func touchMoved(_ touch: TouchEvent) {
        addSample(touch)
        windowTranslation += touch.location - lastLocation
        lastLocation = touch.location
        switch state {
        case .possible:
            if (touch.location - startLocation).length >= hysteresis {
                windowTranslation = touch.location - startLocation
                if shouldBegin?(self) == false {
                    state = .failed
                } else {
                    transition(to: .began)
                }
            }
        case .began, .changed:
            transition(to: .changed)
        default:
            break
        }
    }

    override func touchEnded(_ touch: TouchEvent) {
        addSample(touch)
        windowTranslation += touch.location - lastLocation
        lastLocation = touch.location
        if state == .began || state == .changed { transition(to: .ended) } else { state = .failed }
    }

    private func addSample(_ touch: TouchEvent) {
        let elapsed = touch.time - lastTime
        lastTime = touch.time
        guard elapsed > Self.minimumSampleInterval else { return }
        previousSample = latestSample
        latestSample = (touch.location - lastLocation) / elapsed
    }

    /// The finger's translation since the gesture started (or since the last ``setTranslation(_:in:)``), in
    /// `view`'s coordinates, in points.
    public func translation(in view: View) -> Point {
        view.convertVectorFromWindow(windowTranslation)
    }

    /// Sets the translation, given in `view`'s coordinates.
    public func setTranslation(_ translation: Point, in view: View) {
        windowTranslation = view.convertVectorToWindow(translation)
        if setTranslationResetsVelocity {
            latestSample = nil
            previousSample = nil
        }
    }

    /// The finger's velocity in window coordinates, in points per second.
    public var windowVelocity: Point {
        guard let latest = latestSample else { return .zero }
        let weight = Self.latestSampleWeight
        guard let previous = previousSample else { return latest * weight }
        return latest * weight + previous * (1 - weight)
    }

    /// The finger's velocity in `view`'s coordinates, in points per second.
    public func velocity(in view: View) -> Point {
        view.convertVectorFromWindow(windowVelocity)
    }
}
