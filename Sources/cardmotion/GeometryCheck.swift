import CardMotion
import CardRender
import Foundation

/// A ``GeometryGolden`` shared by the workers of one `verify` run: explanations read the recorded lines, recorded
/// frames add theirs, and ``save(frameCount:)`` writes the file when anything was recorded.
final class GeometryCheck: @unchecked Sendable {
    private let lock = NSLock()
    private var golden: GeometryGolden
    private var recordedAny = false

    /// The golden of the references at `reference`; one that cannot be read is bad input.
    init(reference: String) throws {
        do {
            golden = try GeometryGolden(path: GeometryGolden.path(forReference: reference))
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// The recorded geometry of `frame`, if any.
    func recorded(frame: Int) -> [NodeGeometry]? {
        lock.withLock { golden.geometry(ofFrame: frame) }
    }

    /// See ``GeometryGolden/note(frame:scene:failed:)``.
    func note(frame: Int, scene: Scene, failed: Bool) -> String? {
        lock.withLock { golden.note(frame: frame, scene: scene, failed: failed) }
    }

    func record(frame: Int, time: Double, scene: Scene) {
        lock.withLock {
            golden.record(frame: frame, time: time, scene: scene)
            recordedAny = true
        }
    }

    /// Writes the golden if a frame was recorded; `frameCount` drops the frames past a re-recorded script's end.
    func save(frameCount: Int?) throws {
        lock.lock()
        defer { lock.unlock() }
        guard recordedAny else { return }
        if let frameCount { golden.truncate(to: frameCount) }
        do {
            try golden.write()
        } catch {
            throw CommandFailure(error.description)
        }
    }
}
