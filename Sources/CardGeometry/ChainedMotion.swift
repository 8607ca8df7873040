/// Every animation of one number over time, in the order they start: each takes over from where the ones before left
/// the number, as UIKit's `beginFromCurrentState` and SwiftUI do (docs/motion.md#interruption). Pure values: the
/// number's resting value (`base`) is given when it is read, so the same chain serves every layer it applies to.
///
/// A step starts at ``Step/start`` (an `animate` event's `at` plus its `delay`); until then the steps before it
/// decide. At its start it reads the number's state there (its value and velocity) unless it gives its own `from`,
/// aims at its ``Step/Target`` (a value, a change from the model value, or keyframes), and plays its motion
/// ``Step/count`` times (there and back when it autoreverses). Once it ends, the number is its target: the model
/// value, which later steps change from.
public struct ChainedMotion: Hashable, Sendable {
    /// One animation of the number.
    public struct Step: Hashable, Sendable {
        /// Where a step goes.
        public enum Target: Hashable, Sendable {
            /// To this value.
            case to(Double)
            /// By this much from the model value at the step's start (the resting value, or the target of the step
            /// before), so repeated changes add up exactly.
            case by(Double)
            /// Through these keyframes (``KeyframeTrack``), their times in seconds from the step's start; the last
            /// keyframe's value is the target.
            case keyframes([KeyframeTrack.Keyframe])
        }

        /// Seconds from the start of the timeline.
        public var start: Double
        /// The value to start from, or `nil` for the number's presentation value (and velocity) at `start`.
        public var from: Double?
        public var target: Target
        /// How a `to`/`by` step moves (keyframes carry their own segments).
        public var curve: MotionCurve
        /// How many times the motion plays, and whether each repeat comes back.
        public var count: RepeatTiming.Count
        public var autoreverses: Bool

        public init(start: Double, from: Double? = nil, target: Target, curve: MotionCurve,
                    count: RepeatTiming.Count = .times(1), autoreverses: Bool = false) {
            self.start = start
            self.from = from
            self.target = target
            self.curve = curve
            self.count = count
            self.autoreverses = autoreverses
        }
    }

    /// The steps, in order of their start (a later step that starts at the same time takes over at once).
    public private(set) var steps: [Step] = []

    public init(steps: [Step] = []) {
        for step in steps { append(step) }
    }

    /// Adds `step`, keeping the steps in order of their start (steps that start together keep their order).
    public mutating func append(_ step: Step) {
        let index = steps.lastIndex { $0.start <= step.start }.map { $0 + 1 } ?? 0
        steps.insert(step, at: index)
    }

    /// The number's value and velocity (units per second) at `time` seconds, resting at `base` before any step.
    public func state(base: Double, at time: Double) -> PropertyMotion.State {
        var resolved = Resolver(base: base)
        for step in steps {
            guard step.start <= time else { break }
            resolved.take(step)
        }
        return resolved.state(at: time)
    }

    /// The time the last step ends (its last repeat done), resting at `base`: `start` for a step that does not move,
    /// `infinity` for one that repeats for ever, `nil` with no step.
    public func end(base: Double) -> Double? {
        guard !steps.isEmpty else { return nil }
        var resolved = Resolver(base: base)
        var end = -Double.infinity
        for step in steps {
            resolved.take(step)
            end = max(end, resolved.current?.end ?? step.start)
        }
        return end
    }

    /// The value the number rests at once every step has ended (the last step's target).
    public func modelValue(base: Double) -> Double {
        var resolved = Resolver(base: base)
        for step in steps { resolved.take(step) }
        return resolved.model
    }

    /// Walks the steps in order, each resolved against the state the ones before leave at its start.
    private struct Resolver {
        /// The value once every step taken has ended.
        var model: Double
        /// The step in force, resolved, or `nil` while the number rests.
        var current: Resolved?

        init(base: Double) { model = base }

        mutating func take(_ step: Step) {
            let state = self.state(at: step.start)
            let start = step.from.map { PropertyMotion.State(value: $0, velocity: 0) } ?? state
            let target: Double
            let pass: Pass
            switch step.target {
            case .to(let value):
                target = value
                pass = .motion(Self.motion(from: start, explicit: step.from != nil, to: value, along: step.curve))
            case .by(let change):
                target = model + change
                pass = .motion(Self.motion(from: start, explicit: step.from != nil, to: target, along: step.curve))
            case .keyframes(let keyframes):
                target = keyframes.last?.value ?? start.value
                // The keyframes were checked when the script was read; a track that cannot be made holds its start.
                if let track = try? KeyframeTrack(startValue: start.value, startVelocity: start.velocity, keyframes: keyframes) {
                    pass = .keyframes(track)
                } else {
                    pass = .motion(PropertyMotion(from: start.value, to: target, curve: .bezier(.linear, duration: 0)))
                }
            }
            model = target
            current = Resolved(start: step.start, pass: pass, target: target,
                               timing: try? RepeatTiming(passDuration: pass.duration, count: step.count,
                                                         autoreverses: step.autoreverses))
        }

        private static func motion(from state: PropertyMotion.State, explicit: Bool, to target: Double,
                                   along curve: MotionCurve) -> PropertyMotion {
            explicit ? PropertyMotion(from: state.value, to: target, curve: curve)
                : PropertyMotion.interrupting(state, to: target, along: curve)
        }

        func state(at time: Double) -> PropertyMotion.State {
            guard let current else { return PropertyMotion.State(value: model, velocity: 0) }
            return current.state(at: time)
        }
    }

    /// One pass of a step: a curve or spring move, or a keyframe track.
    private enum Pass {
        case motion(PropertyMotion)
        case keyframes(KeyframeTrack)

        var duration: Double {
            switch self {
            case .motion(let motion): motion.duration
            case .keyframes(let track): track.duration
            }
        }

        func state(at elapsed: Double) -> PropertyMotion.State {
            switch self {
            case .motion(let motion): motion.state(at: elapsed)
            case .keyframes(let track): PropertyMotion.State(value: track.value(at: elapsed), velocity: track.velocity(at: elapsed))
            }
        }
    }

    /// A step as it plays from its start.
    private struct Resolved {
        let start: Double
        let pass: Pass
        let target: Double
        /// `nil` for a pass of no duration: the number is at its target from the start.
        let timing: RepeatTiming?

        var end: Double { start + (timing?.totalDuration ?? 0) }

        func state(at time: Double) -> PropertyMotion.State {
            guard let timing else { return PropertyMotion.State(value: target, velocity: 0) }
            switch timing.phase(at: time - start) {
            case .before: return pass.state(at: 0)
            case .after: return PropertyMotion.State(value: target, velocity: 0)
            case .active(let elapsed):
                let state = pass.state(at: elapsed)
                return PropertyMotion.State(value: state.value, velocity: state.velocity * timing.direction(at: time - start))
            }
        }
    }
}
