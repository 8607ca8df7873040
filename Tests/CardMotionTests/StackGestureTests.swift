import CardGeometry
import CardMotionTestSupport
import Foundation
import Testing
@testable import CardMotion

/// QiCardView's drag, end decision, fly-off, spring-back and programmatic removal (docs/controls/stack.md#drag
/// through docs/controls/stack.md#after-a-removal).
@Suite struct StackGestureTests {
    /// The snapshot view of the card with data index `index`, if one is flying.
    func snapshot(_ playback: Playback, index: Int) -> View? {
        playback.stack.subviews.first { $0.sceneIdentity?.id == "snapshot-\(index)" }
    }

    /// docs/controls/stack.md#fly-off: a drag past maxRemoveDistance to the right flies a snapshot to
    /// endX = screenW/2 + 1.5·W = 675 (stack coordinates) in 0.25 s ease-in-out, keeping the drag transform; the cell
    /// leaves at once.
    @Test func dragPastTheDistanceFliesOffToTheExactEndX() throws {
        let script = try demoStackScript(timeline: "  - {at: 0.1, drag: {from: [187, 345], by: [150, 0], duration: 0.5}}\n")
        let playback = Playback(script: script)
        let release = 0.1 + 0.5
        _ = playback.scene(at: release - 0.001)
        let cell = try #require(playback.stack.visibleCells.last)
        _ = playback.scene(at: release)
        // The last move and the lift both happen at the release instant; past 100 pt the tilt is maxAngle.
        #expect(cell.currentPoint.x > 100)
        let dragTransform = AffineTransform2D(rotationAngle: 10 * Double.pi / 180)
            .translatedBy(x: cell.currentPoint.x, y: cell.currentPoint.y)
        let flying = try #require(snapshot(playback, index: 0))
        #expect(flying.center.x == 675)
        #expect(flying.center.y == 195)
        #expect(flying.transform == dragTransform)
        // Half-way through the 0.25 s the ease-in-out curve is exactly at 0.5.
        let start = flying.presentation(at: release).center.x
        #expect(start == 162.5)
        #expect(close(flying.presentation(at: release + 0.125).center.x, 162.5 + 0.5 * (675 - 162.5), 1e-9))
        #expect(flying.presentation(at: release + 0.25).center.x == 675)
        // Completion removes the snapshot at exactly 0.25 s.
        _ = playback.scene(at: release + 0.25)
        #expect(snapshot(playback, index: 0) == nil)
    }

    @Test func dragPastTheDistanceToTheLeftEndsAtMinus512Point5() throws {
        let script = try demoStackScript(timeline: "  - {at: 0.1, drag: {from: [187, 345], by: [-150, 0], duration: 0.5}}\n")
        let playback = Playback(script: script)
        _ = playback.scene(at: 0.6)
        let flying = try #require(snapshot(playback, index: 0))
        #expect(flying.center.x == -512.5)
    }

    /// docs/controls/stack.md#after-a-removal: the removal creates data index 4 at the bottom and re-stacks in 0.25 s;
    /// alphas jump at once.
    @Test func removalRestacksInAQuarterSecondWithAlphasSetAtOnce() throws {
        let script = try demoStackScript(timeline: "  - {at: 0.1, drag: {from: [187, 345], by: [150, 0], duration: 0.5}}\n")
        let playback = Playback(script: script)
        let scene = playback.scene(at: 0.6)
        #expect(scene.cards.map(\.index) == [4, 3, 2, 1])
        for (alpha, expected) in zip(scene.cards.map(\.alpha), [0.475, 0.725, 0.975, 1.0]) {
            #expect(close(alpha, expected, 1e-12))
        }
        // Card 1 starts the animation from depth 1 and reaches depth 0 exactly 0.25 s later.
        let top = try #require(scene.node("card-1"))
        #expect(close(top.scale.x, 295.0 / 325, 1e-12))
        let settled = try #require(playback.scene(at: 0.85).node("card-1"))
        #expect(settled.scale.x == 1 && settled.scale.y == 1)
        #expect(settled.corners[0] == Point(x: 25, y: 150))
        let events = playback.takeEvents().map(\.name)
        #expect(events.contains("didRemoveCell"))
    }

