import CardMotionTestSupport
import Foundation
import Testing

/// `verify` on a layer that follows the card's motion: its failure explanation names the layer and its alpha at the
/// frame, and `--ignore card-*/likeStamp` masks its pixels, as for any layer with an id.
@Suite struct LiveLayerVerifyTests {
    /// One card dragged right by 50 points and held, without tilt, so `motion.progress` is 0.5 from the drag's end
    /// on (maxRemoveDistance 100); the stamp's opacity is `gain` times it, clamped to 1.
    func script(gain: Double) -> String {
        """
        screen: {size: [200, 300], scale: 1, background: white}
        fps: 10
        duration: 1
        widget: {kind: stack, frame: [0, 0, 200, 300], visibleCount: 1, maxAngle: 0, maxRemoveDistance: 100}
        cell:
          backgroundColor: white
          layers:
            - {frame: [20, 200, 50, 50], backgroundColor: black}
            - {id: likeStamp, frame: [20, 40, 120, 50], rotation: -15, opacity: "clamp(motion.progress * \(gain), 0, 1)", backgroundColor: systemGreen}
        cards: [{}, {}]
        timeline: [{at: 0, drag: {from: [100, 150], by: [50, 0], duration: 0.5, hold: 1}}]
        """
    }

    @Test func theStampsAlphaIsExplainedAndMasked() throws {
        let folder = try temporaryFolder()
        let script = folder + "/live.yaml"
        try self.script(gain: 1).write(toFile: script, atomically: true, encoding: .utf8)
        let record = try runCardMotion(["verify", script, "--reference", folder + "/ref", "--record", "missing"])
        #expect(record.status == 0, "\(record.stderr)")
        try self.script(gain: 2).write(toFile: script, atomically: true, encoding: .utf8)
        let failed = try runCardMotion(["verify", script, "--reference", folder + "/ref"])
        #expect(failed.status == 1)
        // Frame 8 (0.8 s) holds the card at progress 0.5: alpha 0.5 before, 1 after.
        #expect(failed.stdout.contains("frame-00008.png") && failed.stdout.contains("card-0/likeStamp alpha 0.50 -> 1.00"), "\(failed.stdout)")
        let ignored = try runCardMotion(["verify", script, "--reference", folder + "/ref", "--ignore", "card-*/likeStamp"])
        #expect(ignored.status == 0, "\(ignored.stdout)")
    }
}
