import CardMotion
import CardPlatform
import CardRender
import Dispatch
import Foundation

/// Renders frames on several threads while the simulation runs on the calling thread.
///
/// The simulation produces scenes in order, a batch at a time; each worker owns its own ``SceneRenderer``
/// (Cairo surface, Pango font map), so the pixels do not depend on the number of workers. A frame whose scene
/// equals the previous frame's (cards at rest) is not drawn again: it shares the earlier ``RenderedFrame``, and
/// with it the PNG bytes encoded once.
final class FramePipeline {
    /// Frames simulated ahead per worker: bounds memory while keeping every worker busy.
    static let batchPerWorker = 4

    let jobs: Int
    private let renderers: RendererPool

    /// A pipeline of `jobs` workers, fewer when the largest frame of `plans` would not leave them memory enough
    /// (``WorkerBudget``; standard error says so).
    init(jobs: Int, for plans: [PlaybackPlan]) throws {
        let widest = plans.max { $0.script.screen.pixelWidth * $0.script.screen.pixelHeight
            < $1.script.screen.pixelWidth * $1.script.screen.pixelHeight }
        let budget = WorkerBudget.jobs(requested: max(1, jobs), width: widest?.script.screen.pixelWidth ?? 0,
                                       height: widest?.script.screen.pixelHeight ?? 0, available: SystemMemory.available)
        if let note = budget.note { StandardStreams.writeError("cardmotion: \(note)\n") }
        self.jobs = budget.jobs
        renderers = try RendererPool(count: self.jobs)
    }

    /// Reads every image of `plan`'s script into the workers' shared store (see ``RendererPool/preload(_:)``).
    func preload(_ plan: PlaybackPlan) throws {
        try renderers.preload(plan)
    }

    /// Renders `frames` of `playback` (times from `timing`) and hands each frame to `deliver`, which runs on the
    /// rendering threads, in any order. `prepare` runs once per drawn scene, on the thread that drew it, right
    /// after drawing (the place for work every repeat of the scene shares, such as encoding it).
    func run(playback: Playback, timing: FrameTiming, frames: Range<Int>,
             prepare: @escaping @Sendable (RenderedFrame) throws -> Void = { _ in },
             deliver: @escaping @Sendable (Int, RenderedFrame) throws -> Void) throws {
        let batchSize = jobs * Self.batchPerWorker
        var next = frames.lowerBound
        var previous: (scene: Scene, frame: RenderedFrame)?
        while next < frames.upperBound {
            let upper = min(next + batchSize, frames.upperBound)
            // Each frame either draws its scene or repeats an earlier frame's rendering.
            var batch: [(frame: Int, scene: Scene?, shared: RenderedFrame)] = []
            for frame in next..<upper {
                let scene = playback.scene(at: timing.time(ofFrame: frame))
                if let previous, previous.scene == scene {
                    batch.append((frame, nil, previous.frame))
                } else {
                    let rendered = RenderedFrame(scene: scene)
                    batch.append((frame, scene, rendered))
                    previous = (scene, rendered)
                }
            }
            try renderBatch(batch, prepare: prepare, deliver: deliver)
            next = upper
        }
    }

    private func renderBatch(_ batch: [(frame: Int, scene: Scene?, shared: RenderedFrame)],
                             prepare: @escaping @Sendable (RenderedFrame) throws -> Void,
                             deliver: @escaping @Sendable (Int, RenderedFrame) throws -> Void) throws {
        let failures = FailureBox()
        let renderers = self.renderers
        // First draw every new scene, then deliver every frame (a repeat may come before its original's worker
        // is done otherwise).
        let drawing = batch.filter { $0.scene != nil }
        perform(drawing.count, failures: failures) { position, worker in
            let entry = drawing[position]
            entry.shared.image = try renderers.render(entry.scene!, worker: worker)
            try prepare(entry.shared)
        } frame: { drawing[$0].frame }
        if let failure = failures.first { throw failure }
        perform(batch.count, failures: failures) { position, _ in
            try deliver(batch[position].frame, batch[position].shared)
        } frame: { batch[$0].frame }
        if let failure = failures.first { throw failure }
    }

    /// Runs `work` for positions `0..<count` on up to `jobs` workers (worker `w` takes positions w, w + jobs, ...).
    private func perform(_ count: Int, failures: FailureBox, _ work: @escaping @Sendable (Int, Int) throws -> Void,
                         frame: @escaping @Sendable (Int) -> Int) {
        let workers = min(jobs, count)
        guard workers > 0 else { return }
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var position = worker
            while position < count, !failures.hasFailure {
                do {
                    try work(position, worker)
                } catch {
                    failures.record(frame: frame(position), error: error)
                }
                position += workers
            }
        }
    }
}

/// One rendered scene, shared by every consecutive frame that shows it: its pixels, and its PNG bytes, encoded
/// at most once whichever thread asks first.
final class RenderedFrame: @unchecked Sendable {
    /// The scene drawn.
    let scene: Scene
    /// Set once by the worker that draws it, before any frame is delivered.
    fileprivate(set) var image: RGBAImage!
    /// The verdicts against references, for `verify`.
    let memo = ReferenceMemo()
    private let lock = NSLock()
    private var encoded: [UInt8]?

    init(scene: Scene) { self.scene = scene }

    /// The PNG encoding of ``image`` with the frame settings.
    func pngBytes() throws -> [UInt8] {
        try lock.withLock {
            if let encoded { return encoded }
            do {
                let bytes = try PNGCodec.encode(image, options: .frames)
                encoded = bytes
                return bytes
            } catch let error as PNGError {
                throw CommandFailure("cannot encode a frame: \(error.reason)")
            }
        }
    }
}

/// One renderer per worker; worker `i` only ever touches renderer `i`. The renderers share one image store, so
/// each image is decoded once per run, not once per worker.
final class RendererPool: @unchecked Sendable {
    private let renderers: [SceneRenderer]
    private let images = ImageStore()

    init(count: Int) throws {
        do {
            renderers = try (0..<count).map { [images] _ in try SceneRenderer(images: images) }
        } catch {
            throw CommandFailure("cannot start the renderer: \(error)")
        }
    }

    /// Reads every image `plan`'s script draws, at the largest size it draws it: a broken image fails here, naming
    /// the script's line, before any output is written.
    func preload(_ plan: PlaybackPlan) throws {
        do {
            try images.preload(plan.script.images, scale: plan.script.screen.scale)
        } catch {
            throw CommandFailure(error.description)
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
    /// Writes encoded PNG bytes atomically.
    static func write(_ bytes: [UInt8], to path: String) throws {
        try AtomicFile.write(bytes, to: path)
    }

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
