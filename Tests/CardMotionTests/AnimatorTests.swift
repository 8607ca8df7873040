import CardGeometry
import CardMotionTestSupport
import Testing
@testable import CardMotion

/// The UIView-like animator: model set at once, presentation from additive animations, exact completions.
@Suite struct AnimatorTests {
    let simulation = Simulation(screen: Screen(size: Size(width: 400, height: 400)))

    func makeView() -> View {
        let view = View(simulation: simulation, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        simulation.window.addSubview(view)
        return view
    }

    @Test func modelChangesAtOncePresentationFollowsTheCurve() {
        let view = makeView()
        simulation.animator.animate(.easeInEaseOut(1), changes: { view.center = Point(x: 150, y: 50) })
        #expect(view.center == Point(x: 150, y: 50))
        #expect(view.presentation(at: 0).center == Point(x: 50, y: 50))
        #expect(close(view.presentation(at: 0.25).center.x, 50 + 100 * 0.129162, 5e-5))
        #expect(view.presentation(at: 0.5).center.x == 100)
        #expect(view.presentation(at: 1).center.x == 150)
    }

    @Test func completionRunsAtTheExactEndAfterTheDelay() {
        let view = makeView()
        var finishedAt: Double?
        simulation.animator.animate(.linear(0.3), delay: 0.2, changes: { view.alpha = 0 }, completion: { [simulation] finished in
            #expect(finished)
            finishedAt = simulation.now
        })
        #expect(view.presentation(at: 0.1).alpha == 1, "a delayed animation shows the old value until it starts")
        simulation.advance(to: 0.49)
        #expect(finishedAt == nil)
        simulation.advance(to: 1)
        #expect(finishedAt == 0.5)
    }

    /// Retargeting blends from where the property is (additive animations).
    @Test func retargetingBlendsFromTheCurrentPresentation() {
        let view = makeView()
        simulation.animator.animate(.linear(1), changes: { view.center.x = 150 })
        simulation.advance(to: 0.5)
        let before = view.presentation(at: 0.5).center.x
        simulation.animator.animate(.linear(1), changes: { view.center.x = 250 })
        #expect(view.presentation(at: 0.5).center.x == before)
        #expect(view.presentation(at: 1.5).center.x == 250)
    }

    /// Nested blocks inherit the outer block's timing.
    @Test func nestedBlocksInheritTheOuterTiming() {
        let view = makeView()
        let other = makeView()
        simulation.animator.animate(.easeInEaseOut(0.5), changes: {
            view.center.x = 150
            simulation.animator.animate(.linear(0.2), changes: { other.center.x = 150 })
        })
        #expect(view.presentation(at: 0.25).center.x == other.presentation(at: 0.25).center.x)
        #expect(other.presentation(at: 0.2).center.x < 150)
    }

    /// Transforms animate decomposed: half-way between identity and a 90° rotation is a pure 45° rotation.
    @Test func transformsInterpolateDecomposed() {
        let view = makeView()
        simulation.animator.animate(.linear(1), changes: { view.transform = AffineTransform2D(rotationAngle: .pi / 2) })
        let mid = view.presentation(at: 0.5).transform
        #expect(close(mid.decomposed.rotation, .pi / 4, 1e-12))
        #expect(close(mid.decomposed.scaleX, 1, 1e-12) && close(mid.decomposed.scaleY, 1, 1e-12))
    }

    @Test func changesOutsideABlockDoNotAnimate() {
        let view = makeView()
        view.center.x = 300
        #expect(view.presentation(at: 0).center.x == 300)
        #expect(!view.isAnimating(at: 0))
    }
}
