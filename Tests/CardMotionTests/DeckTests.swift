import CardGeometry
import Foundation
import Testing
@testable import CardMotion

/// CardView (Tantan style) against docs/controls/deck.md.
@Suite struct DeckTests {
    /// The demo deck: 240 × 400 cards filling the control at (67.5, 133.5), `cards` cards, page size `page`.
    func deck(cards: Int = 10, page: Int = 10, buttons: Bool = false, timeline: String = "") throws -> Playback {
        var yaml = """
        screen: {size: [375, 667]}
        widget: {kind: deck, frame: [67.5, 133.5, 240, 400], pageSize: \(page), buttons: \(buttons)}
        cards:

        """
        for _ in 0..<cards { yaml += "  - {}\n" }
        if !timeline.isEmpty { yaml += "timeline:\n" + timeline }
        return Playback(script: try ScriptDecoder.decode(yaml, file: "deck.yaml", baseDirectory: "/tmp"))
    }

    /// 1-pt steps to the right for `distance` points (slow: 100 pt/s), then a long hold.
    func slowDrag(_ distance: Int, left: Bool = false) -> String {
        var samples = "["
        for step in 0...distance { samples += "[\(Double(step) / 100), \(left ? 187 - step : 187 + step), 333]," }
        samples.removeLast()
        return "  - {at: 0.5, path: \(samples)], hold: 1}\n"
    }

