import CardMotion

/// Plays a script and checks, at each requested time, the scene with ``SceneInvariants`` and the control with
/// the control's own invariants (``WidgetController/invariantProblem(log:)``, given every callback fired up to then). Shared by the fuzz target and the property tests.
public enum PlaybackInvariants {
    /// The first broken invariant met while `playback` plays through `times` (seconds, non-decreasing), with the
    /// time it was met, or `nil` when every checked instant is sound.
    public static func firstProblem(playing playback: Playback, at times: some Sequence<Double>) -> (time: Double, problem: String)? {
        var log: [SimulationEvent] = []
        for time in times {
            let scene = playback.scene(at: time)
            log += playback.takeEvents()
            if let problem = SceneInvariants.problem(in: scene) ?? playback.controller.invariantProblem(log: log) {
                return (time, problem)
            }
        }
        return nil
    }
}
