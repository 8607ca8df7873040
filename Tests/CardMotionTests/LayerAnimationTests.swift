import CardGeometry
import CardScene
import Foundation
import Testing
@testable import CardMotion
import CardMotionTestSupport

/// `animate` events: their reading, errors with file:line:column, and the values they give layers on every frame
/// (docs/motion.md#animate).
@Suite struct LayerAnimationTests {
    /// A screen of 200 x 200 points with a red box (id `box`) and a green bar holding a blue square (id `dot`), and
    /// a sort grid (any control) below them, then `timeline`.
    func screen(_ timeline: String, duration: String = "") -> String {
        """
        screen:
          size: [200, 200]
          scale: 1
          layers:
            - {id: box, frame: [20, 20, 40, 40], backgroundColor: "#FF0000"}
            - {frame: [0, 180, 200, 20], backgroundColor: "#00FF00", layers: [{id: dot, frame: [0, 0, 20, 20], backgroundColor: "#0000FF"}]}
        fps: 10
        \(duration)
        widget: {kind: sortGrid, frame: [0, 100, 200, 60], titles: [a]}
        timeline:
        \(timeline)
        """
    }

    func scenes(_ script: Script) throws -> [Scene] {
        let plan = try PlaybackPlan(script)
        let playback = plan.makePlayback()
        return (0..<plan.timing.frameCount).map { playback.scene(at: plan.timing.time(ofFrame: $0)) }
    }

    /// A moving top-level layer is a node of its own named by its id; a linear move of its centre and opacity gives
    /// exact corners and alpha on each frame, and the layer rests at its end value afterwards.
    @Test func screenLayerMovesAsANodeOfItsOwn() throws {
        let script = try decodeScript(screen("""
          - at: 0.2
            animate: {target: box, to: {x: 140, opacity: 0.5}, duration: 0.5, curve: linear}
        """))
        let scenes = try scenes(script)
        #expect(scenes[0].nodes.map(\.id).prefix(2) == ["box", "screen"])
        let box = scenes.map { $0.node("box")! }
        #expect(box[2].corners[0] == Point(x: 20, y: 20))
        #expect(box[3].corners[0] == Point(x: 40, y: 20))
        #expect(box[3].alpha == 0.9)
        #expect(box[5].corners[0] == Point(x: 80, y: 20))
        #expect(box[5].corners[2] == Point(x: 120, y: 60))
        #expect(box[7].corners[0] == Point(x: 120, y: 20))
        #expect(box.last!.corners[0] == Point(x: 120, y: 20) && box.last!.alpha == 0.5)
        // The node's own layer is the box at its origin, with no id of its own (the node has it).
        #expect(box[5].layer.frame == Rect(x: 0, y: 0, width: 40, height: 40) && box[5].layer.id == nil)
        // The script lasts until the move ends (0.7 s), plus the settle padding.
        #expect(try PlaybackPlan(script).timing.duration == 0.7 + Script.settlePadding)
    }

    /// A nested layer moves inside its node, in its parent's coordinates; `by` adds to where it rests.
    @Test func nestedLayerMovesInItsNode() throws {
        let script = try decodeScript(screen("""
          - at: 0
            animate: {target: dot, by: {x: 100, y: -10}, duration: 1, curve: linear}
        """))
        let scenes = try scenes(script)
        let dot = scenes.map { scene in scene.node("screen")!.namedLayers.first { $0.id == "dot" }! }
        #expect(dot[0].corners[0] == Point(x: 0, y: 180))
        #expect(dot[5].corners[0] == Point(x: 50, y: 175))
        #expect(dot[10].corners[0] == Point(x: 100, y: 170))
        #expect(scenes[0].node("dot") == nil)
    }

    /// Scale and rotation turn the node about the layer's centre.
    @Test func scaleAndTurnAboutTheCentre() throws {
        let script = try decodeScript(screen("""
          - at: 0
            animate: {target: box, to: {scale: 2, rotation: 90}, duration: 1, curve: linear}
        """))
        let box = try scenes(script).last!.node("box")!
        // Centre (40, 40), 80 points wide, turned a quarter clockwise: the top-left corner goes to the top-right.
        let corners = box.corners.map { Point(x: ($0.x * 1e9).rounded() / 1e9, y: ($0.y * 1e9).rounded() / 1e9) }
        #expect(corners == [Point(x: 80, y: 0), Point(x: 80, y: 80), Point(x: 0, y: 80), Point(x: 0, y: 0)])
    }

