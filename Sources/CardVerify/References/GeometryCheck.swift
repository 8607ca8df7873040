import CardRender
import CardPlatform
import CardScene

/// A ``GeometryGolden`` shared by the workers of one `verify` run. Explanations read the golden as it was when the
/// run began, without a lock (each frame is either checked or recorded, never both); recorded frames go into a
/// copy under a lock, and `save(frameCount:)` writes that copy when anything was recorded.
public final class GeometryCheck: Sendable {
    /// The golden as the run found it.
    public let recorded: GeometryGolden
    /// The copy that takes recorded frames, and whether any was recorded.
    private struct Update {
        var golden: GeometryGolden
        var recordedAny = false
    }

    private let updated: Locked<Update>

    /// The golden of the references at `reference`; one that cannot be read fails with a `RenderFailure`
    /// naming it.
    public init(reference: String) throws {
        do {
            recorded = try GeometryGolden(path: GeometryGolden.path(forReference: reference))
        } catch {
            throw RenderFailure(error.description)
        }
        updated = Locked(Update(golden: recorded))
    }

    /// Records `scene`, drawn at frame `frame` (`time` seconds), in the copy.
    public func record(frame: Int, time: Double, scene: Scene) {
        updated.withLock { updated in
            updated.golden.record(frame: frame, time: time, scene: scene)
            updated.recordedAny = true
        }
    }

    /// Stages the golden in `batch` if a frame was recorded; `frameCount` drops the frames past a re-recorded
    /// script's end.
    public func save(frameCount: Int?, into batch: OutputBatch) throws {
        try updated.withLock { (updated: inout Update) throws(RenderFailure) in
            guard updated.recordedAny else { return }
            if let frameCount { updated.golden.truncate(to: frameCount) }
            do {
                try updated.golden.write(batch: batch)
            } catch {
                throw RenderFailure(String(describing: error))
            }
        }
    }
}
