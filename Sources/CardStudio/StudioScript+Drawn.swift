import CardRender
import CardScene

extension StudioScript {
    /// Draws `frames` (increasing) of `version`'s plan with its pipeline as they are compared with references
    /// (``Look/compared``: without the fingers, as `verify` draws them), handing each frame's number, picture and
    /// scene to `deliver` in any order; requests for frames take turns with it.
    func draw(_ frames: [Int], of version: Version,
              deliver: @escaping @Sendable (Int, RGBAImage, Scene) throws -> Void) throws {
        guard let plan = version.plan(for: .compared), let pipeline = version.pipeline else { throw RenderFailure("\(path): the script has no good version yet") }
        try drawing.withLock { _ throws in
            try pipeline.run(plan, frames: frames) { frame, rendered in
                try deliver(frame, rendered.image, rendered.scene)
            }
        }
    }
}