    /// The resting table of docs/controls/deck.md#resting-layout (CardView coordinates): depth 1 at scale 0.98 spans
    /// 2.4…237.6 × 13.8…405.8, depth 2 at 0.96 spans 4.8…235.2 × 27.2…411.2, and depth 3 sits exactly behind depth 2.
    @Test func restingLayout() throws {
        let scene = try deck().scene(at: 0.25)
        let cards = scene.nodes.filter { $0.kind == .card }
        #expect(cards.map(\.index) == [3, 2, 1, 0])
        func rect(_ node: SceneNode) -> [Double] {
            let c = node.corners
            return [c[0].x - 67.5, c[2].x - 67.5, c[0].y - 133.5, c[2].y - 133.5]
        }
        let expected: [[Double]] = [[4.8, 235.2, 27.2, 411.2], [4.8, 235.2, 27.2, 411.2], [2.4, 237.6, 13.8, 405.8], [0, 240, 0, 400]]
        for (node, values) in zip(cards, expected) {
            for (value, target) in zip(rect(node), values) { #expect(abs(value - target) < 1e-9) }
        }
        #expect(cards[2].scale.x == 0.98 && cards[1].scale.x == 0.96)
    }

    /// The worked values of docs/controls/deck.md#drag for a slow drag right in 1-pt steps: at 50 pt a ≈ 2.35°, rate
    /// 0.27; at 100 pt 4.49°, 0.52; at 150 pt 6.47°, 0.75, the card 8.8 pt lower (two-decimal references: ±0.01°,
    /// ±0.01, ±0.1 pt).
    @Test(arguments: [(50, 2.35, 0.27, nil), (100, 4.49, 0.52, nil), (150, 6.47, 0.75, 8.8)] as [(Int, Double, Double, Double?)])
    func dragValues(distance: Int, degrees: Double, rate: Double, drop: Double?) throws {
        let playback = try deck(timeline: slowDrag(distance))
        let scene = playback.scene(at: 0.5 + Double(distance) / 100 + 0.1)
        let top = try #require(scene.nodes.first { $0.id == "card-0" })
        #expect(abs(top.rotationDegrees + degrees) < 0.01, "the card turns counter-clockwise: rotation −a")
        let second = try #require(scene.nodes.first { $0.id == "card-1" })
        // depth 1 at realRate 1 − rate: scale 1 − 0.02 (1 − rate)
        #expect(abs((1 - second.scale.x) / 0.02 - (1 - rate)) < 0.01)
        if let drop {
            let centre = Point(x: 120, y: 200).applying(top.transform)
            #expect(abs(centre.y - (133.5 + 200) - drop) < 0.1)
        }
    }

    /// docs/controls/deck.md#end-of-a-drag: the position rule flips near 160 pt of slow horizontal drag (the rotated
    /// bounding box widens).
    @Test func positionRuleThresholdIsNear160Points() throws {
        let kept = try deck(timeline: slowDrag(155))
        _ = kept.scene(at: 0.5 + 1.55 + 1 + 0.6)
        #expect((kept.controller as! DeckView).removedCount == 0)
        let removed = try deck(timeline: slowDrag(165))
        _ = removed.scene(at: 0.5 + 1.65 + 1 + 0.3)
        #expect((removed.controller as! DeckView).removedCount == 1)
        let left = try deck(timeline: slowDrag(165, left: true))
        _ = left.scene(at: 0.5 + 1.65 + 1 + 0.3)
        #expect((left.controller as! DeckView).removedCount == 1)
    }

    /// docs/controls/deck.md#end-of-a-drag: |vx| > 800 pt/s removes a card that moved far less than the position rule
    /// needs.
    @Test func fastFlickRemovesBelowTheDistanceRule() throws {
        let fast = try deck(timeline: "  - {at: 0.5, drag: {from: [187, 333], by: [60, 0], duration: 0.05}}\n")
        _ = fast.scene(at: 1)
        #expect((fast.controller as! DeckView).removedCount == 1)
        let slow = try deck(timeline: "  - {at: 0.5, drag: {from: [187, 333], by: [60, 0], duration: 0.5}}\n")
        _ = slow.scene(at: 2)
        #expect((slow.controller as! DeckView).removedCount == 0)
    }

    /// docs/controls/deck.md#spring-back: 0.5 s ease-in-out, the back cards returning in the same block (nested
    /// timing).
    @Test func springBackReturnsEverythingIn05Seconds() throws {
        let playback = try deck(timeline: slowDrag(80))
        let release = 0.5 + 0.8 + 1.0
        _ = playback.scene(at: release)
        let mid = playback.scene(at: release + 0.25)
        let back = try #require(mid.nodes.first { $0.id == "card-1" })
        let top = try #require(mid.nodes.first { $0.id == "card-0" })
        #expect(back.scale.x > 0.98 && back.scale.x < 1)
        #expect(top.rotationDegrees < 0)
        let end = playback.scene(at: release + 0.5)
        #expect(end.nodes.first { $0.id == "card-0" }?.transform == AffineTransform2D(translationX: 67.5, y: 133.5))
        #expect(end.nodes.first { $0.id == "card-1" }?.scale.x == 0.98)
    }

    /// docs/controls/deck.md#removal: a never-dragged card (button delete) drops exactly 100 pt while flying to
    /// screenW + fw.
    @Test func buttonDeleteFliesAndDrops100Points() throws {
        let playback = try deck(buttons: true, timeline: "  - {at: 0.5, tap: [275, 622]}\n")
        _ = playback.scene(at: 0.6)
        let item = try #require((playback.controller as! DeckView).items.last)
        #expect(item.center == Point(x: 375 + 240, y: 300))
        let buttons = playback.scene(at: 0.6).nodes.filter { $0.kind == .button }.map(\.id)
        #expect(buttons == ["button-left", "button-right"])
    }

    /// docs/controls/deck.md#programmatic-delete: a second delete while one is under way is ignored.
    @Test func deleteIsIgnoredWhileWorking() throws {
        let playback = try deck(timeline: "  - {at: 0.5, swipe: left}\n  - {at: 0.55, swipe: left}\n")
        _ = playback.scene(at: 1)
        #expect((playback.controller as! DeckView).removedCount == 1)
    }

    /// Deck quirk C9 (fixed; docs/controls/deck.md#c9--a-leaving-card-can-be-removed-twice): a delete while a flicked
    /// card flies off (0.55...0.75 s) would pick that card again; it is ignored, card 1 stays on top, and a delete
    /// after the fly-off removes card 1.
    @Test func deleteDuringAFlyOffIsIgnored() throws {
        let playback = try deck(timeline: """
              - {at: 0.5, drag: {from: [187, 333], by: [60, 0], duration: 0.05}}
              - {at: 0.6, swipe: left}
              - {at: 1.0, swipe: left}

            """)
        _ = playback.scene(at: 0.9)
        let deck = playback.controller as! DeckView
        #expect(deck.removedCount == 1)
        #expect(deck.items.last?.dataIndex == 1)
        _ = playback.scene(at: 1.5)
        let removals = playback.takeEvents().filter { $0.name == "didRemoveItem" }
        #expect(removals.map(\.index) == [0, 1])
        #expect(removals.map(\.time) == [0.75, 1.2])
    }

    /// Quirk C9 (fixed): a pan that touched the card as a delete sent it flying does not remove it a second time
    /// (the original would count card 0 twice and pool its view twice).
    @Test func panOnALeavingCardDoesNotRemoveItAgain() throws {
        let playback = try deck(timeline: """
              - {at: 0.5, drag: {from: [187, 333], by: [0, -10], duration: 0.01}}
              - {at: 0.5, swipe: left}

            """)
        _ = playback.scene(at: 1.5)
        #expect(playback.takeEvents().filter { $0.name == "didRemoveItem" }.map(\.index) == [0])
        let deck = playback.controller as! DeckView
        #expect(deck.removedCount == 1)
        #expect(deck.items.map(\.dataIndex) == [4, 3, 2, 1])
    }

    /// docs/controls/deck.md#after-a-removal: with 10 items the deck asks for more data after the 2nd removal; 5 s
    /// later the page arrives.
    @Test func needMoreDataAfterTheSecondRemoval() throws {
        let playback = try deck(cards: 20, page: 10, timeline: "  - {at: 0.5, swipe: left}\n  - {at: 1, swipe: right}\n")
        _ = playback.scene(at: 0.8)
        #expect(!playback.takeEvents().contains { $0.name == "cardViewNeedMoreData" })
        _ = playback.scene(at: 1.3)
        let asked = try #require(playback.takeEvents().first { $0.name == "cardViewNeedMoreData" })
        #expect(abs(asked.time - 1.2) < 1e-9)
        _ = playback.scene(at: 6.3)
        #expect((playback.controller as! DeckView).itemCount == 20)
    }
}
