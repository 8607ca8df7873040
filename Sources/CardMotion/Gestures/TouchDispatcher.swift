/// Routes one finger's touches: the touch-down hit-tests the window; the recognizers of the hit view and its
/// ancestors (deepest first) follow the touch; the first to recognize wins and the others fail.
final class TouchDispatcher {
    private unowned let simulation: Simulation
    private var tracking: [GestureRecognizer] = []

    init(simulation: Simulation) {
        self.simulation = simulation
    }

    func deliver(_ touch: TouchEvent) {
        switch touch.phase {
        case .began:
            finish()
            var chain: [GestureRecognizer] = []
            var view = simulation.window.hitTest(windowPoint: touch.location)
            while let current = view {
                chain += current.gestureRecognizers.filter(\.isEnabled)
                view = current.superview
            }
            tracking = chain
            for recognizer in tracking {
                recognizer.reset()
                recognizer.isTracking = true
                recognizer.touchBegan(touch)
            }
            for recognizer in tracking { recognizer.touchDidBegin?(recognizer) }
            settleExclusivity()
        case .moved:
            for recognizer in tracking where recognizer.isTracking && recognizer.isActive {
                recognizer.touchMoved(touch)
                settleExclusivity()
            }
        case .ended:
            for recognizer in tracking where recognizer.isTracking && recognizer.isActive {
                recognizer.touchEnded(touch)
                settleExclusivity()
            }
            for recognizer in tracking where recognizer.isTracking { recognizer.touchDidEnd?(recognizer) }
            finish()
        }
    }

    /// Once one recognizer has claimed the touch, the others still possible fail.
    func settleExclusivity() {
        guard let winner = tracking.first(where: { $0.isTracking && $0.hasRecognized }) else { return }
        for recognizer in tracking where recognizer !== winner { recognizer.fail() }
    }

    private func finish() {
        for recognizer in tracking { recognizer.isTracking = false }
        tracking = []
    }
}
