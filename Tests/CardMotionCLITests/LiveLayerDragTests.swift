import CardMotionTestSupport
import Foundation
import Testing

/// `render` and `states` over a whole drag of cards whose live layers' sizes follow the motion past their keys'
/// ranges (negative, beyond 100,000 points, through a stack and a fitted side): every frame is drawn, none traps.
@Suite struct LiveLayerDragTests {
    /// One card dragged `by` points, its cell's live layers arranged by stacks with sizes from `motion.x`.
    func script(by: Int) -> String {
        """
        screen: {size: [375, 667], scale: 1}
        fps: 10
        duration: 1
        widget: {kind: stack, frame: [25, 150, 325, 420]}
        cell:
          layers:
            - frame: [0, 0, 300, 300]
              stack: {axis: horizontal, distribution: equalSpacing}
              layers:
                - {size: ["50 + motion.x", 10], backgroundColor: red}
                - {size: ["motion.x * 400", 10], backgroundColor: blue}
                - {size: ["motion.x * 400", 10], backgroundColor: green}
            - frame: [0, 300, 300, 100]
              stack: {axis: horizontal, wrap: true}
              layers: [{size: [fit, "motion.x"], text: {string: Ada}}]
        cards: [{}]
        timeline:
          - at: 0.05
            drag: {from: [187, 345], by: [\(by), 10], duration: 0.5}
        """
    }

    @Test(arguments: [-150, 150])
    func everyFrameOfTheDragIsDrawn(by: Int) throws {
        let (folder, path) = try scriptInTemporaryFolder(script(by: by), named: "drag.yaml")
        let render = try runCardMotion(["render", path, "--output", folder + "/out"], timeLimit: 120)
        #expect(render.status == 0, "\(render.stderr)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder + "/out").sorted()
        #expect(frames == (0...10).map { String(format: "frame-%05d.png", $0) })
        let states = try runCardMotion(["states", path], timeLimit: 120)
        #expect(states.status == 0, "\(states.stderr)")
        #expect(states.stdout.split(separator: "\n").count == 11)
    }
}