    /// docs/controls/stack.md#drag: translation is read in the card's rotated frame (local-delta model). A 200-pt
    /// horizontal drag in 1-pt steps ends at currentPoint ≈ (198.0, −26.0), angle 10°, visual offset ≈ (199.5, +8.8).
    /// The reference rounds to 0.1 pt; our pan also folds the first 10 pt (hysteresis) into one unrotated step, which
    /// moves y by less than 0.1 pt. So: 0.15 pt.
    @Test func dragTranslationIsReadInTheRotatedFrame() throws {
        var samples = "["
        for step in 0...200 { samples += "[\(Double(step) / 100), \(187 + step), 345]," }
        samples.removeLast()
        samples += "]"
        let script = try demoStackScript(timeline: "  - {at: 0.1, path: \(samples), hold: 0.5}\n")
        let playback = Playback(script: script)
        _ = playback.scene(at: 2.3)  // after the last sample (2.1 s), before the lift (2.6 s)
        let cell = try #require(playback.stack.visibleCells.last)
        #expect(abs(cell.currentPoint.x - 198.0) < 0.15)
        #expect(abs(cell.currentPoint.y - -26.0) < 0.15)
        let decomposed = cell.transform.decomposed
        #expect(close(decomposed.rotation, 10 * Double.pi / 180, 1e-12))
        #expect(abs(decomposed.translationX - 199.5) < 0.15)
        #expect(abs(decomposed.translationY - 8.8) < 0.15)
    }

    /// docs/controls/stack.md#spring-back: a short drag springs back with UIKit's spring (0.5 s, damping 0.5, velocity
    /// 0.8): it overshoots past the centre and is exactly home at 0.5 s.
    @Test func shortDragSpringsBackWithOvershoot() throws {
        let script = try demoStackScript(timeline: "  - {at: 0.1, drag: {from: [187, 345], by: [-60, 0], duration: 0.3}}\n")
        let playback = Playback(script: script)
        let release = 0.4
        let atRelease = try #require(playback.scene(at: release).node("card-0"))
        #expect(atRelease.rotationDegrees < 0)
        let spring = UIKitSpring(duration: 0.5, dampingRatio: 0.5, initialVelocity: 0.8)
        var minimumRotation = 0.0, maximumRotation = -Double.infinity
        for step in 1...30 {
            let t = release + Double(step) / 60
            let node = try #require(playback.scene(at: t).node("card-0"))
            let expected = atRelease.rotationDegrees * (1 - spring.progress(at: t - release))
            #expect(close(node.rotationDegrees, expected, 1e-9))
            minimumRotation = min(minimumRotation, node.rotationDegrees)
            maximumRotation = max(maximumRotation, node.rotationDegrees)
        }
        #expect(maximumRotation > 0, "the card swings past the centre")
        let home = try #require(playback.scene(at: release + 0.5).node("card-0"))
        #expect(home.transform == AffineTransform2D.identity.concatenating(AffineTransform2D(translationX: 25, y: 150)))
    }

    /// docs/controls/stack.md#programmatic-removal: `swipe: right` tilts +maxAngle and drops h/4 in the rotated frame
    /// while sliding to endX; the final visual offset is R(10°)·(0, 97.5) = (−16.93, +96.02).
    @Test func programmaticSwipeRightEndsTiltedAndDropped() throws {
        let script = try demoStackScript(timeline: "  - {at: 0.5, swipe: right}\n")
        let playback = Playback(script: script)
        _ = playback.scene(at: 0.5)
        let flying = try #require(snapshot(playback, index: 0))
        let end = flying.presentation(at: 0.75)
        #expect(end.center == Point(x: 675, y: 195))
        let offset = end.transform.decomposed
        let angle = 10 * Double.pi / 180
        #expect(close(offset.rotation, angle, 1e-12))
        #expect(close(offset.translationX, -97.5 * sin(angle), 1e-9))
        #expect(close(offset.translationY, 97.5 * cos(angle), 1e-9))
        #expect(abs(offset.translationX - -16.9) < 0.05 && abs(offset.translationY - 96.0) < 0.05)
        // Half-way, angle and drop interpolate linearly in the curve's progress (0.5 at mid-time).
        let mid = flying.presentation(at: 0.625).transform.decomposed
        #expect(close(mid.rotation, angle / 2, 1e-12))
    }

