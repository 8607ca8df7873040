import CardGeometry
import CardScene
import Testing
@testable import CardRender

/// Rows a later opaque card covers are not drawn in the cards under it, and the frame is byte-identical all the
/// same: the opaque area found through nested layers, the treatments, and frames drawn with and without the saving.
@Suite struct OcclusionTests {
    func card(shadow: Bool = false) -> ContentLayer { StackedCards.card(shadow: shadow) }

    func node(_ layer: ContentLayer, _ id: String, x: Double, y: Double, scale: Double = 1, degrees: Double = 0,
              alpha: Double = 1) -> SceneNode {
        StackedCards.node(layer, id, x: x, y: y, scale: scale, degrees: degrees, alpha: alpha)
    }

    @Test func theOpaqueAreaIsFoundThroughNestedLayers() {
        // The white background two layers down, cut to the outer layer's rounded mask (radius 10): the larger of
        // its two whole rectangles is 160 x 180.
        #expect(Occlusion.opaqueArea(of: card()) == Rect(x: 0, y: 10, width: 160, height: 180))
        var translucent = card()
        translucent.sublayers[0].opacity = 0.99
        #expect(Occlusion.opaqueArea(of: translucent) == nil)
    }

    @Test func treatments() throws {
        let ink = InkBounds { _ in Size(width: 750, height: 240) }
        func treat(_ nodes: [SceneNode]) throws -> [Occlusion.Treatment] {
            try Occlusion.treatments(of: nodes, scale: 1) { (layer) throws(RenderError) in try ink.of(layer) }
        }
        // A narrower card behind (rows 40 to 200, one more each side for anti-aliasing): its rows down to 187 (the
        // front card's opaque area ends at 190, less the 3-pixel margin) are hidden.
        let behind = node(card(), "back", x: 10, y: 20, scale: 0.8), front = node(card(), "front", x: 0, y: 0)
        let stacked = try treat([behind, front])
        #expect(stacked == [.drawOutside(39..<187), .draw], "\(stacked)")
        // Wider than the front card: no row is covered all across.
        #expect(try treat([node(card(), "back", x: 0, y: 20, scale: 1.1), front]) == [.draw, .draw])
        // A translucent card hides nothing.
        #expect(try treat([behind, node(card(), "front", x: 0, y: 0, alpha: 0.9)]) == [.draw, .draw])
        // A small card wholly under the front card is not drawn.
        #expect(try treat([node(card(), "back", x: 0, y: 0, scale: 0.5), front]) == [.skip, .draw])
    }

    /// Stacks of cards as the controls draw them (scaled and faded behind, turned in front, with and without
    /// shadows, at three scales): every frame equals, byte for byte, the frame drawn without skipping rows.
    @Test(arguments: [0.5, 1, 2])
    func framesAreTheSameWithAndWithoutTheSaving(scale: Double) throws {
        let with = try SceneRenderer(), without = try SceneRenderer()
        without.skipsHiddenRows = false
        var skipped = 0
        for step in 0..<24 {
            let shadow = step % 3 == 0
            let degrees = Double(step % 9 - 4) * 2.5
            let nodes = [
                node(card(shadow: shadow), "card-2", x: 30, y: 60, scale: 0.8, alpha: step % 2 == 0 ? 0.5 : 1),
                node(card(shadow: shadow), "card-1", x: 30 + Double(step % 5) * 0.3, y: 40 + Double(step) * 0.37, scale: 0.9),
                node(card(shadow: shadow), "card-0", x: 30 + Double(step % 4) * 0.7, y: 20, degrees: degrees),
            ]
            let frame = Scene(size: Size(width: 220, height: 280), scale: scale, background: Color(white: 0.9), nodes: nodes)
            #expect(try with.render(frame).pixels == without.render(frame).pixels, "step \(step): \(degrees) deg")
            let ink = InkBounds { _ in Size(width: 750, height: 240) }
            skipped += try Occlusion.treatments(of: nodes, scale: scale) { (layer) throws(RenderError) in try ink.of(layer) }
                .filter { $0 != .draw }.count
        }
        #expect(skipped >= 8, "the saving applies in these scenes (8, 19 and 22 treatments at the three scales): \(skipped)")
    }
}
