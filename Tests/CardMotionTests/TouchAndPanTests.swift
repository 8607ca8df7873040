import CardGeometry
import CardMotionTestSupport
import Foundation
import Testing
@testable import CardMotion

/// Touch synthesis (docs/script-format.md#timeline) and the pan recognizer (docs/physics.md#pan-gesture).
@Suite struct TouchAndPanTests {
    @Test func dragSamplesAtTheTouchRateAndLandsExactlyOnTheEnd() {
        let drag = Gesture.Drag(from: Point(x: 0, y: 0), to: Point(x: 100, y: 50), duration: 0.1, press: 0.2, hold: 0.05)
        let touches = TouchSynthesizer.touches(for: .drag(drag), startingAt: 1, touchRate: 60)
        #expect(touches.first == TouchEvent(time: 1, phase: .began, location: .zero))
        let moves = touches.filter { $0.phase == .moved }
        // 0.1 s at 60 Hz: samples at 1/60 ... 5/60 and the end point at exactly 0.1 s.
        #expect(moves.count == 6)
        #expect(close(moves[0].time, 1.2 + 1.0 / 60, 1e-12))
        #expect(close(moves[0].location.x, 100.0 / 6, 1e-9))
        #expect(moves.last == TouchEvent(time: 1.3, phase: .moved, location: Point(x: 100, y: 50)))
        #expect(touches.last == TouchEvent(time: 1.35, phase: .ended, location: Point(x: 100, y: 50)))
    }

    @Test func tapIsDownAndUpAtOnePoint() {
        let touches = TouchSynthesizer.touches(for: .tap(at: Point(x: 3, y: 4), hold: 0.1), startingAt: 2, touchRate: 60)
        #expect(touches == [TouchEvent(time: 2, phase: .began, location: Point(x: 3, y: 4)),
                            TouchEvent(time: 2.1, phase: .ended, location: Point(x: 3, y: 4))])
    }

    /// A pan on a full-screen view, recording every callback.
    final class Probe {
        let simulation = Simulation(screen: Screen(size: Size(width: 400, height: 400)))
        let view: View
        let pan = PanGestureRecognizer()
        var states: [GestureRecognizer.State] = []
        var translations: [Point] = []

        init(transform: AffineTransform2D = .identity) {
            view = View(simulation: simulation, frame: Rect(x: 0, y: 0, width: 400, height: 400))
            simulation.window.addSubview(view)
            view.transform = transform
            pan.action = { [unowned self] recognizer in
                self.states.append(recognizer.state)
                self.translations.append(self.pan.translation(in: self.view))
            }
            view.addGestureRecognizer(pan)
        }

        func send(_ phase: TouchEvent.Phase, _ time: Double, _ x: Double, _ y: Double) {
            simulation.advance(to: time)
            simulation.deliver(TouchEvent(time: time, phase: phase, location: Point(x: x, y: y)))
        }
    }

    /// The pan begins once the finger is 10 pt from the touch-down point, and its translation includes them.
    @Test func panBeginsAfterTheHysteresisWithTheDistanceIncluded() {
        let probe = Probe()
        probe.send(.began, 0, 200, 200)
        probe.send(.moved, 0.1, 206, 200)
        #expect(probe.states.isEmpty)
        probe.send(.moved, 0.2, 210, 200)
        #expect(probe.states == [.began])
        #expect(probe.translations == [Point(x: 10, y: 0)])
        probe.send(.moved, 0.3, 215, 200)
        probe.send(.ended, 0.3, 215, 200)
        #expect(probe.states == [.began, .changed, .ended])
        #expect(probe.translations.last == Point(x: 15, y: 0))
    }

    /// Velocity = 0.2 × latest sample + 0.8 × previous sample; a zero-length interval adds no sample.
    @Test func velocityBlendsTheLastTwoSamples() {
        let probe = Probe()
        probe.send(.began, 0, 100, 100)
        probe.send(.moved, 0.1, 110, 100)   // 100 pt/s
        #expect(probe.pan.windowVelocity == Point(x: 20, y: 0))
        probe.send(.moved, 0.2, 140, 100)   // 300 pt/s
        #expect(close(probe.pan.windowVelocity.x, 0.2 * 300 + 0.8 * 100, 1e-9))
        probe.send(.ended, 0.2, 140, 100)
        #expect(close(probe.pan.windowVelocity.x, 140, 1e-9))
    }

    /// translation(in:) on a rotated view reports the window delta in the view's rotated frame.
    @Test func translationIsInTheViewsRotatedFrame() {
        let angle = Double.pi / 6
        let probe = Probe(transform: AffineTransform2D(rotationAngle: angle))
        probe.send(.began, 0, 200, 200)
        probe.send(.moved, 0.1, 220, 200)
        let reported = probe.translations[0]
        #expect(close(reported.x, 20 * cos(angle), 1e-9))
        #expect(close(reported.y, -20 * sin(angle), 1e-9))
    }

    @Test func liftBeforeTheHysteresisFailsSilently() {
        let probe = Probe()
        probe.send(.began, 0, 200, 200)
        probe.send(.moved, 0.1, 205, 200)
        probe.send(.ended, 0.2, 205, 200)
        #expect(probe.states.isEmpty)
    }
}