    /// A `tap` may carry the animations that start with it; an `animate` during another interrupts it smoothly.
    @Test func tapStartsAnimationsAndALaterOneTakesOver() throws {
        let script = try decodeScript(screen("""
          - at: 0
            tap: [100, 130]
            animate: {target: box, to: {y: 140}, spring: {response: 0.5, dampingFraction: 1}}
          - at: 0.3
            animate: {target: box, to: {y: 40}, spring: {response: 0.5, dampingFraction: 1}}
        """))
        #expect(script.timeline[0].animations.count == 1)
        let smooth = try SpringAnimation(response: 0.5, dampingFraction: 1)
        let rise = PropertyMotion(from: 40, to: 140, curve: .spring(smooth))
        let state = rise.state(at: 0.3)
        let back = PropertyMotion.interrupting(state, to: 40, along: .spring(smooth))
        let scenes = try scenes(script)
        #expect(abs(scenes[2].node("box")!.screenCenter.y - rise.value(at: 0.2)) < 1e-9)
        #expect(abs(scenes[5].node("box")!.screenCenter.y - back.value(at: 0.2)) < 1e-9)
    }

    /// A cell's layer (`card-N/ID`, globs allowed) moves relative to its card.
    @Test func cellLayerMovesWithItsCard() throws {
        let script = try decodeScript("""
        screen: {size: [375, 667], scale: 1}
        fps: 10
        widget: {kind: stack, frame: [25, 150, 325, 420]}
        cell:
          backgroundColor: white
          layers:
            - {frame: [0, 60, width, 30], text: {string: "{title}"}}
            - {id: heart, frame: [10, 10, 40, 40], backgroundColor: "#FF0000"}
        cards: [{title: a}, {title: b}]
        timeline:
          - at: 0
            animate: {target: "card-*/heart", to: {scale: 1.5}, duration: 0.5, curve: easeOut}
        """)
        let scenes = try scenes(script)
        for (scene, progress) in [(scenes[2], TimingCurve.easeOut.progress(at: 0.4)), (scenes.last!, 1)] {
            let card = scene.node("card-0")!
            let heart = card.namedLayers.first { $0.id == "heart" }!
            let half = 20 * (1 + 0.5 * progress)
            let expected = [Point(x: 30 - half, y: 30 - half), Point(x: 30 + half, y: 30 - half)].map { $0.applying(card.transform) }
            #expect(abs(heart.corners[0].x - expected[0].x) < 1e-9 && abs(heart.corners[1].y - expected[1].y) < 1e-9)
        }
        #expect(scenes[0].node("card-1")!.namedLayers.first { $0.id == "heart" } != nil)
    }

