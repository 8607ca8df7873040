import CardMotion
import CardScene

/// The simulation's side of the pipeline: it plays the script frame by frame on its own thread (or asks a source of
/// scenes kept from an earlier pass) and hands out a job per new scene (a run of resting frames joins the job of the
/// scene they repeat, up to ``FramePipeline/framesPerJob`` frames a job).
final class Simulation: @unchecked Sendable {
    /// The scene of a frame; called only by the simulation's thread, with frames in increasing order.
    private let scene: (Int) throws -> Scene

    init(playback: Playback, timing: FrameTiming) {
        scene = { playback.scene(at: timing.time(ofFrame: $0)) }
    }

    init(scenes: @escaping (Int) throws -> Scene) {
        scene = scenes
    }

    /// Hands out `frames`, in increasing order; a frame joins the job before it only when it follows it directly
    /// (chosen frames far apart that show one scene share its drawing, in jobs of their own).
    /// A source that fails stops the handout and throws its error.
    func handOut(_ frames: some Sequence<Int>, to handout: FrameHandout) throws {
        var number = 0
        var current: FrameHandout.Job?
        func push(_ job: FrameHandout.Job) -> Bool {
            number += 1
            return handout.push(job)
        }
        for frame in frames {
            let scene = try scene(frame)
            if var job = current, job.rendered.scene == scene {
                if job.frames.count < FramePipeline.framesPerJob && frame == job.frames.upperBound {
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
