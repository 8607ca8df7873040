import CardGeometry
import CardMotionTestSupport
import Testing
@testable import CardMotion

/// QiCardView's resting layout and alpha rule (docs/controls/stack.md#resting-layout, docs/controls/stack.md#alpha).
@Suite struct StackLayoutTests {
    /// The demo table of docs/controls/stack.md#resting-layout: depth k has sx = 1 − 2Lk/W, sy = 1 − 2Ik/H, visual x =
    /// L·k, centre y = h/2 + 2Ik, height h·sy (container 325 × 420, cell 325 × 390), on a screen offset by the frame
    /// origin (25, 150).
    @Test func restingLayoutMatchesTheDemoTable() throws {
        let scene = Playback(script: try demoStackScript()).scene(at: 0)
        let cards = scene.cards
        #expect(cards.map(\.index) == [3, 2, 1, 0])
        let expected: [(x: Double, y: Double, w: Double, h: Double, sx: Double, sy: Double)] = [
            (0, 0, 325, 390, 1, 1),
            (15, 29.285714285714285, 295, 371.42857142857144, 295.0 / 325, 400.0 / 420),
            (30, 58.571428571428571, 265, 352.85714285714283, 265.0 / 325, 380.0 / 420),
            (45, 87.857142857142857, 235, 334.28571428571428, 235.0 / 325, 360.0 / 420),
        ]
        for (depth, row) in expected.enumerated() {
            let node = cards[cards.count - 1 - depth]
            let corners = node.corners
            #expect(close(corners[0].x, 25 + row.x, 1e-9))
            #expect(close(corners[0].y, 150 + row.y, 1e-9))
            #expect(close(corners[1].x - corners[0].x, row.w, 1e-9))
            #expect(close(corners[3].y - corners[0].y, row.h, 1e-9))
            #expect(close(node.scale.x, row.sx, 1e-12))
            #expect(close(node.scale.y, row.sy, 1e-12))
            #expect(node.rotationDegrees == 0)
        }
        // The deepest card's bottom edge peeks 2.14 pt below the 420-pt container
        // (docs/controls/stack.md#resting-layout).
        #expect(close(cards[0].corners[2].y - 150, 422.14285714285717, 1e-9))
    }

    @Test func alphasBottomToTopAreTheDemoValues() throws {
        let scene = Playback(script: try demoStackScript()).scene(at: 0)
        let alphas = scene.cards.map(\.alpha)
        #expect(alphas.count == 4)
        for (alpha, expected) in zip(alphas, [0.475, 0.725, 0.975, 1.0]) {
            #expect(close(alpha, expected, 1e-12))
        }
    }

    /// With fewer cards than visibleCount the depths run 0...n−1, steps still use V, and alpha uses n.
    @Test func fewerCardsKeepTheTopFullSize() throws {
        let scene = Playback(script: try demoStackScript(cards: 2)).scene(at: 0)
        let cards = scene.cards
        #expect(cards.count == 2)
        #expect(cards[1].scale.x == 1)
        #expect(close(cards[0].scale.x, 295.0 / 325, 1e-12))
        #expect(close(cards[0].alpha, 0.95, 1e-12))
        #expect(cards[1].alpha == 1)
    }

    /// Stack quirk Q6 (docs/controls/stack.md#q6--one-visible-card-divides-by-zero): visibleCount 1 divides by zero in
    /// the original; here the single card rests untransformed.
    @Test func visibleCountOneIsGuarded() throws {
        let yaml = """
        screen: {size: [375, 667]}
        widget: {kind: stack, frame: [25, 150, 325, 420], visibleCount: 1}
        cards: [{title: A}, {title: B}]
        """
        let scene = Playback(script: try ScriptDecoder.decode(yaml, file: "one.yaml", baseDirectory: "/tmp")).scene(at: 0)
        #expect(scene.cards.count == 1)
        #expect(scene.cards[0].transform.isFinite)
        #expect(scene.cards[0].scale.x == 1 && scene.cards[0].scale.y == 1)
    }

    /// The container node comes first and draws the control's background with its corner radius.
    @Test func containerIsDrawnBehindTheCards() throws {
        let scene = Playback(script: try demoStackScript()).scene(at: 0)
        #expect(scene.nodes.first?.id == "stack")
        #expect(scene.nodes.first?.layer.backgroundColor == Color(white: 2.0 / 3.0))
        #expect(scene.nodes.first?.layer.cornerRadius == 10)
        #expect(scene.nodes.first?.corners.first == Point(x: 25, y: 150))
    }
}
