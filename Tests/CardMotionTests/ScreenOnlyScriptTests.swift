import CardGeometry
import CardMotionFuzzing
import Testing
@testable import CardMotion

/// A script with no `widget:` decodes to ``Widget/screenOnly``: no control is installed, and what only a control
/// has is refused (docs/script-format.md#a-screen-with-no-control).
@Suite struct ScreenOnlyScriptTests {
    static let script = """
    screen: {size: [200, 300]}
    cards: [{title: a}, {title: b}]
    overlay: [{frame: [0, "itemIndex * 20", 90, 20], forEach: cards, id: row, text: {string: "{title}"}}]
    timeline:
      - {at: 0, tap: [10, 10]}
      - {at: 0.2, drag: {from: [10, 10], by: [50, 0], duration: 0.2}}
    """

    func decode(_ yaml: String) throws(ScriptError) -> Script {
        try ScriptDecoder.decode(yaml, file: "t.yaml", baseDirectory: "/tmp")
    }

    @Test func noWidgetIsTheScreenOnlyControl() throws {
        let script = try decode(Self.script)
        #expect(script.widget == Widget.screenOnly)
        #expect(!script.widget.hasControl && !script.widget.hasProgrammaticRemoval)
        #expect(script.cards.map { $0["title"] } == ["a", "b"])
        #expect(script.timeline.count == 2)
        // Its kind is no choice of `kind:`: no control of the list has it.
        #expect(Controls.named(script.widget.kind) == nil)
        let stack = try decode("screen: {size: [200, 300]}\nwidget: {kind: stack, frame: [0, 0, 100, 100]}")
        #expect(stack.widget.hasControl)
    }

    /// The control's kind cannot be written: `kind:` offers only the controls of the list.
    @Test func itsKindCannotBeWritten() {
        #expect(throws: ScriptError.self) { try decode("screen: {size: [200, 300]}\nwidget: {kind: \(ScreenOnlyConfiguration.kind)}") }
        do {
            _ = try decode("screen: {size: [200, 300]}\nwidget: {kind: \(ScreenOnlyConfiguration.kind)}")
        } catch {
            #expect(error.description == "t.yaml:2:16: widget.kind: unknown value 'no control'; expected one of stack, deck, switcher, sortGrid")
        }
    }

    /// The sort grid takes no cards, unless a layer repeats per card: they are then that layer's data alone.
    @Test func theSortGridTakesCardsForItsCopies() throws {
        let grid = "screen: {size: [200, 300]}\nwidget: {kind: sortGrid, titles: [a, b]}\ncards: [{title: x}]\n"
        #expect(throws: ScriptError.self) { try decode(grid) }
        let script = try decode(grid + "overlay: [{frame: [0, 0, 9, 9], forEach: cards, text: {string: \"{title}\"}}]")
        #expect(script.cards.map { $0["title"] } == ["x"])
        #expect(script.drawnTexts.map(\.string) == ["x"])
    }

    /// The copies count towards the bound layers: 10,000 cards of a layer with 100 sublayers come to 1,010,000,
    /// refused before any card is bound.
    @Test func theCopiesCountTowardsTheBoundLayers() {
        let sublayers = Array(repeating: "{frame: [0, 0, 1, 1]}", count: 100).joined(separator: ", ")
        let cards = Array(repeating: "{}", count: 10_000).joined(separator: ", ")
        do {
            _ = try decode("screen: {size: [200, 300]}\ncards: [\(cards)]\noverlay: [{frame: [0, 0, 9, 9], forEach: cards, layers: [\(sublayers)]}]")
            Issue.record("10,000 copies of 101 layers were accepted")
        } catch {
            #expect(error.description == "t.yaml:2:8: cards: 10000 cards of 101 layers each (the layers repeated per card, counting sublayers) come to 1010000 bound layers, beyond the limit of 1000000; use fewer cards or simpler layers")
        }
    }

