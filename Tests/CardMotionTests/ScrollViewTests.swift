import CardGeometry
import CardMotionTestSupport
import Testing
@testable import CardMotion

/// The scroll view model (docs/physics.md#rubber-band through docs/physics.md#paging): the finger, the rubber band,
/// the release filter, paging at most one page, the display-link ticks, catching a moving scroll view and a
/// shrinking content.
@Suite struct ScrollViewTests {
    /// A 300 × 400 scroll view at x = 50 on a 400 × 400 screen with five 300-pt pages, recording every
    /// `scrollViewDidScroll:` and `scrollViewDidEndDecelerating:`.
    final class Harness {
        let simulation = Simulation(screen: Screen(size: Size(width: 400, height: 400), scale: 2))
        let scroll: ScrollView
        var scrolls: [(time: Double, x: Double)] = []
        var endings: [Double] = []

        init(paging: Bool = true) {
            scroll = ScrollView(simulation: simulation, frame: Rect(x: 50, y: 0, width: 300, height: 400))
            scroll.contentSize = Size(width: 1500, height: 400)
            scroll.isPagingEnabled = paging
            simulation.window.addSubview(scroll)
            scroll.didScroll = { [unowned self] view in self.scrolls.append((self.simulation.now, view.contentOffset.x)) }
            scroll.didEndDecelerating = { [unowned self] _ in self.endings.append(self.simulation.now) }
        }

        func play(_ gesture: Gesture, at time: Double) {
            for touch in TouchSynthesizer.touches(for: gesture, startingAt: time, touchRate: 60) {
                simulation.schedule(at: touch.time) { [unowned self] in self.simulation.deliver(touch) }
            }
        }

        func drag(from x: Double, by dx: Double, duration: Double, at time: Double = 0, hold: Double = 0) {
            play(.drag(Gesture.Drag(from: Point(x: x, y: 200), to: Point(x: x + dx, y: 200), duration: duration,
                                    hold: hold)), at: time)
        }

        var offset: Double { scroll.contentOffset.x }
    }

    /// Translation is measured from the touch-down point, so 100 pt left moves the content 100 pt.
    @Test func theContentFollowsTheFinger() {
        let harness = Harness()
        harness.drag(from: 300, by: -100, duration: 0.5, hold: 1)
        harness.simulation.advance(to: 0.5)
        #expect(harness.offset == 100)
        #expect(harness.scroll.isDragging)
    }

    /// 140 pt past the first page against the rubber band: 0.55 · 140 · 300 / (300 + 0.55 · 140) = 61.27 pt.
    @Test func pastTheEdgeTheRubberBandHoldsBack() {
        let harness = Harness()
        harness.drag(from: 100, by: 140, duration: 0.5, hold: 1)
        harness.simulation.advance(to: 0.5)
        #expect(close(harness.offset, -23_100.0 / 377))
        #expect(close(harness.offset, -61.27, 0.005))
    }

    /// 100 pt at 100 pt/s carries no velocity: back to the nearest page (0) on the paging settle, one tick per
    /// screen refresh, at rest exactly on the page.
    @Test func aSlowReleaseSettlesOnTheNearestPage() throws {
        let harness = Harness()
        harness.drag(from: 300, by: -100, duration: 1)
        harness.simulation.advance(to: 1)
        #expect(harness.offset == 100)
        harness.simulation.advance(to: 3)
        #expect(harness.offset == 0)
        let settle = PagingSettle()
        let ticks = harness.scrolls.filter { $0.time > 1 }
        for tick in ticks {
            #expect(close((tick.time * 60).rounded(), tick.time * 60, 1e-6), "ticks fall on the 60 Hz grid")
            #expect(close(tick.x, settle.offset(after: tick.time - 1, from: 100, to: 0, velocity: 0)))
        }
        let end = try #require(harness.endings.first)
        #expect(end >= 1 + settle.duration - 1e-9 && end < 1 + settle.duration + 1.0 / 60)
        #expect(harness.endings.count == 1)
    }

