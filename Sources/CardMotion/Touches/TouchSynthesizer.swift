import CardGeometry

/// Turns a timeline gesture into the touch samples a finger would produce.
///
/// A drag touches down at `from` at its start time, stays still for `press`, then moves with one sample every
/// `1 / touchRate` seconds; the last move lands exactly on the end point at `start + press + duration`; the lift
/// is a separate event at the end point `hold` seconds later.
public enum TouchSynthesizer {
    public static func touches(for gesture: Gesture, startingAt start: Double, touchRate: Double) -> [TouchEvent] {
        switch gesture {
        case .drag(let drag):
            return dragTouches(drag, start: start, touchRate: touchRate)
        case .path(let samples, let hold):
            guard let first = samples.first, let last = samples.last else { return [] }
            var events = [TouchEvent(time: start + first.time, phase: .began, location: first.location)]
            for sample in samples.dropFirst() {
                events.append(TouchEvent(time: start + sample.time, phase: .moved, location: sample.location))
            }
            events.append(TouchEvent(time: start + last.time + hold, phase: .ended, location: last.location))
            return events
        case .tap(let point, let hold):
            return [TouchEvent(time: start, phase: .began, location: point),
                    TouchEvent(time: start + hold, phase: .ended, location: point)]
        }
    }

    private static func dragTouches(_ drag: Gesture.Drag, start: Double, touchRate: Double) -> [TouchEvent] {
        var events = [TouchEvent(time: start, phase: .began, location: drag.from)]
        let moveStart = start + drag.press
        let interval = 1 / touchRate
        let delta = drag.to - drag.from
        // Samples at whole touch intervals strictly before the end, then one exactly at the end.
        var step = 1
        while Double(step) * interval < drag.duration - Simulation.timeTolerance {
            let elapsed = Double(step) * interval
            let progress = drag.curve.timingCurve.progress(at: elapsed / drag.duration)
            events.append(TouchEvent(time: moveStart + elapsed, phase: .moved, location: drag.from + delta * progress))
            step += 1
        }
        let end = moveStart + drag.duration
        events.append(TouchEvent(time: end, phase: .moved, location: drag.to))
        events.append(TouchEvent(time: end + drag.hold, phase: .ended, location: drag.to))
        return events
    }
}
