import CardGeometry

/// One `animate` of the timeline, as read: the layers it moves, where each property goes, and how (docs/motion.md).
/// ``LayerMotion`` turns the animations of a script into one `ChainedMotion` per layer and channel.
public struct LayerAnimation: Hashable, Sendable {
    /// A property's move.
    struct Change: Hashable, Sendable {
        /// Where the property goes: per channel, a value, a change, or keyframes (times in seconds from the start).
        enum Goal: Hashable, Sendable {
            case to([Double])
            case by([Double])
            case keyframes([[KeyframeTrack.Keyframe]])
        }

        var property: LayerProperty
        var goal: Goal
        /// The value to start from, per channel, or `nil` for the value on screen.
        var from: [Double]?
    }

    /// The layers, as written: ids, `NODE/ID` names or globs over them.
    var targets: [String]
    var changes: [Change]
    /// How `to` and `by` changes move.
    var curve: MotionCurve
    /// Seconds after the event's `at` the motion starts; the old value holds meanwhile.
    var delay: Double
    var count: RepeatTiming.Count
    var autoreverses: Bool
    /// Where the `animate` is written, for errors found when its targets are matched.
    var position: SourcePosition

    /// CABasicAnimation's duration when none is given (Core Animation's default of 0.25 s).
    static let defaultDuration = 0.25

    /// Seconds from the event's `at` to this animation's end as written: its delay, then its passes (a curve's
    /// duration, a keyframe track's last time, a spring's settling duration over a whole move), `infinity` when it
    /// repeats for ever. What a timeline shows; the frames use each layer's exact end (``LayerMotion``).
    var span: Double {
        let pass: Double = changes.map { change -> Double in
            if case .keyframes(let tracks) = change.goal { return tracks.compactMap { $0.last?.time }.max() ?? 0 }
            switch curve {
            case .bezier(_, let duration): return duration
            case .spring(let spring): return spring.settlingDuration
            }
        }.max() ?? 0
        let timing = try? RepeatTiming(delay: delay, passDuration: pass, count: count, autoreverses: autoreverses)
        return timing?.totalDuration ?? delay
    }

    /// The steps this animation adds to a layer's channels, starting at `time` (the event's `at`).
    func steps(at time: Double) -> [(channel: LayerChannel, step: ChainedMotion.Step)] {
        var steps: [(LayerChannel, ChainedMotion.Step)] = []
        for change in changes {
            for (index, channel) in change.property.channels.enumerated() {
                let target: ChainedMotion.Step.Target = switch change.goal {
                case .to(let values): .to(values[index])
                case .by(let values): .by(values[index])
                case .keyframes(let tracks): .keyframes(tracks[index])
                }
                steps.append((channel, ChainedMotion.Step(start: time + delay, from: change.from?[index], target: target,
                                                          curve: curve, count: count, autoreverses: autoreverses)))
            }
        }
        return steps
    }
}
