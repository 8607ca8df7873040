import CardGeometry
import CardMotion
import CardScene
import Foundation
import Testing
@testable import CardRender

/// The pixels all the backdrops of one frame read are bounded: counted from the scene (every backdrop drawn, live
/// layers included, each its frame on screen cut to the frame and widened by its blur's reach), and refused past the
/// budget at the backdrop that crosses it, before anything is drawn.
@Suite struct BackdropBudgetTests {
    /// Frame 0 of a `size` point screen at scale 1 whose layers are `layers` (YAML list items, indented by four).
    func scene(_ layers: String, size: Int = 100, extra: String = "") throws -> Scene {
        let yaml = """
        screen:
          size: [\(size), \(size)]
          scale: 1
          layers:
        \(layers)
        widget: {kind: sortGrid, titles: [a], frame: [0, 500, 100, 0]}
        \(extra)
        """
        let script = try ScriptDecoder.decode(yaml, file: "t.yaml", baseDirectory: "/tmp")
        return try PlaybackPlan(script).makePlayback().scene(at: 0)
    }

    /// Each backdrop's read, exactly: a 100-point frame reads 100 x 100 pixels without blur; with a blur of 2 points
    /// (a reach of 6 pixels) it reads 112 x 112; cut to the frame, a half-off frame reads its visible half; a layer
    /// of opacity 0, or one off the frame, reads nothing.
    @Test func eachBackdropReadsItsFrameWidenedByItsBlur() throws {
        #expect(BoxBlur.reach(deviation: 2) == 6)
        let layers = """
            - {frame: [0, 0, 100, 100], backdrop: {blur: 0}}
            - {frame: [0, 0, 100, 100], backdrop: {blur: 2}}
            - {frame: [50, 0, 100, 100], backdrop: {blur: 0}}
            - {frame: [0, 0, 100, 100], opacity: 0, backdrop: {blur: 0}}
            - {frame: [200, 0, 100, 100], backdrop: {blur: 0}}
            - {frame: [0, 0, 10, 10], layers: [{frame: [5, 5, 20, 20], backdrop: {blur: 0}}]}
        """
        #expect(try BackdropBudget.check(try scene(layers), limit: .max) == 10_000 + 112 * 112 + 5_000 + 400)
    }

    /// Past the budget, the error names the backdrop that crosses it, at its line, column and key.
    @Test func theBackdropPastTheBudgetIsNamed() throws {
        let layers = String(repeating: "    - {frame: [0, 0, 100, 100], backdrop: {blur: 0}}\n", count: 5)
        let scene = try scene(layers)
        #expect(try BackdropBudget.check(scene, limit: 50_000) == 50_000)
        #expect(throws: RenderError("the backdrops of this frame read 50000 pixels up to this one, beyond the limit of 49999 pixels per frame (each reads its frame on screen widened by its blur's reach); use fewer, smaller or less blurred backdrops",
                                    origin: "t.yaml:9:43: screen.layers[4].backdrop")) {
            try BackdropBudget.check(scene, limit: 49_999)
        }
    }

    /// The renderer keeps the budget of 64,000,000 pixels a frame: a hundred full-screen backdrops blurred by 100
    /// points on a 400-point screen read 964 x 964 pixels each, and the 69th passes it; the frame is refused before
    /// any blur is computed. Sixty-eight of them are within it.
    @Test func theRendererRefusesAFramePastTheBudget() throws {
        let layer = "    - {frame: [0, 0, width, height], backdrop: {blur: 100}}\n"
        let renderer = try SceneRenderer()
        #expect(throws: RenderError("the backdrops of this frame read 64121424 pixels up to this one, beyond the limit of 64000000 pixels per frame (each reads its frame on screen widened by its blur's reach); use fewer, smaller or less blurred backdrops",
                                    origin: "t.yaml:73:48: screen.layers[68].backdrop")) {
            _ = try renderer.render(try scene(String(repeating: layer, count: 100), size: 400))
        }
        #expect(renderer.backdrops.computed == 0)
        #expect(try BackdropBudget.check(try scene(String(repeating: layer, count: 68), size: 400)) == 68 * 964 * 964)
    }

    /// A card's live layers count with its static ones.
    @Test func liveBackdropsCount() throws {
        let yaml = """
        screen: {size: [200, 300], scale: 1}
        widget: {kind: stack, frame: [0, 0, 200, 300], visibleCount: 1}
        cell:
          layers:
            - {frame: [0, 0, 100, 100], backdrop: {blur: 0}}
            - {frame: [0, 0, 10, 10], backdrop: {blur: 0}, opacity: "clamp(1 + motion.progress, 0, 1)"}
        cards: [{}]
        """
        let scene = try PlaybackPlan(try ScriptDecoder.decode(yaml, file: "t.yaml", baseDirectory: "/tmp")).makePlayback().scene(at: 0)
        #expect(scene.cards.first?.liveLayers.isEmpty == false)
        #expect(try BackdropBudget.check(scene, limit: .max) == 10_000 + 100)
    }
}