    /// Errors name the file, the line and the column of what is wrong, with the reason.
    @Test func errorsNameTheKey() {
        let cases: [(String, String)] = [
            ("animate: {target: box, to: {opacty: 1}}", "s.yaml:12:33: timeline[0].animate.to.opacty: unknown key 'opacty' (did you mean 'opacity'?)"),
            ("animate: {target: box, to: {x: 1}, duration: -1}", "s.yaml:12:50: timeline[0].animate.duration: -1.0 is out of range"),
            ("animate: {target: box, to: {x: 1}, spring: {damping: 0}}", "s.yaml:12:48: timeline[0].animate.spring: damping is 0.0: a spring with no damping never settles"),
            ("animate: {target: nothing, to: {x: 1}}", "s.yaml:12:14: timeline[0].animate: target 'nothing' matches no layer with an id; the layers with ids are box, dot"),
            ("animate: {target: box, to: {x: 1}, spring: smooth, curve: linear}", "s.yaml:12:14: timeline[0].animate: give either 'curve' or 'spring', not both"),
            ("animate: {target: box, to: {x: 1}, spring: smooth, duration: 1}", "s.yaml:12:66: timeline[0].animate.duration: a spring lasts until it settles"),
            ("animate: {target: box, from: {y: 1}, to: {x: 1}}", "s.yaml:12:38: timeline[0].animate.from.y: 'from' gives 'y', which neither"),
            ("animate: {target: box, by: {backgroundColor: red}}", "s.yaml:12:50: timeline[0].animate.by.backgroundColor: a colour cannot change 'by' an amount"),
            ("animate: {target: box, to: {x: 1}, curve: {cubicBezier: [1.2, 0, 1, 1]}}", "s.yaml:12:61: timeline[0].animate.curve.cubicBezier: cubicBezier x1 is 1.2"),
            ("animate: {target: box}", "s.yaml:12:14: timeline[0].animate: moves nothing: give 'to', 'by' or 'keyframes'"),
            ("animate: {target: box, to: {x: 1}, repeat: forever}", "s.yaml:12:14: timeline[0].animate: repeats forever, so the script never settles: give the script a 'duration'"),
            ("animate: {target: box, keyframes: {x: [{at: 1, value: 2}, {at: 0.5, value: 1}]}}", "s.yaml:12:68: timeline[0].animate.keyframes.x[1].at: is 0.5 s, before the keyframe before it (1.0 s)"),
        ]
        for (event, expected) in cases {
            let message = scriptFailure(screen("  - at: 0\n    " + event))?.description ?? "no error"
            #expect(message.hasPrefix(expected), "\(event)\n\(message)")
        }
    }

    /// A sublayer of a moving top-level layer moves in that layer's node; the script lasts until its spring, from
    /// where the sublayer rests (x 20) to 60, settles.
    @Test func sublayerOfAMovingLayerSettlesFromItsRestingValue() throws {
        let script = try decodeScript("""
        screen:
          size: [200, 200]
          scale: 1
          layers:
            - {id: plate, frame: [0, 0, 100, 100], backgroundColor: "#FF0000", layers: [{id: badge, frame: [10, 10, 20, 20], backgroundColor: "#0000FF"}]}
        fps: 10
        timeline:
          - at: 0
            animate:
              - {target: plate, to: {x: 150}, duration: 0.5, curve: linear}
              - {target: badge, to: {x: 60}, spring: {response: 0.3, dampingFraction: 0.6}}
        """)
        let spring = try SpringAnimation(response: 0.3, dampingFraction: 0.6)
        let settle = PropertyMotion(from: 20, to: 60, curve: .spring(spring)).duration
        #expect(try PlaybackPlan(script).timing.duration == max(0.5, settle) + Script.settlePadding)
        let last = try scenes(script).last!
        let plate = last.node("plate")!
        #expect(plate.corners[0] == Point(x: 100, y: 0))
        #expect(plate.namedLayers.first { $0.id == "badge" }!.corners[0] == Point(x: 150, y: 10))
    }

    /// What a timeline shows of an animate event (the studio's band): its delay and every repeat there and back, or
    /// a spring's settling duration over a whole move.
    @Test func spanCountsDelayRepeatsAndSprings() throws {
        let script = try decodeScript(screen("""
          - at: 0
            animate: {target: box, to: {x: 1}, duration: 0.5, delay: 0.1, repeat: 2, autoreverses: true}
          - at: 1
            animate: {target: dot, to: {x: 1}, spring: {mass: 1, stiffness: 100, damping: 10}}
        """))
        #expect(script.timeline[0].animationSpan == 2.1)
        #expect(script.timeline[1].animationSpan == (try SpringAnimation()).settlingDuration)
    }

    /// `repeat: forever` plays until the script's duration, looping exactly.
    @Test func foreverNeedsADuration() throws {
        let script = try decodeScript(screen("""
          - at: 0
            animate: {target: box, by: {rotation: 360}, duration: 1, curve: linear, repeat: forever}
        """, duration: "duration: 3"))
        let scenes = try scenes(script)
        #expect(scenes.count == 31)
        #expect(scenes[25].node("box")!.corners == scenes[5].node("box")!.corners)
    }
}
