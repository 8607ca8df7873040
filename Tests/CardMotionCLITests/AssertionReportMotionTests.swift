import CardMotionTestSupport
import CardRender
import CardVerify
import Foundation
import Testing
@testable import CardMotionTesting

/// A failing assertion says what happened to the motion, verify's sentences, between the frame count and the worst
/// frame: the first few, then a count, within the message's 15 lines.
extension AssertionReportTests {
    static func oneFrame() -> FrameMismatch.Frame {
        FrameMismatch.Frame(name: "frame-00004.png", problem: "3 different pixels (budget: 0 pixels)",
                            artifacts: FailureArtifacts(frame: "frame-00004.png", in: "/a"), frame: 4, time: 0.4, differentPixels: 3)
    }

    @Test func motionSentencesComeBeforeTheWorstFrameThreeAtMost() {
        var mismatch = FrameMismatch(script: "deck.yaml", frames: [Self.oneFrame()], recorded: [], problems: [])
        mismatch.reportPath = "/a/report.html"
        mismatch.approveCommand = "cardmotion approve /a --script deck"
        mismatch.motion = ["card-0: same motion, 3 frames later (+50 ms)"]
        #expect(mismatch.description.split(separator: "\n").map(String.init) == [
            "deck.yaml: 1 of 1 frame differs",
            "card-0: same motion, 3 frames later (+50 ms)",
            "worst: frame-00004.png at 0.400 s: 3 different pixels (budget: 0 pixels)",
            "report: /a/report.html",
            "approve: cardmotion approve /a --script deck",
        ])
        mismatch.motion = (0..<5).map { "card-\($0): moved in frames 1-9" }
        #expect(Array(mismatch.description.split(separator: "\n").map(String.init)[1...3]) == [
            "card-0: moved in frames 1-9", "card-1: moved in frames 1-9", "... and 3 more motion changes",
        ])
        // Forty problems fill the message: the motion gives way, the frame count and the worst frame stay.
        mismatch.problems = (1...40).map { "deck.yaml:\($0):1: cards[\($0)]: unknown key 'titel'" }
        mismatch.recorded = ["/r/frame-00001.png"]
        let lines = mismatch.description.split(separator: "\n").map(String.init)
        #expect(lines.count == FrameMismatch.maximumLines)
        #expect(!lines.contains { $0.hasPrefix("card-") })
        #expect(lines[10] == "deck.yaml: 1 of 1 frame differs")
        #expect(lines[11].hasPrefix("worst: "))
    }

    /// References of a drag at 0.2 s, checked with the drag 3 frames (0.1 s at 30 fps) later: the message names the
    /// motion as verify does.
    @Test func aLaterDragIsSaidInTheMessage() throws {
        let folder = try Self.workFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/drag.yaml", references = folder + "/refs"
        func write(at: Double) throws {
            try """
            screen: {size: [120, 120], scale: 1}
            fps: 30
            duration: 1
            widget: {kind: stack, frame: [20, 20, 80, 80], maxRemoveDistance: 100}
            cell: {backgroundColor: "#FF0000", cornerRadius: 0}
            cards: [{}, {}]
            timeline:
              - at: \(at)
                drag: {from: [60, 60], by: [30, 0], duration: 0.3}

            """.write(toFile: script, atomically: true, encoding: .utf8)
        }
        try write(at: 0.2)
        #expect(verifyFrames(of: script, match: FrameExpectation(record: .missing), references: references, filePath: Self.testFile)?.recorded.count == 31)
        try write(at: 0.3)
        let mismatch = try #require(verifyFrames(of: script, references: references, artifacts: folder + "/art", filePath: Self.testFile))
        #expect(mismatch.motion == ["card-0: same motion, 3 frames later (+100 ms)"])
        let lines = mismatch.description.split(separator: "\n").map(String.init)
        #expect(lines[1] == "card-0: same motion, 3 frames later (+100 ms)", "\(mismatch.description)")
        #expect(lines[2].hasPrefix("worst: "))
    }
}
