import CardPlatform
import CardScene

/// Gathers the geometry of every frame a verification draws, from the pipeline's threads, to compare the whole
/// motion with the recorded one once the frames are checked (``MotionAnalysis``).
final class MotionRecorder: Sendable {
    private let tracks: Locked<[Int: [NodeGeometry]]>
    private let frameCount: Int

    init(frameCount: Int) {
        self.frameCount = frameCount
        tracks = Locked([:])
    }

    /// Notes `scene`, drawn as frame `frame`.
    func note(frame: Int, scene: Scene) {
        let geometry = scene.nodes.flatMap(NodeGeometry.withLayers)
        tracks.withLock { $0[frame] = geometry }
    }

    /// Explains `result`'s failing frames in time against `golden`, when frames failed and the golden recorded
    /// geometry: sets its ``ScriptVerification/motion`` and ``ScriptVerification/tracks``.
    func explain(_ result: inout ScriptVerification, against golden: GeometryGolden, fps: Double) {
        guard !result.failures.isEmpty, golden.lastRecorded != nil else { return }
        var recorded = MotionTracks(frameCount: frameCount), actual = MotionTracks(frameCount: frameCount)
        for frame in 0..<frameCount {
            if let geometry = golden.geometry(ofFrame: frame) { recorded.add(frame: frame, geometry: geometry) }
        }
        for (frame, geometry) in tracks.withLock({ $0 }).sorted(by: { $0.key < $1.key }) {
            actual.add(frame: frame, geometry: geometry)
        }
        result.motion = MotionAnalysis.changes(recorded: recorded, actual: actual, fps: fps)
        result.tracks = (recorded, actual)
    }
}
