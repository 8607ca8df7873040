import CardGeometry
import Testing
@testable import CardMotion

/// `bounds.origin` (a scroll view's content offset): subviews move by its negative, it animates like any
/// property, and hit testing follows it.
@Suite struct BoundsOriginTests {
    let simulation = Simulation(screen: Screen(size: Size(width: 400, height: 300)))

    /// A 200 × 100 container at (20, 30) holding a 50 × 50 node at (150, 10) in its own coordinates.
    func make() -> (container: View, child: View) {
        let container = View(simulation: simulation, frame: Rect(x: 20, y: 30, width: 200, height: 100))
        container.sceneIdentity = SceneIdentity(id: "scroll", kind: .container, index: nil)
        container.backgroundColor = Color(white: 0.5)
        let child = View(simulation: simulation, frame: Rect(x: 150, y: 10, width: 50, height: 50))
        child.sceneIdentity = SceneIdentity(id: "card-0", kind: .card, index: 0)
        container.addSubview(child)
        simulation.window.addSubview(container)
        return (container, child)
    }

    @Test func subviewsMoveByTheNegativeOrigin() {
        let (container, _) = make()
        container.boundsOrigin = Point(x: 100, y: 0)
        let scene = SceneBuilder.scene(of: simulation, at: 0)
        #expect(scene.nodes.first { $0.id == "card-0" }?.corners.first == Point(x: 20 + 150 - 100, y: 30 + 10))
        // The container's own drawing stays where the container is.
        #expect(scene.nodes.first { $0.id == "scroll" }?.corners.first == Point(x: 20, y: 30))
    }

    @Test func theOriginAnimates() {
        let (container, _) = make()
        simulation.animator.animate(.linear(1), changes: { container.boundsOrigin = Point(x: 100, y: 0) })
        let mid = SceneBuilder.scene(of: simulation, at: 0.5)
        #expect(mid.nodes.first { $0.id == "card-0" }?.corners.first == Point(x: 20 + 150 - 50, y: 40))
    }

    @Test func hitTestingFollowsTheOrigin() {
        let (container, child) = make()
        #expect(simulation.window.hitTest(windowPoint: Point(x: 195, y: 60)) === child)
        container.boundsOrigin = Point(x: 100, y: 0)
        #expect(simulation.window.hitTest(windowPoint: Point(x: 95, y: 60)) === child)
        #expect(simulation.window.hitTest(windowPoint: Point(x: 195, y: 60)) === container)
    }
}
