import CardMotion
import CardPlatform
import CardRender
import Foundation

/// A ``GeometryGolden`` shared by the workers of one `verify` run. Explanations read the golden as it was when the
/// run began, without a lock (each frame is either checked or recorded, never both); recorded frames go into a
/// copy under a lock, and ``save(frameCount:)`` writes that copy when anything was recorded.
final class GeometryCheck: @unchecked Sendable {
    /// The golden as the run found it.
    let recorded: GeometryGolden
    private let lock = NSLock()
    private var updated: GeometryGolden
    private var recordedAny = false

    /// The golden of the references at `reference`; one that cannot be read is bad input.
    init(reference: String) throws {
        do {
            recorded = try GeometryGolden(path: GeometryGolden.path(forReference: reference))
        } catch {
            throw CommandFailure(error.description)
        }
        updated = recorded
    }

    func record(frame: Int, time: Double, scene: Scene) {
        lock.withLock {
            updated.record(frame: frame, time: time, scene: scene)
            recordedAny = true
        }
    }

    /// Stages the golden in `batch` if a frame was recorded; `frameCount` drops the frames past a re-recorded
    /// script's end.
    func save(frameCount: Int?, into batch: OutputBatch) throws {
        lock.lock()
        defer { lock.unlock() }
        guard recordedAny else { return }
        if let frameCount { updated.truncate(to: frameCount) }
        do {
            try updated.write(batch: batch)
        } catch {
            throw CommandFailure(error.description)
        }
    }
}