    @Test func programmaticSwipeLeftTiltsTheOtherWay() throws {
        let playback = Playback(script: try demoStackScript(timeline: "  - {at: 0.5, swipe: left}\n"))
        _ = playback.scene(at: 0.5)
        let flying = try #require(snapshot(playback, index: 0))
        let end = flying.presentation(at: 0.75)
        #expect(end.center.x == -512.5)
        #expect(close(end.transform.decomposed.rotation, -10 * Double.pi / 180, 1e-12))
        #expect(close(end.transform.decomposed.translationX, 97.5 * sin(10 * Double.pi / 180), 1e-9))
    }

    /// docs/controls/stack.md#after-a-removal and the demo: when the last card goes, `didRemoveLastCell` reloads
    /// animated; the new cells start in the deepest slot and fan out over 0.25 s.
    @Test func lastRemovalReloadsAnimatedWhenAsked() throws {
        var timeline = ""
        for step in 0..<3 { timeline += "  - {at: \(0.5 + Double(step) * 0.5), swipe: right}\n" }
        let playback = Playback(script: try demoStackScript(cards: 3, timeline: timeline, extraWidget: "  reloadsWhenEmpty: true"))
        let afterLast = playback.scene(at: 1.5)
        #expect(afterLast.cards.map(\.index) == [2, 1, 0])
        let topNow = try #require(afterLast.node("card-0"))
        #expect(close(topNow.scale.x, 1 - 3 * 30.0 / 325, 1e-12), "starts in the deepest slot (depth V − 1 = 3)")
        let settled = try #require(playback.scene(at: 1.75).node("card-0"))
        #expect(settled.scale.x == 1)
        #expect(playback.takeEvents().contains { $0.name == "didRemoveLastCell" && $0.index == 2 })
    }

    @Test func withoutReloadTheStackEmpties() throws {
        var timeline = ""
        for step in 0..<2 { timeline += "  - {at: \(0.5 + Double(step) * 0.5), swipe: left}\n" }
        let playback = Playback(script: try demoStackScript(cards: 2, timeline: timeline))
        #expect(playback.scene(at: 1.5).cards.isEmpty)
    }

    /// docs/controls/stack.md#after-a-removal with `visibleCount: 1`: the only cell leaves, so the container is empty
    /// before the next cell would be created. The original reports `didRemoveLastCell` (index 0) after the first card;
    /// without a reload the stack stays empty, with one card 0 comes back. Reproduced as the original's step order
    /// gives it.
    @Test(arguments: [false, true])
    func oneVisibleCardEmptiesTheContainerAtEachRemoval(reloads: Bool) throws {
        let yaml = """
        screen: {size: [375, 667]}
        widget: {kind: stack, frame: [25, 150, 325, 420], visibleCount: 1, reloadsWhenEmpty: \(reloads)}
        cards: [{title: A}, {title: B}, {title: C}]
        timeline:
          - {at: 0.5, swipe: left}

        """
        let playback = Playback(script: try ScriptDecoder.decode(yaml, file: "one.yaml", baseDirectory: "/tmp"))
        let scene = playback.scene(at: 1)
        let events = playback.takeEvents().filter { $0.name.hasPrefix("didRemove") }
        #expect(events.map(\.name) == ["didRemoveCell", "didRemoveLastCell"])
        #expect(events.map(\.index) == [0, 0])
        #expect(scene.cards.map(\.index) == (reloads ? [0] : []))
    }

    /// Stack quirk Q3 (docs/controls/stack.md#q3--the-end-decision-ignores-velocity): the end decision ignores
    /// velocity: a fast flick shorter than the distance springs back.
    @Test func fastShortFlickSpringsBack() throws {
        let playback = Playback(script: try demoStackScript(timeline: "  - {at: 0.1, drag: {from: [187, 345], by: [90, 0], duration: 0.05}}\n"))
        _ = playback.scene(at: 0.2)
        #expect(snapshot(playback, index: 0) == nil)
        #expect(playback.scene(at: 0.8).node("card-0")?.scale.x == 1)
    }

    /// Only the top card takes touches: dragging at a point covered only by a deeper card does nothing.
    @Test func onlyTheTopCardIsDraggable() throws {
        // (187, 560) is below the top card (bottom at 540) but on the deepest card (bottom at 572.1).
        let playback = Playback(script: try demoStackScript(timeline: "  - {at: 0.1, drag: {from: [187, 560], by: [150, 0], duration: 0.3}}\n"))
        let scene = playback.scene(at: 0.45)
        #expect(scene.cards.map(\.index) == [3, 2, 1, 0])
        #expect(scene.node("card-0")?.rotationDegrees == 0)
    }
}