    /// `animate` moves one copy by its name: it is drawn as a node of its own, between the runs of the others, and
    /// a glob over the copies' names takes them all.
    @Test func aCopyMovesByItsName() throws {
        let passes = """
        screen:
          size: [100, 200]
          layers:
            - {frame: [0, 0, 100, 20], id: bar}
            - {frame: [10, "30 + itemIndex * 50", 80, 40], forEach: cards, id: pass}
        cards: [{}, {}, {}]
        timeline:

        """
        func corners(_ x: Double, _ y: Double) -> [Point] {
            [Point(x: x, y: y), Point(x: x + 80, y: y), Point(x: x + 80, y: y + 40), Point(x: x, y: y + 40)]
        }
        let one = try PlaybackPlan(try decode(passes + "  - {at: 0, animate: {target: pass-1, by: {y: 20}, duration: 1, curve: linear}}"))
        let playback = one.makePlayback()
        let half = playback.scene(at: 0.5)
        #expect(half.nodes.map(\.id) == ["screen", "pass-1", "screen-2"])
        #expect(half.nodes[1].corners == corners(10, 90))
        #expect(half.nodes[0].namedLayers.map(\.id) == ["bar", "pass-0"] && half.nodes[2].namedLayers.map(\.id) == ["pass-2"])
        #expect(playback.scene(at: 1).nodes[1].corners == corners(10, 100))
        let all = try PlaybackPlan(try decode(passes + "  - {at: 0, animate: {target: \"pass-*\", by: {x: 5}, duration: 1, curve: linear}}"))
        let moved = all.makePlayback().scene(at: 1)
        #expect(moved.nodes.map(\.id) == ["screen", "pass-0", "pass-1", "pass-2"])
        #expect(moved.nodes.dropFirst().map(\.corners) == [corners(15, 30), corners(15, 80), corners(15, 130)])
    }

    /// A card that fails is still counted by the animations' targets: its copy's name is no second error.
    @Test func aFailedCardLeavesItsCopysNameAlone() {
        do {
            _ = try decode("""
            screen: {size: [100, 200]}
            overlay: [{frame: [0, 0, 9, 9], forEach: cards, id: pass, backgroundColor: "{color}"}]
            cards: [{color: red}, {color: rouge}]
            timeline: [{at: 0, animate: {target: pass-1, to: {y: 50}, duration: 1}}]
            """)
            Issue.record("a card with 'rouge' for a colour was accepted")
        } catch {
            #expect(error.description.split(separator: "\n").count == 1)
            #expect(error.description.hasPrefix("t.yaml:3:31: cards[1].color: 'rouge' is not a colour"))
        }
    }

    /// The texts it draws (read for missing glyphs) include each copy's, placed at the card's field it shows.
    @Test func itsCopiesTextsAreDrawnTexts() throws {
        let script = try decode(Self.script)
        #expect(script.drawnTexts.map(\.string) == ["a", "b"])
        #expect(script.drawnTexts.map(\.origin) == ["t.yaml:2: cards[0].title", "t.yaml:2: cards[1].title"])
    }

    /// It fires no callback, so a log with one breaks its invariant.
    @Test func itsInvariantIsAnEmptyLog() {
        let controller = ScreenOnlyController()
        #expect(controller.invariantProblem(log: []) == nil)
        #expect(controller.invariantProblem(log: [SimulationEvent(time: 0.5, event: StackEvent.didRemoveCell(index: 0))])
                == "a screen with no control fired 'didRemoveCell' at 0.5 s")
    }

    /// The fuzz target plays it through, every frame checked: the drag lifts at 0.4 s, plus 0.25 s of settling, at
    /// 60 fps is 40 frames (frame 0 at 0 s, the last at 0.65 s).
    @Test func theFuzzTargetPlaysIt() {
        #expect(ScriptFuzzTarget.exercise(Array(Self.script.utf8), baseDirectory: "/tmp") == .played(frames: 40))
    }
}
