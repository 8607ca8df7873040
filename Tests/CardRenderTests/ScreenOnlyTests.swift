import CardGeometry
import CardMotion
import CardMotionTestSupport
import Testing
@testable import CardRender

/// A script with no `widget:` is a screen made only of layers (docs/script-format.md#a-screen-with-no-control), and
/// `forEach: cards` repeats a layer of the screen's or the overlay's own list once per card (docs/layers.md): on a
/// 100 x 200 point screen at scale 1, one pixel per point.
@Suite struct ScreenOnlyTests {
    /// A grey bar, then one 80 x 40 pass per card, 50 points apart by `itemIndex`, coloured and titled by its card.
    static let passes = """
    screen:
      size: [100, 200]
      scale: 1
      background: white
      layers:
        - {frame: [0, 0, 100, 20], backgroundColor: "#808080", id: bar}
        - frame: [10, "30 + itemIndex * 50", 80, 40]
          forEach: cards
          id: pass
          backgroundColor: "{color}"
          layers:
            - {frame: [4, 4, 72, 20], text: {string: "{index}: {title}", color: white}}
    cards:
      - {title: One, color: "#FF0000"}
      - {title: Two, color: "#00FF00"}
      - {title: Three, color: "#0000FF"}

    """

    func plan(_ yaml: String) throws -> PlaybackPlan {
        try PlaybackPlan(try ScriptDecoder.decode(yaml, file: "t.yaml", baseDirectory: "/tmp", fonts: FontFamilies.declared(byFontAt:)))
    }

