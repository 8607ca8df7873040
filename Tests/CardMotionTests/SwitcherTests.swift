import CardGeometry
import CardMotionTestSupport
import Testing
@testable import CardMotion

/// GCCardViewController against docs/controls/switcher.md, on the demo screen (375 × 667: page 300, cards 270 × 375).
@Suite struct SwitcherTests {
    func playback(cards: Int = 8, timeline: String = "", widget: String = "") throws -> Playback {
        var yaml = """
        screen: {size: [375, 667], scale: 2, background: "#FF5050"}
        widget: {kind: switcher\(widget)}
        cards:

        """
        for _ in 0..<cards { yaml += "  - {}\n" }
        if !timeline.isEmpty { yaml += "timeline:\n" + timeline }
        return Playback(script: try ScriptDecoder.decode(yaml, file: "switcher.yaml", baseDirectory: "/tmp"))
    }

    /// Scrolls programmatically to `page` in 100-pt steps (each a `scrollViewDidScroll:`, as a drag would give).
    func scroll(_ switcher: SwitcherView, to page: Int) {
        let target = 300.0 * Double(page)
        var offset = switcher.scrollView.contentOffset.x
        while offset != target {
            offset = offset < target ? min(offset + 100, target) : max(offset - 100, target)
            switcher.scrollView.contentOffset = Point(x: offset, y: 0)
        }
    }

