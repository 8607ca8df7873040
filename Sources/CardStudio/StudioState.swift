import CardMotion
import CardScene

/// The body of `GET /api/state`: what the page needs to show one script at one revision (docs/studio.md).
public enum StudioState {
    /// The state JSON of `plan` (the script named `name` at `revision`), with `error` (the problem of a later,
    /// broken version, shown above these frames) or none.
    static func json(name: String, revision: Int, plan: PlaybackPlan?, error: ScriptProblem?) -> JSONValue {
        var state: [String: JSONValue] = [
            "script": .string(name),
            "revision": .number(Double(revision)),
            "error": error?.json ?? .number(.nan),
        ]
        guard let plan else {
            state["fps"] = .number(.nan)
            state["frames"] = 0
            state["duration"] = 0
            state["screen"] = .number(.nan)
            state["gestures"] = []
            state["tracks"] = [:]
            state["touches"] = []
            state["touchesInFrames"] = false
            return .object(state)
        }
        state["fps"] = .number(plan.timing.fps)
        state["frames"] = .number(Double(plan.timing.frameCount))
        state["duration"] = .number(plan.timing.duration)
        let screen = plan.script.screen
        state["screen"] = ["width": .number(screen.size.width), "height": .number(screen.size.height), "scale": .number(screen.scale)]
        state["gestures"] = .array(plan.script.timeline.map(gesture))
        (state["tracks"], state["touches"]) = motion(of: plan)
        state["touchesInFrames"] = .bool(plan.showsTouches)
        return .object(state)
    }

    /// A timeline event as `{at, kind, duration}`: `at` in seconds, `kind` drag, path, tap or swipe, `duration` the
    /// seconds the finger is down (0 for a swipe, which is the control's own removal, without a finger).
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
        }
    }

    /// What moves, over every frame, from one pass of the simulation (the same scenes `cardmotion states` prints):
    /// - `tracks`: each node's and named layer's (`card-0/likeStamp`) `x`, `y` (its centre, the mean of its corners,
    ///   in points), `angle` (degrees, clockwise positive), `alpha` (0 to 1) and `scale` (along its own x axis), by
    ///   frame, `null` where it is not in the frame's scene: ``MotionTracks``, the tracks `verify` explains a
    ///   failure with and its report plots;
    /// - `touches`: the timeline's fingers, per frame a list of `[x, y, opacity]` (the touch's location in points, 1
    ///   while the finger is down, falling to 0 within 0.2 s of the lift), what `render --show-touches` draws. The
    ///   scenes are asked for them always; the nodes are the same either way.
    static func motion(of plan: PlaybackPlan) -> (tracks: JSONValue, touches: JSONValue) {
        var showing = plan
        showing.showsTouches = true
        var touches: [JSONValue] = []
        let tracks = MotionTracks(playing: showing) { _, scene in
            touches.append(.array(scene.touches.map { [.number($0.center.x), .number($0.center.y), .number($0.opacity)] }))
        }
        let absent = JSONValue.number(.nan)
        let json = tracks.ids.map { id in
            let samples = tracks.track(id)
            return (id, JSONValue.object(Dictionary(uniqueKeysWithValues: MotionTracks.properties.map { property in
                (property.key, JSONValue.array(samples.map { $0.map { .number(property.value($0)) } ?? absent }))
            })))
        }
        return (.object(Dictionary(uniqueKeysWithValues: json)), .array(touches))
    }
}
