import CardMotion
import CardPlatform
import CardRender
import Dispatch
import Foundation

/// Renders frames on several threads while the simulation runs ahead on a thread of its own.
///
/// The simulation produces scenes in frame order and hands them out as jobs (``FrameHandout``); each worker takes
/// the next job when it is free and owns its own ``SceneRenderer`` (Cairo surface, Pango font map), so the pixels
/// do not depend on which worker draws a frame, nor on how many there are. A frame whose scene equals the previous
/// frame's (cards at rest) is not drawn again: it shares the earlier ``RenderedFrame``, and with it the PNG bytes
/// encoded once.
final class FramePipeline {
    /// Jobs the simulation may run ahead of the oldest unfinished one, per worker: bounds memory while keeping
    /// every worker busy.
    static let jobsAheadPerWorker = 4
    /// The most frames of one resting scene a job delivers: a longer rest is split, so several workers write it.
    static let framesPerJob = 8

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

    /// Renders `frames` of `plan` and hands each frame to `deliver`, which runs on the rendering threads, in any
    /// order. `prepare` runs once per drawn scene, on the thread that drew it, right after drawing (the place for work
    /// every repeat of the scene shares, such as encoding it). A frame that cannot be drawn fails the run, naming the
    /// script (or the place in it) and the frame.
    func run(_ plan: PlaybackPlan, frames: Range<Int>,
             prepare: @escaping @Sendable (RenderedFrame) throws -> Void = { _ in },
             deliver: @escaping @Sendable (Int, RenderedFrame) throws -> Void) throws {
        let handout = FrameHandout(window: jobs * Self.jobsAheadPerWorker)
        let failures = FailureBox()
        let simulated = DispatchSemaphore(value: 0)
        let timing = plan.timing
        let source = plan.script.sourcePath
        let simulation = Simulation(playback: plan.makePlayback(), timing: timing)
        let thread = Thread {
            defer {
                handout.close()
                simulated.signal()
            }
            simulation.handOut(frames, to: handout)
        }
        thread.stackSize = 8 << 20
        thread.start()
        let renderers = self.renderers
        DispatchQueue.concurrentPerform(iterations: jobs) { worker in
            while let job = handout.next() {
                do {
                    if job.draws {
                        defer { job.rendered.markDrawn() }
                        let frame = job.frames.lowerBound
                        job.rendered.image = try renderers.render(job.rendered.scene, worker: worker, source: source,
                                                                  moment: "frame \(frame) at \(LimitCheck.plain(timing.time(ofFrame: frame))) s")
                        try prepare(job.rendered)
                    }
                    // A repeat waits for the job that draws its scene, which an earlier taker holds.
                    if job.rendered.waitUntilDrawn() {
                        for frame in job.frames { try deliver(frame, job.rendered) }
                    }
                } catch {
                    failures.record(frame: job.frames.lowerBound, error: error)
                    handout.cancel()
                }
                handout.finish(job.number)
            }
        }
        simulated.wait()
        if let failure = failures.first { throw failure }
    }
}

/// The simulation's side of the pipeline: it plays the script frame by frame on its own thread and hands out a job
/// per new scene (a run of resting frames joins the job of the scene they repeat, up to
/// ``FramePipeline/framesPerJob`` frames a job).
private final class Simulation: @unchecked Sendable {
    /// Touched only by the simulation's thread.
    private let playback: Playback
    private let timing: FrameTiming

    init(playback: Playback, timing: FrameTiming) {
        self.playback = playback
        self.timing = timing
    }

    func handOut(_ frames: Range<Int>, to handout: FrameHandout) {
        var number = 0
        var current: FrameHandout.Job?
        func push(_ job: FrameHandout.Job) -> Bool {
            number += 1
            return handout.push(job)
        }
        for frame in frames {
            let scene = playback.scene(at: timing.time(ofFrame: frame))
            if var job = current, job.rendered.scene == scene {
                if job.frames.count < FramePipeline.framesPerJob {
                    job.frames = job.frames.lowerBound..<frame + 1
                    current = job
                    continue
                }
                guard push(job) else { return }
                current = FrameHandout.Job(number: number, frames: frame..<frame + 1, rendered: job.rendered, draws: false)
            } else {
                if let job = current, !push(job) { return }
                current = FrameHandout.Job(number: number, frames: frame..<frame + 1, rendered: RenderedFrame(scene: scene), draws: true)
            }
        }
        if let job = current { _ = push(job) }
    }
}

/// One rendered scene, shared by every consecutive frame that shows it: its pixels, and its PNG bytes, encoded
/// at most once whichever thread asks first.
final class RenderedFrame: @unchecked Sendable {
    /// The scene drawn.
    let scene: Scene
    /// Set once by the worker that draws it, before ``markDrawn()``; `nil` when drawing failed.
    fileprivate(set) var image: RGBAImage!
    /// The verdicts against references, for `verify`.
    let memo = ReferenceMemo()
    /// The PNG bytes, once encoded.
    private let encoded = Locked<[UInt8]?>(nil)
    private let drawing = NSCondition()
    private var isDrawn = false

    init(scene: Scene) { self.scene = scene }

    /// Called by the worker that drew the scene (and prepared it), whether it succeeded or not.
    fileprivate func markDrawn() {
        drawing.lock()
        isDrawn = true
        drawing.broadcast()
        drawing.unlock()
    }

    /// Waits until the scene is drawn; false when drawing it failed.
    fileprivate func waitUntilDrawn() -> Bool {
        drawing.lock()
        while !isDrawn { drawing.wait() }
        drawing.unlock()
        return image != nil
    }

    /// The PNG encoding of ``image`` with the frame settings.
    func pngBytes() throws -> [UInt8] {
        try encoded.withLock { encoded in
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

    /// Draws `scene` with worker `worker`'s renderer. A failure names the script `source` (or the place in it that
    /// asks for what failed) and the `moment` drawn (`frame 5 at 0.5 s`).
    func render(_ scene: Scene, worker: Int = 0, source: String, moment: String) throws -> RGBAImage {
        do {
            return try renderers[worker].render(scene)
        } catch {
            throw CommandFailure("\(error.origin ?? source): \(error.message) (drawing \(moment))")
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
final class FailureBox: Sendable {
    private let failure = Locked<(frame: Int, error: Error)?>(nil)

    var hasFailure: Bool { failure.withLock { $0 != nil } }
    var first: Error? { failure.withLock { $0?.error } }

    func record(frame: Int, error: Error) {
        failure.withLock { failure in
            if failure == nil || frame < failure!.frame { failure = (frame, error) }
        }
    }
}
