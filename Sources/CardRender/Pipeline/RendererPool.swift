import CardMotion
import CardScene

/// One renderer per worker; worker `i` only ever touches renderer `i`. The renderers share one image store, so
/// each image is decoded once per run, not once per worker.
public final class RendererPool: @unchecked Sendable {
    private let renderers: [SceneRenderer]
    private let images = ImageStore()

    /// `count` renderers (one per worker).
    public init(count: Int) throws {
        do {
            renderers = try (0..<count).map { [images] _ in try SceneRenderer(images: images) }
        } catch {
            throw RenderFailure("cannot start the renderer: \(error)")
        }
    }

    /// Reads every image `plan`'s script draws, at the largest size it draws it: a broken image fails here, naming
    /// the script's line, before any output is written.
    public func preload(_ plan: PlaybackPlan) throws {
        do {
            try images.preload(plan.script.images, scale: plan.script.screen.scale)
        } catch {
            throw RenderFailure(error.description)
        }
    }

    /// Draws `scene` with worker `worker`'s renderer. A failure names the script `source` (or the place in it that
    /// asks for what failed) and the `moment` drawn (`frame 5 at 0.5 s`).
    public func render(_ scene: Scene, worker: Int = 0, source: String, moment: String) throws -> RGBAImage {
        do {
            return try renderers[worker].render(scene)
        } catch {
            throw RenderFailure("\(error.origin ?? source): \(error.message) (drawing \(moment))")
        }
    }
}
