import CardMotion
import CardRender
import CardScene
import Foundation

extension StudioScript {
    /// Draws `frames` (increasing) of `version`'s plan from its kept scenes as they are compared with references
    /// (``Look/compared``: without the fingers, as `verify` draws them), handing each frame's number, picture and
    /// scene to `deliver` in any order; requests for frames take turns with it. One frame is drawn by the version's
    /// pipeline; several (the verdicts) by a pipeline of a worker per core made for them, as `verify` draws them.
    func draw(_ frames: [Int], of version: Version,
              deliver: @escaping @Sendable (Int, RGBAImage, Scene) throws -> Void) throws {
        guard let plan = version.plan(for: .compared), let pipeline = version.pipeline, let scenes = version.scenes else { throw RenderFailure("\(path): the script has no good version yet") }
        try drawing.withLock { _ throws in
            // Several frames get a worker per core (fewer when memory is short); `run` reads the plan's images.
            let pipeline = try frames.count > 1
                ? FramePipeline(jobs: ProcessInfo.processInfo.activeProcessorCount, for: [plan]) : pipeline
            try pipeline.run(plan, frames: frames, scenes: { scenes.scene($0, for: plan) }) { frame, rendered in
                try deliver(frame, rendered.image, rendered.scene)
            }
        }
    }
}