    func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    /// No control: nothing but the layers is drawn, the script lasts the settle padding alone, and no callback fires.
    @Test func aScreenWithNoControlIsItsLayers() throws {
        let plan = try plan("""
        screen:
          size: [100, 200]
          scale: 1
          background: white
          layers: [{frame: [10, 10, 30, 20], backgroundColor: "#FF0000"}]
        overlay: [{frame: [50, 100, 20, 20], backgroundColor: "#0000FF", id: badge}]
        """)
        #expect(!plan.script.widget.hasControl)
        #expect(plan.script.cards.isEmpty)
        #expect(plan.timing.duration == Script.settlePadding)
        #expect(plan.timing.frameCount == 16)
        let playback = plan.makePlayback()
        let scene = playback.scene(at: 0)
        #expect(scene.nodes.map(\.id) == ["screen", "overlay"])
        #expect(StatesLine.Node(scene.nodes[1]).layers == [
            StatesLine.Layer(id: "badge", corners: [Point(x: 50, y: 100), Point(x: 70, y: 100), Point(x: 70, y: 120), Point(x: 50, y: 120)], alpha: 1),
        ])
        let image = try SceneRenderer().render(scene)
        #expect(rgb(image, 10, 10) == [255, 0, 0] && rgb(image, 39, 29) == [255, 0, 0])
        #expect(rgb(image, 40, 29) == [255, 255, 255] && rgb(image, 9, 10) == [255, 255, 255])
        #expect(rgb(image, 50, 100) == [0, 0, 255] && rgb(image, 69, 119) == [0, 0, 255])
        #expect(playback.takeEvents().isEmpty)
        #expect(playback.controller.invariantProblem(log: []) == nil)
    }

    /// Three cards: three copies, in the cards' order, at y 30, 80 and 130 from `itemIndex`, each with its card's
    /// colour and title, named pass-0, pass-1 and pass-2 in `states`.
    @Test func forEachCardsDrawsOneCopyPerCard() throws {
        let scene = try plan(Self.passes).makePlayback().scene(at: 0)
        let screen = try #require(scene.node("screen"))
        func corners(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> [Point] {
            [Point(x: x, y: y), Point(x: x + width, y: y), Point(x: x + width, y: y + height), Point(x: x, y: y + height)]
        }
        #expect(StatesLine.Node(screen).layers == [
            StatesLine.Layer(id: "bar", corners: corners(0, 0, 100, 20), alpha: 1),
            StatesLine.Layer(id: "pass-0", corners: corners(10, 30, 80, 40), alpha: 1),
            StatesLine.Layer(id: "pass-1", corners: corners(10, 80, 80, 40), alpha: 1),
            StatesLine.Layer(id: "pass-2", corners: corners(10, 130, 80, 40), alpha: 1),
        ])
        #expect(screen.layer.sublayers.dropFirst().map { $0.sublayers.first?.text?.string } == ["0: One", "1: Two", "2: Three"])
        let image = try SceneRenderer().render(scene)
        // Below each title, at the copy's bottom-left pixel: its card's colour; between the copies, white.
        #expect(rgb(image, 10, 69) == [255, 0, 0])
        #expect(rgb(image, 10, 119) == [0, 255, 0])
        #expect(rgb(image, 89, 169) == [0, 0, 255])
        #expect(rgb(image, 10, 70) == [255, 255, 255] && rgb(image, 10, 170) == [255, 255, 255])
        #expect(rgb(image, 50, 10) == [128, 128, 128])
    }

    /// A copy's condition tests its card, and its sublayers repeat over its card's lists; a copy hidden leaves its
    /// name out, the others keep their card's index.
    @Test func copiesTestAndRepeatOverTheirCard() throws {
        let scene = try plan("""
        screen:
          size: [100, 200]
          scale: 1
          layers:
            - frame: [0, "itemIndex * 60", 100, 50]
              forEach: cards
              if: shown
              id: row
              layers: [{frame: ["itemIndex * 20", 0, 10, 10], forEach: dots, backgroundColor: "{item}"}]
        cards:
          - {shown: true, dots: ["#FF0000", "#00FF00"]}
          - {shown: false, dots: ["#0000FF"]}
          - {shown: true, dots: ["#0000FF"]}
        """).makePlayback().scene(at: 0)
        let screen = try #require(scene.node("screen"))
        #expect(StatesLine.Node(screen).layers.map(\.id) == ["row-0", "row-2"])
        #expect(screen.layer.sublayers.map { $0.frame.origin.y } == [0, 120])
        #expect(screen.layer.sublayers.map { $0.sublayers.map(\.frame.origin.x) } == [[0, 20], [0]])
        let image = try SceneRenderer().render(scene)
        #expect(rgb(image, 0, 0) == [255, 0, 0] && rgb(image, 20, 0) == [0, 255, 0] && rgb(image, 0, 120) == [0, 0, 255])
        #expect(rgb(image, 0, 60) == [255, 255, 255])
    }

    /// With a control, the copies are bound to the control's cards: a field only the overlay's copies read is no
    /// error, and the stack's cells and the copies both show.
    @Test func withAControlTheCopiesShowItsCards() throws {
        let plan = try plan("""
        screen: {size: [100, 200], scale: 1}
        widget: {kind: stack, frame: [0, 100, 100, 100], visibleCount: 1}
        cell: {backgroundColor: "{color}", cornerRadius: 0}
        overlay:
          - {frame: ["itemIndex * 20", 0, 10, 10], forEach: cards, backgroundColor: "{tag}", id: tag}
        cards:
          - {color: "#FF0000", tag: "#00FF00"}
          - {color: "#0000FF", tag: "#000000"}
        """)
        let scene = plan.makePlayback().scene(at: 0)
        #expect(StatesLine.Node(try #require(scene.node("overlay"))).layers.map(\.id) == ["tag-0", "tag-1"])
        let image = try SceneRenderer().render(scene)
        #expect(rgb(image, 0, 0) == [0, 255, 0] && rgb(image, 20, 0) == [0, 0, 0] && rgb(image, 50, 150) == [255, 0, 0])
    }

    /// Taps on a screen with no control hit nothing, and `--show-touches` draws them: the disc, grey 153 at half
    /// opacity over white (204), over the tap at (50, 50) while the finger is down.
    @Test func tapsHitNothingAndShow() throws {
        var plan = try plan("""
        screen: {size: [100, 100], scale: 1, background: white}
        timeline:
          - {at: 0.1, tap: {point: [50, 50], hold: 0.1}}
        """)
        #expect(plan.timing.duration == 0.2 + Script.settlePadding)
        plan.showsTouches = true
        let playback = plan.makePlayback()
        let scene = playback.scene(at: 0.15)
        #expect(scene.touches.count == 1)
        let image = try SceneRenderer().render(scene)
        #expect(rgb(image, 50, 50) == [204, 204, 204])
        #expect(rgb(image, 90, 90) == [255, 255, 255])
        #expect(playback.takeEvents().isEmpty)
    }
}
