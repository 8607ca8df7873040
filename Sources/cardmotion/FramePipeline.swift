import CardMotion
import CardRender
import Dispatch
import Foundation

/// Renders frames on several threads while the simulation runs on the calling thread.
///
/// The simulation produces scenes in order, a batch at a time; each worker owns its own ``SceneRenderer``
/// (Cairo surface, Pango font map), so the pixels do not depend on the number of workers.
final class FramePipeline {
    /// Frames simulated ahead per worker: bounds memory while keeping every worker busy.
    static let batchPerWorker = 4

    let jobs: Int
    private let renderers: RendererPool

    init(jobs: Int) throws {
        self.jobs = max(1, jobs)
        renderers = try RendererPool(count: self.jobs)
    }

    /// Renders `frames` of `playback` (times from `timing`) and hands each image to `deliver`, which runs on the
    /// rendering threads, in any order.
    func run(playback: Playback, timing: FrameTiming, frames: Range<Int>,
             deliver: @escaping @Sendable (Int, RGBAImage) throws -> Void) throws {
        let batchSize = jobs * Self.batchPerWorker
        var next = frames.lowerBound
        while next < frames.upperBound {
            let upper = min(next + batchSize, frames.upperBound)
            var scenes: [(Int, Scene)] = []
            for frame in next..<upper {
                scenes.append((frame, playback.scene(at: timing.time(ofFrame: frame))))
            }
            try renderBatch(scenes, deliver: deliver)
            next = upper
        }
    }

    private func renderBatch(_ scenes: [(Int, Scene)], deliver: @escaping @Sendable (Int, RGBAImage) throws -> Void) throws {
        let failures = FailureBox()
        let work = scenes
        let renderers = self.renderers
        let workers = min(jobs, work.count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var position = worker
            while position < work.count, !failures.hasFailure {
                let (frame, scene) = work[position]
                do {
                    try deliver(frame, try renderers.render(scene, worker: worker))
                } catch {
                    failures.record(frame: frame, error: error)
                }
                position += workers
            }
        }
        if let failure = failures.first { throw failure }
    }
}

/// One renderer per worker; worker `i` only ever touches renderer `i`.
final class RendererPool: @unchecked Sendable {
    private let renderers: [SceneRenderer]

    init(count: Int) throws {
        do {
            renderers = try (0..<count).map { _ in try SceneRenderer() }
        } catch {
            throw CommandFailure("cannot start the renderer: \(error)")
        }
    }

    func render(_ scene: Scene, worker: Int = 0) throws -> RGBAImage {
        do {
            return try renderers[worker].render(scene)
        } catch {
            throw CommandFailure("\(error)")
        }
    }
}

/// PNG encoding for the commands, failing with a message that names the file.
enum PNGOutput {
    static func write(_ image: RGBAImage, to path: String, options: PNGEncodingOptions = .frames) throws {
        do {
            try PNGFile.write(image, to: path, options: options)
        } catch {
            throw CommandFailure(error.path == nil ? "\(path): \(error.reason)" : error.description)
        }
    }
}

/// The first error any worker met (lowest frame first, so the message does not depend on timing).
final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var failure: (frame: Int, error: Error)?

    var hasFailure: Bool { lock.withLock { failure != nil } }
    var first: Error? { lock.withLock { failure?.error } }

    func record(frame: Int, error: Error) {
        lock.withLock {
            if failure == nil || frame < failure!.frame { failure = (frame, error) }
        }
    }
}
