import CardMotion
import CardScene

/// The body of `GET /api/state`: what the page needs to show one script at one revision (docs/studio.md).
public enum StudioState {
    /// The state JSON of `plan` (the script named `name` at `revision`) with its `motion`, and `error` (the problem
    /// of a later, broken version, shown above these frames) or none.
    static func json(name: String, revision: Int, plan: PlaybackPlan?, motion: StudioMotion?, error: ScriptProblem?) -> JSONValue {
        var state: [String: JSONValue] = [
            "script": .string(name),
            "revision": .number(Double(revision)),
            "error": error?.json ?? .number(.nan),
        ]
        guard let plan, let motion else {
            state["fps"] = .number(.nan)
            state["frames"] = 0
            state["duration"] = 0
            state["screen"] = .number(.nan)
            state["gestures"] = []
            state["samples"] = []
            state["tracks"] = [:]
            state["touchesInFrames"] = false
            return .object(state)
        }
        state["fps"] = .number(plan.timing.fps)
        state["frames"] = .number(Double(plan.timing.frameCount))
        state["duration"] = .number(plan.timing.duration)
        let screen = plan.script.screen
        state["screen"] = ["width": .number(screen.size.width), "height": .number(screen.size.height), "scale": .number(screen.scale)]
        state["gestures"] = .array(plan.script.timeline.map(gesture))
        (state["samples"], state["tracks"]) = motion.trackJSON()
        state["touchesInFrames"] = .bool(plan.showsTouches)
        return .object(state)
    }

    /// The body of `GET /frames/N.json`: frame `frame` of `motion` (of the script's version `revision`).
    static func frameJSON(_ frame: Int, revision: Int, motion: StudioMotion) -> JSONValue {
        let (nodes, touches) = motion.frameJSON(frame)
        return ["frame": .number(Double(frame)), "revision": .number(Double(revision)), "nodes": nodes, "touches": touches]
    }

    /// A timeline event as `{at, kind, duration}`: `at` in seconds, `kind` drag, path, tap, swipe or animate,
    /// `duration` the seconds the finger is down (0 for a swipe, the control's own removal), or for an animate the
    /// seconds until its animations end as written (0 when one repeats for ever).
    static func gesture(_ event: TimelineEvent) -> JSONValue {
        switch event.action {
        case .gesture(let gesture):
            let kind: String = switch gesture {
            case .drag: "drag"
            case .path: "path"
            case .tap: "tap"
            }
            return ["at": .number(event.time), "kind": .string(kind), "duration": .number(gesture.touchDuration)]
        case .swipe(let direction):
            return ["at": .number(event.time), "kind": "swipe", "direction": .string(direction.rawValue), "duration": 0]
        case .animate:
            let span = event.animationSpan
            return ["at": .number(event.time), "kind": "animate", "duration": .number(span.isFinite ? span : 0)]
        }
    }
}