    /// 60 pt at 1200 pt/s goes one page on: the settle leaves at the released 1200 pt/s.
    @Test func aFlickGoesOnePage() throws {
        let harness = Harness()
        harness.drag(from: 300, by: -60, duration: 0.05)
        harness.simulation.advance(to: 0.05)
        #expect(harness.offset == 60)
        harness.simulation.advance(to: 1)
        #expect(harness.offset == 300)
        let first = try #require(harness.scrolls.first { $0.time > 0.05 })
        let expected = PagingSettle().offset(after: first.time - 0.05, from: 60, to: 300, velocity: 1200)
        #expect(close(first.x, expected, 1e-6))
    }

    /// However fast, a release moves at most one page from where the finger lifted (a page under the finger plus
    /// one more).
    @Test func atMostOnePagePerRelease() {
        let harness = Harness()
        harness.drag(from: 340, by: -300, duration: 0.05)
        harness.simulation.advance(to: 2)
        #expect(harness.offset == 600)
        #expect(ScrollView.pageTarget(offset: 600, velocity: 5000, pageSize: 300, range: 0...1200) == 900)
        #expect(ScrollView.pageTarget(offset: 1100, velocity: 5000, pageSize: 300, range: 0...1200) == 1200)
        #expect(ScrollView.pageTarget(offset: 1200, velocity: 5000, pageSize: 300, range: 0...1200) == 1200)
        #expect(ScrollView.pageTarget(offset: 449, velocity: 0, pageSize: 300, range: 0...1200) == 300)
        #expect(ScrollView.pageTarget(offset: 451, velocity: 0, pageSize: 300, range: 0...1200) == 600)
        #expect(ScrollView.pageTarget(offset: 451, velocity: -300, pageSize: 300, range: 0...1200) == 300)
        #expect(ScrollView.pageTarget(offset: -40, velocity: -3000, pageSize: 300, range: 0...1200) == 0)
    }

    /// The release filter: a latest sample under 250 pt/s carries nothing; otherwise 0.75 × previous + 0.25 × latest.
    @Test func theReleaseFilter() {
        var velocity = ReleaseVelocity()
        velocity.add(Point(x: 300, y: 0))
        #expect(velocity.released == Point(x: 300, y: 0))
        velocity.add(Point(x: 100, y: 40))
        #expect(velocity.released == .zero, "|(100, 40)| = 107.7 pt/s")
        velocity.add(Point(x: 500, y: 0))
        #expect(velocity.released == Point(x: 0.75 * 100 + 0.25 * 500, y: 30))
    }

    /// A finger touching down on a settling scroll view stops it; lifted without dragging, the content settles on
    /// the nearest page from where it stopped.
    @Test func aTouchCatchesTheSettle() {
        let harness = Harness()
        harness.drag(from: 300, by: -60, duration: 0.05)
        harness.play(.tap(at: Point(x: 200, y: 200), hold: 0.3), at: 0.15)
        harness.simulation.advance(to: 0.15)
        let caught = harness.offset
        #expect(caught > 60 && caught < 300)
        harness.simulation.advance(to: 0.44)
        #expect(harness.offset == caught)
        #expect(!harness.scroll.isDecelerating)
        harness.simulation.advance(to: 2)
        #expect(harness.offset == (caught >= 150 ? 300 : 0))
    }

    /// Without paging a flick decelerates freely; one into the far edge passes it and comes back to rest on it.
    @Test func withoutPagingAFlickDeceleratesAndBouncesAtTheEdge() {
        let harness = Harness(paging: false)
        harness.scroll.contentOffset = Point(x: 1000, y: 0)
        harness.drag(from: 300, by: -60, duration: 0.05)
        harness.simulation.advance(to: 3)
        #expect(harness.offset == 1200)
        #expect(harness.scrolls.contains { $0.x > 1200.5 }, "it passes the edge first")
        #expect(!harness.scroll.isDecelerating)
    }

    /// A smaller content pulls the offset back into range, animated inside an animation block.
    @Test func shrinkingTheContentPullsTheOffsetBack() {
        let harness = Harness()
        harness.scroll.contentOffset = Point(x: 1200, y: 0)
        harness.simulation.animator.animate(.linear(0.3), changes: {
            harness.scroll.contentSize = Size(width: 900, height: 400)
        })
        #expect(harness.offset == 600)
        #expect(close(harness.scroll.presentation(at: 0.15).boundsOrigin.x, 900))
    }
}
