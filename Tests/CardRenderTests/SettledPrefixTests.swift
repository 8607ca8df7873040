import CardGeometry
import CardMotionTestSupport
import CardScene
import Testing
@testable import CardRender

/// A frame that starts with the nodes of the frames before it starts from their kept pixels, and is byte for byte
/// the frame drawn from nothing: while the front card moves, after the cards under it change, when the background,
/// scale or fonts change, and when the front card hid rows of the kept cards in the frame they were kept from.
@Suite struct SettledPrefixTests {
    typealias Cards = StackedCards

    /// Renders `frames` in order with one renderer that reuses settled nodes and one that does not, and returns how
    /// many nodes the first copied instead of drawing; every frame must be the same in both.
    func compare(_ frames: [Scene]) throws -> Int {
        let reusing = try SceneRenderer(), drawing = try SceneRenderer()
        drawing.reusesSettledNodes = false
        for (index, frame) in frames.enumerated() {
            #expect(try reusing.render(frame).pixels == drawing.render(frame).pixels, "frame \(index)")
        }
        #expect(drawing.settled.nodesRestored == 0)
        return reusing.settled.nodesRestored
    }

    func scene(_ nodes: [SceneNode], background: Color = Color(white: 0.9), scale: Double = 2,
               fonts: [String] = []) -> Scene {
        Scene(size: Size(width: 220, height: 280), scale: scale, background: background, nodes: nodes, fontFiles: fonts)
    }

    /// Two translucent cards behind, scaled, and a turned front card at `step`.
    func stack(front step: Int, back alpha: Double = 0.5) -> [SceneNode] {
        [Cards.node(Cards.card(), "card-2", x: 30, y: 60, scale: 0.8, alpha: alpha),
         Cards.node(Cards.card(), "card-1", x: 30, y: 40, scale: 0.9, alpha: 0.8),
         Cards.node(Cards.card(), "card-0", x: 30 + Double(step) * 1.3, y: 20 + Double(step) * 0.4,
                    degrees: Double(step % 9 - 4) * 2.5)]
    }

    @Test func aMovingFrontCardReusesTheCardsUnderIt() throws {
        let frames = (0..<6).map { scene(stack(front: $0)) }
        // The first two frames draw all three cards; the second keeps the two under the front one, and the four
        // after it copy them.
        #expect(try compare(frames) == 8)
    }

    @Test func changesUnderTheFrontCardAreDrawn() throws {
        let inter = ["/usr/share/fonts/opentype/inter/Inter-Regular.otf"]  // a script font (fonts-inter, which scripts/setup installs)
        let faded = { (step: Int) in stack(front: step, back: 0.6) }
        let frames = [
            scene(stack(front: 0)),
            scene(stack(front: 1)),                                       // card-2 and card-1 kept
            scene(stack(front: 2)),                                       // and copied
            scene(faded(3)),                                              // card-2 fades: drawn, nothing kept
            scene(faded(4)),                                              // kept again
            scene(faded(5), background: Color(white: 0.8)),               // another background: drawn
            scene(faded(6), background: Color(white: 0.8), scale: 1),     // another scale: drawn
            scene(faded(7), background: Color(white: 0.8), scale: 1),     // kept
            scene(faded(8), background: Color(white: 0.8), scale: 1, fonts: inter), // other fonts: drawn
            scene(Array(faded(9).prefix(2)), background: Color(white: 0.8), scale: 1), // the kept two alone: copied
        ]
        #expect(try compare(frames) == 4)
    }

    @Test func rowsHiddenWhenTheCardsWereKeptAreDrawnInThem() throws {
        // The front card covers the smaller back card whole in the first two frames, so the frame leaves the back
        // card undrawn (``Occlusion``); the kept pixels must hold it all the same, for the third frame, where the
        // front card has moved away.
        let back = Cards.node(Cards.card(), "back", x: 30, y: 40, scale: 0.5)
        let front = { (x: Double) in Cards.node(Cards.card(), "front", x: x, y: 40) }
        let frames = [scene([back, front(30)]), scene([back, front(30.5)]), scene([back, front(200)])]
        let treatments = try Occlusion.treatments(of: [back, front(30)], scale: 2) { _ throws(RenderError) in
            Rect(x: 0, y: 0, width: 160, height: 200)
        }
        #expect(treatments == [.skip, .draw])
        #expect(try compare(frames) == 1)
    }
}
