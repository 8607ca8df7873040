import CardRender
import CardMotion
import CardScene

extension ScriptVerification {
    /// Sets ``fps`` from `plan`, and explains the failing frames in time against `golden`, when frames failed and
    /// the golden recorded geometry: sets ``motion`` and ``tracks``, the new tracks from one more pass of `plan`'s
    /// simulation (``MotionTracks/init(playing:seeing:)``), so nothing is kept per frame while the frames are drawn.
    mutating func explainMotion(of plan: PlaybackPlan, against golden: GeometryGolden) {
        fps = plan.timing.fps
        guard !failures.isEmpty, golden.lastRecorded != nil else { return }
        let actual = MotionTracks(playing: plan)
        var recorded = MotionTracks(frameCount: actual.frameCount)
        for frame in 0..<actual.frameCount {
            if let geometry = golden.geometry(ofFrame: frame) { recorded.add(frame: frame, geometry: geometry) }
        }
        motion = MotionAnalysis.changes(recorded: recorded, actual: actual, fps: plan.timing.fps)
        tracks = (recorded, actual)
    }
}