    /// The screen rectangle (x0, x1, y0, y1) of a node.
    func rect(_ node: SceneNode) throws -> [Double] {
        let xs = node.corners.map(\.x), ys = node.corners.map(\.y)
        return [try #require(xs.min()), try #require(xs.max()), try #require(ys.min()), try #require(ys.max())]
    }

    func expectRect(_ node: SceneNode?, _ expected: [Double], scale: Double, alpha: Double) throws {
        guard let node else { Issue.record("missing node"); return }
        for (value, target) in zip(try rect(node), expected) { #expect(close(value, target, 1e-9), "\(node.id)") }
        #expect(close(node.scale.x, scale) && close(node.alpha, alpha), "\(node.id)")
    }

    /// The table of docs/controls/switcher.md#geometry: the current card at 52.5…322.5 × 146…521 (1.0 / 1.0), the
    /// neighbours at 0.9 / 0.8 with the left one at −234…9 and the right one at 366…609 × 164.75…502.25.
    @Test func restingTable() throws {
        let playback = try playback()
        let switcher = playback.controller as! SwitcherView
        let first = playback.scene(at: 0)
        try expectRect(first.node("card-0"), [52.5, 322.5, 146, 521], scale: 1, alpha: 1)
        try expectRect(first.node("card-1"), [366, 609, 164.75, 502.25], scale: 0.9, alpha: 0.8)
        scroll(switcher, to: 1)
        let second = playback.scene(at: 0)
        try expectRect(second.node("card-0"), [-234, 9, 164.75, 502.25], scale: 0.9, alpha: 0.8)
        try expectRect(second.node("card-1"), [52.5, 322.5, 146, 521], scale: 1, alpha: 1)
        #expect(switcher.currentCardIndex == 1)
    }

    /// At 80 % of a page (240 pt) the roles swap: just before, the old current card is at 0.92 / 0.84 and the
    /// next at 0.98 / 0.96; just after, the same values continue with p = 0.2 from the other side.
    @Test func scaleAndOpacityAreContinuousAtTheSwitch() throws {
        let playback = try playback()
        let switcher = playback.controller as! SwitcherView
        func style(_ id: String) throws -> (Double, Double) {
            let card = try #require(switcher.cards.first { $0.sceneIdentity?.id == id })
            return (card.transform.a, card.alpha)
        }
        switcher.scrollView.contentOffset = Point(x: 120, y: 0)
        switcher.scrollView.contentOffset = Point(x: 240, y: 0)
        #expect(switcher.currentCardIndex == 1)
        #expect(try close(style("card-0").0, 0.92) && close(style("card-0").1, 0.84))
        #expect(try close(style("card-1").0, 0.98) && close(style("card-1").1, 0.96))
        switcher.scrollView.contentOffset = Point(x: 240 + 1e-6, y: 0)
        #expect(try close(style("card-0").0, 0.92, 1e-8) && close(style("card-0").1, 0.84, 1e-8))
        #expect(try close(style("card-1").0, 0.98, 1e-8) && close(style("card-1").1, 0.96, 1e-8))
        switcher.scrollView.contentOffset = Point(x: 239.999, y: 0)
        #expect(switcher.currentCardIndex == 1, "no switch back before 80 % the other way")
    }

    /// Switcher quirk G-4 (docs/controls/switcher.md#g-4--far-neighbours-keep-stale-styles): a neighbour is only
    /// updated while it is the one in the direction of travel. Back exactly on the page (diff = 0 counts as Right) only
    /// the left neighbour is reset, so the right one keeps 0.95 / 0.9.
    @Test func theRightNeighbourKeepsAStaleStyle() throws {
        let playback = try playback()
        let switcher = playback.controller as! SwitcherView
        switcher.scrollView.contentOffset = Point(x: 150, y: 0)
        switcher.scrollView.contentOffset = Point(x: 0, y: 0)
        let scene = playback.scene(at: 0)
        let right = try #require(scene.node("card-1")), current = try #require(scene.node("card-0"))
        #expect(close(right.scale.x, 0.95) && close(right.alpha, 0.9))
        #expect(close(current.scale.x, 1) && close(current.alpha, 1))
    }

    /// docs/controls/switcher.md#card-reuse: with N = 8 the four cards cover [c − 1, c + 2] away from the ends, [0, 3]
    /// at the start and [4, 7] at the end, scrolling either way; each recycled card sits at its tag's slot and shows
    /// that item.
    @Test func recyclingWindowsForEightCards() throws {
        let playback = try playback()
        let switcher = playback.controller as! SwitcherView
        let forward = [[0, 1, 2, 3], [0, 1, 2, 3], [1, 2, 3, 4], [2, 3, 4, 5], [3, 4, 5, 6], [4, 5, 6, 7], [4, 5, 6, 7], [4, 5, 6, 7]]
        for page in 0..<8 {
            scroll(switcher, to: page)
            #expect(switcher.currentCardIndex == page)
            #expect(switcher.cards.map(\.tag) == forward[page], "page \(page)")
            for card in switcher.cards {
                #expect(card.item == card.tag && card.center == switcher.slot(for: card.tag))
            }
        }
        for page in (0..<7).reversed() {
            scroll(switcher, to: page)
            #expect(switcher.cards.map(\.tag) == forward[page], "back to page \(page)")
        }
    }

    /// With N ≤ 4 nothing is ever recycled.
    @Test(arguments: [1, 3, 4])
    func noRecyclingForFourOrFewer(count: Int) throws {
        let playback = try playback(cards: count)
        let switcher = playback.controller as! SwitcherView
        for page in Array(0..<count) + Array((0..<count).reversed()) {
            scroll(switcher, to: page)
            #expect(switcher.cards.map(\.tag) == Array(0..<count))
        }
    }

    /// A vertical drag on the current card at (187, 420): up by `distance` points over `duration` seconds.
    func up(_ distance: Double, duration: Double, at time: Double = 0.5) -> String {
        "  - {at: \(time), drag: {from: [187, 420], by: [0, \(-distance)], duration: \(duration)}}\n"
    }

    func deleted(_ playback: Playback, by time: Double) -> [SimulationEvent] {
        _ = playback.scene(at: time)
        return playback.simulation.log.filter { $0.name == "deleteCardWithIndex" }
    }

    /// Deleted when moved up by half the screen (333.5 pt) or more; 333 pt slowly is not enough.
    @Test func deleteByDistance() throws {
        #expect(deleted(try playback(timeline: up(333.5, duration: 2)), by: 4).count == 1)
        #expect(deleted(try playback(timeline: up(333, duration: 2)), by: 4).isEmpty)
    }

    /// Deleted when flung up faster than 500 pt/s whatever the distance; 450 pt/s is not enough; a fast fling
    /// down never deletes.
    @Test func deleteBySpeed() throws {
        #expect(deleted(try playback(timeline: up(60, duration: 0.1)), by: 2).count == 1)
        #expect(deleted(try playback(timeline: up(45, duration: 0.1)), by: 2).isEmpty)
        #expect(deleted(try playback(timeline: up(-80, duration: 0.1)), by: 2).isEmpty)
    }

    /// While dragged the card follows the finger vertically and fades by 0.2 per half screen; the fly-up goes to
    /// y = −H/2 in 0.3 s, then the data source hears the deleted index.
    @Test func theDeletedCardFollowsFadesAndFliesUp() throws {
        let playback = try playback(timeline: up(340, duration: 1))
        let during = try #require(playback.scene(at: 1.5).node("card-0"))
        #expect(close(during.screenCenter.y, 333.5 - 340) && close(during.alpha, 1 - 0.2 * 340 / 333.5))
        let flying = try #require(playback.scene(at: 1.65).node("card-0"))
        #expect(flying.screenCenter.y < -6.5 && flying.screenCenter.y > -333.5)
        let events = deleted(playback, by: 1.8)
        #expect(events.count == 1 && close(events[0].time, 1.8) && events[0].index == 0)
    }

    /// An aborted delete returns to the middle with opacity 1 in 0.3 s (quirk G-3: 1 even where 0.8 is due).
    @Test func anAbortedDeleteReturns() throws {
        let playback = try playback(timeline: up(150, duration: 1))
        let back = try #require(playback.scene(at: 1.8).node("card-0"))
        #expect(close(back.screenCenter.y, 333.5) && back.alpha == 1)
        #expect(deleted(playback, by: 2).isEmpty)
    }

    /// A horizontal drag goes to the scroll view (`gestureRecognizerShouldBegin:` needs |ty| > |tx|): the card does
    /// not move vertically.
    @Test func horizontalDragsScroll() throws {
        let playback = try playback(timeline: "  - {at: 0.5, drag: {from: [250, 420], by: [-100, 30], duration: 0.5, hold: 1}}\n")
        let card = try #require(playback.scene(at: 1.0).node("card-0"))
        #expect(close(card.screenCenter.y, 333.5))
        #expect((playback.controller as! SwitcherView).scrollView.contentOffset.x == 100)
    }

    /// docs/controls/switcher.md#re-layout-after-a-delete with N > 4, j = 0: at the first page, deleting card 0 leaves
    /// items 1, 2, 3 at tags 0…2 and recycles the card as item 4 at tag 3, sliding in from slot 4.
    @Test func relayoutDeletingTheFirstOfTheWindow() throws {
        let playback = try playback(timeline: up(200, duration: 0.1))
        let switcher = playback.controller as! SwitcherView
        #expect(deleted(playback, by: 0.9).map(\.index) == [0])
        let recycled = try #require(switcher.cards.first { $0.item == 4 })
        #expect(switcher.cards.map(\.tag) == [0, 1, 2, 3] && switcher.cards.map(\.item) == [1, 2, 3, 4])
        #expect(recycled.center == switcher.slot(for: 3))
        let start = try #require(playback.simulation.log.first { $0.name == "deleteCardWithIndex" }).time
        #expect(close(recycled.presentation(at: start).center.x, switcher.slot(for: 4).x, 1e-9))
        _ = playback.scene(at: start + 0.3)
        #expect((switcher.dataSource as? SwitcherDemoDataSource)?.items == [1, 2, 3, 4, 5, 6, 7] && switcher.numberOfCards == 7 && switcher.currentCardIndex == 0)
        let scene = playback.scene(at: start + 0.3)
        try expectRect(scene.node("card-1"), [52.5, 322.5, 146, 521], scale: 1, alpha: 1)
    }

    /// j = 1 in the middle (page 2, window [1, 4]): the recycled card becomes item 5 after the window; the current
    /// index stays and the event names data index 2 (quirk G-1 fixed: taken before recycling).
    @Test func relayoutDeletingInTheMiddle() throws {
        let playback = try playback(timeline: up(200, duration: 0.1))
        let switcher = playback.controller as! SwitcherView
        scroll(switcher, to: 2)
        let events = deleted(playback, by: 1.5)
        #expect(events.map(\.index) == [2] && events[0].details["card"] == .int(2))
        #expect(switcher.cards.map(\.tag) == [1, 2, 3, 4] && switcher.cards.map(\.item) == [1, 3, 4, 5])
        #expect(switcher.currentCardIndex == 2 && switcher.scrollView.contentOffset.x == 600)
    }

    /// j = 3 at the end (page 7, window [4, 7]): the card is recycled before the window as item 3, the current index
    /// steps back to 6 and the offset slides from 2100 to 1800 with the content size.
    @Test func relayoutDeletingTheLastCard() throws {
        let playback = try playback(timeline: up(200, duration: 0.1))
        let switcher = playback.controller as! SwitcherView
        scroll(switcher, to: 7)
        let events = deleted(playback, by: 0.9)
        #expect(events.map(\.index) == [7])
        #expect(switcher.cards.map(\.tag) == [3, 4, 5, 6] && switcher.cards.map(\.item) == [3, 4, 5, 6])
        #expect(switcher.currentCardIndex == 6 && switcher.scrollView.contentOffset.x == 1800)
        let start = events[0].time
        #expect(close(switcher.scrollView.presentation(at: start + 0.15).boundsOrigin.x, 1950, 1e-9))
        let scene = playback.scene(at: start + 0.3)
        try expectRect(scene.node("card-6"), [52.5, 322.5, 146, 521], scale: 1, alpha: 1)
    }

    /// Deleting the last card while a second drag pulls past it (found by the property tests): the content shrinks
    /// to one page under the finger, so the offset stays out of range and `scrollViewDidScroll:` counts a page beyond
    /// the end (index 1 of 1), as the original's does. The release brings the offset back and the index with it.
    @Test func deletingTheLastCardDuringADragPastItRecovers() throws {
        let playback = try playback(cards: 2, timeline: """
              - {at: 0.2, drag: {from: [37.5, 0], by: [-204.51, 0], duration: 0.01, press: 0.6}}
              - {at: 0.8501, drag: {from: [148.675, 151.7521], by: [0, -24.2331], duration: 0.01, curve: easeOut}}
              - {at: 0.8711, drag: {from: [37.5, 0], by: [-32.0465, 0], duration: 0.2928, curve: easeInEaseOut}}

            """)
        let switcher = playback.controller as! SwitcherView
        #expect(deleted(playback, by: 1.17).map(\.index) == [1])
        #expect(switcher.numberOfCards == 1 && switcher.currentCardIndex == 1 && switcher.scrollView.isDecelerating)
        let scene = playback.scene(at: 1.6)
        #expect(switcher.currentCardIndex == 0 && switcher.scrollView.contentOffset.x == 0 && !switcher.scrollView.isDecelerating)
        try expectRect(scene.node("card-0"), [52.5, 322.5, 146, 521], scale: 1, alpha: 1)
    }

    /// j = 1 with the window at the end (page 5, window [4, 7]): the recycled card goes before the window (item 3)
    /// and the cards after the deleted one shift down.
    @Test func relayoutDeletingWithTheWindowAtTheEnd() throws {
        let playback = try playback(timeline: up(200, duration: 0.1))
        let switcher = playback.controller as! SwitcherView
        scroll(switcher, to: 5)
        #expect(deleted(playback, by: 0.9).map(\.index) == [5])
        #expect(switcher.cards.map(\.tag) == [3, 4, 5, 6] && switcher.cards.map(\.item) == [3, 4, 6, 7])
        #expect(switcher.currentCardIndex == 5)
    }

    /// N ≤ 4: the view goes, the cards after it shift down; deleting the last card steps the index back.
    @Test func relayoutWithFourOrFewer() throws {
        let middle = try playback(cards: 3, timeline: up(200, duration: 0.1))
        let switcher = middle.controller as! SwitcherView
        scroll(switcher, to: 1)
        #expect(deleted(middle, by: 0.9).map(\.index) == [1])
        #expect(switcher.cards.map(\.tag) == [0, 1] && switcher.cards.map(\.item) == [0, 2])
        #expect(switcher.currentCardIndex == 1 && switcher.scrollView.contentSize.width == 600)

        let last = try playback(cards: 3, timeline: up(200, duration: 0.1))
        let other = last.controller as! SwitcherView
        scroll(other, to: 2)
        #expect(deleted(last, by: 0.9).map(\.index) == [2])
        #expect(other.currentCardIndex == 1 && other.scrollView.contentOffset.x == 300)
    }

    /// Quirk G-2, fixed: the index steps back only when a card before it went, or when it was the last card.
    @Test func currentIndexAfterADelete() {
        #expect(SwitcherView.currentIndex(afterDeleting: 3, current: 2, count: 4) == 2, "the original gives 1")
        #expect(SwitcherView.currentIndex(afterDeleting: 3, current: 3, count: 4) == 2)
        #expect(SwitcherView.currentIndex(afterDeleting: 1, current: 2, count: 8) == 1)
        #expect(SwitcherView.currentIndex(afterDeleting: 2, current: 2, count: 8) == 2)
        #expect(SwitcherView.currentIndex(afterDeleting: 0, current: 0, count: 1) == 0)
    }

    @Test func canDeleteCardOffLeavesTheCardsAlone() throws {
        let playback = try playback(timeline: up(400, duration: 0.5), widget: ", canDeleteCard: false")
        #expect(deleted(playback, by: 2).isEmpty)
        let card = try #require(playback.scene(at: 2).node("card-0"))
        #expect(close(card.screenCenter.y, 333.5))
    }
}
