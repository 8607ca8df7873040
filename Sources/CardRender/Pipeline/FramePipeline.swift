import CardMotion
import CardPlatform
import CardScene
import Foundation

/// Renders frames on several threads while the simulation runs ahead on a thread of its own.
///
/// The simulation produces scenes in frame order and hands them out as jobs (`FrameHandout`); each worker takes
/// the next job when it is free and owns its own ``SceneRenderer`` (Cairo surface, Pango font map), so the pixels
/// do not depend on which worker draws a frame, nor on how many there are. A frame whose scene equals the previous
/// frame's (cards at rest) is not drawn again: it shares the earlier ``RenderedFrame``, and with it the PNG bytes
/// encoded once.
public final class FramePipeline {
    /// Jobs the simulation may run ahead of the oldest unfinished one, per worker: bounds memory while keeping
    /// every worker busy.
    public static let jobsAheadPerWorker = 4
    /// The most frames of one resting scene a job delivers: a longer rest is split, so several workers write it.
    public static let framesPerJob = 8

    /// The number of workers.
    public let jobs: Int
    /// Why ``jobs`` is lower than asked (the caller shows it), or `nil`.
    public let note: String?
    private let renderers: RendererPool

    /// A pipeline of `jobs` workers, fewer when the largest frame of `plans` would not leave them memory enough
    /// (``WorkerBudget``; ``note`` says so).
    public init(jobs: Int, for plans: [PlaybackPlan]) throws {
        let widest = plans.max { $0.script.screen.pixelWidth * $0.script.screen.pixelHeight
            < $1.script.screen.pixelWidth * $1.script.screen.pixelHeight }
        let budget = WorkerBudget.jobs(requested: max(1, jobs), width: widest?.script.screen.pixelWidth ?? 0,
                                       height: widest?.script.screen.pixelHeight ?? 0, available: SystemMemory.available)
        note = budget.note
        self.jobs = budget.jobs
        renderers = try RendererPool(count: self.jobs)
    }

    /// Reads every image of `plan`'s script into the workers' shared store (see ``RendererPool/preload(_:)``).
    public func preload(_ plan: PlaybackPlan) throws {
        try renderers.preload(plan)
    }

    /// Renders `frames` of `plan` (in increasing order: a range, or the frames chosen for some instants) and hands
    /// each frame to `deliver`, which runs on the rendering threads, in any order. `prepare` runs once per drawn scene, on the thread that drew it, right after drawing (the place for work
    /// every repeat of the scene shares, such as encoding it). A frame that cannot be drawn fails the run, naming the
    /// script (or the place in it) and the frame.
    public func run(_ plan: PlaybackPlan, frames: some Sequence<Int> & Sendable,
             prepare: @escaping @Sendable (RenderedFrame) throws -> Void = { _ in },
             deliver: @escaping @Sendable (Int, RenderedFrame) throws -> Void) throws {
        try run(plan, frames: frames, simulation: Simulation(playback: plan.makePlayback(), timing: plan.timing),
                prepare: prepare, deliver: deliver)
    }

    /// Renders `frames` of `plan` as ``run(_:frames:prepare:deliver:)`` does, but takes each frame's scene from
    /// `scenes` (called on one thread, with the frames in the order given) instead of playing the script: the place
    /// for scenes kept from an earlier pass. The pixels are the same as long as `scenes` gives the scenes a playback
    /// of `plan` gives; an error it throws fails the run.
    public func run(_ plan: PlaybackPlan, frames: some Sequence<Int> & Sendable,
                    scenes: @escaping @Sendable (Int) throws -> Scene,
                    prepare: @escaping @Sendable (RenderedFrame) throws -> Void = { _ in },
                    deliver: @escaping @Sendable (Int, RenderedFrame) throws -> Void) throws {
        try run(plan, frames: frames, simulation: Simulation(scenes: scenes), prepare: prepare, deliver: deliver)
    }

    private func run(_ plan: PlaybackPlan, frames: some Sequence<Int> & Sendable, simulation: Simulation,
                     prepare: @escaping @Sendable (RenderedFrame) throws -> Void,
                     deliver: @escaping @Sendable (Int, RenderedFrame) throws -> Void) throws {
        // The images as this plan alone draws them (another variant preloaded since may have chosen other sizes).
        try self.renderers.preload(plan)
        let handout = FrameHandout(window: jobs * Self.jobsAheadPerWorker)
        let failures = FailureBox()
        let timing = plan.timing
        let source = plan.script.sourcePath
        let simulating = WorkerThread {
            defer { handout.close() }
            do {
                try simulation.handOut(frames, to: handout)
            } catch {
                failures.record(frame: -1, error: error)
                handout.cancel()
            }
        }
        let renderers = self.renderers
        ParallelLoop.run(iterations: jobs) { worker in
            while let job = handout.next() {
                do {
                    if job.draws {
                        defer { job.rendered.markDrawn() }
                        let frame = job.frames.lowerBound
                        job.rendered.image = try renderers.render(job.rendered.scene, worker: worker, source: source,
                                                                  moment: "frame \(frame) at \(NumberText.plain(timing.time(ofFrame: frame))) s")
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
        simulating.join()
        if let failure = failures.first { throw failure }
    }
}
