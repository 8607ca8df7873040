import CardMotionTestSupport
import CardRender
import CardScene
import CardVerify
import Foundation
import Testing
@testable import CardMotionTesting

/// One APNG golden per script: recorded, passed, a one-pixel change in one frame caught on the calling line,
/// a reference of another timing reported with both timings, and the default place beside the test file.
@Suite struct AssertAnimationTests {
    func script() throws -> String { try throwScript() }

    @Test func recordsPassesThenCatchesAOnePixelChange() throws {
        let script = try script()
        let folder = try temporaryFolder()
        let reference = folder + "/throw.apng", artifacts = folder + "/art"
        let recorded = verifyAnimation(of: script, match: FrameExpectation(record: .missing), reference: reference)
        #expect(recorded?.recorded == [reference], "recording fails the check once")
        #expect(verifyAnimation(of: script, reference: reference) == nil)

        var animation = try APNGDecoder.decode(PNGCodec.read(contentsOf: reference))
        #expect(animation.frames.count > 2)
        animation.frames[0].pixels[(5 * animation.width + 5) * 4] = 0
        // Written back as the script's frames (10 fps), each the reference frame that shows at its start.
        let timing = FrameTiming(fps: 10, duration: 0)
        let frameCount = Int((Double(animation.delays.reduce(0, +)) / 100).rounded())
        let map = try AnimationFrameMap.map(referenceDelays: animation.delays.map(Double.init), timing: timing, frameCount: frameCount).get()
        let rewrite = APNGEncoder(settings: AnimationSettings(width: animation.width, height: animation.height, fps: 10))
        for frame in 0..<frameCount { try rewrite.append(animation.frames[map.referenceFrames[frame]]) }
        try Data(rewrite.finish()).write(to: URL(fileURLWithPath: reference))

        let caught = verifyAnimation(of: script, reference: reference, artifacts: artifacts)
        let failing = map.referenceFrames.filter { $0 == 0 }.count
        #expect(caught?.frames.count == failing)
        #expect(caught?.frames.first?.problem.hasPrefix("1 different pixels (budget: 0 pixels)") == true, "\(String(describing: caught))")
        #expect(FileManager.default.fileExists(atPath: artifacts + "/AssertAnimationTests/recordsPassesThenCatchesAOnePixelChange/throw/frame-00000.diff.png"))
        // An APNG is approved whole, by recording it again: the command line's words for animated references.
        #expect(caught?.approveCommand == "cardmotion verify \(script) --reference \(reference) --record failed")
        #expect(caught?.reportPath.map { FileManager.default.fileExists(atPath: $0) } == true)
        #expect(caught?.description.split(separator: "\n").count == 4, "\(String(describing: caught))")
        #expect(verifyAnimation(of: script, match: .tolerating(pixels: 1), reference: reference) == nil)
    }

    @Test func aReferenceOfAnotherTimingIsAProblemWithTheNumbers() throws {
        let script = try script()
        let reference = try temporaryFolder() + "/throw.apng"
        _ = verifyAnimation(of: script, match: FrameExpectation(record: .missing), reference: reference)
        try String(contentsOfFile: script, encoding: .utf8).replacingOccurrences(of: "fps: 10", with: "fps: 20")
            .write(toFile: script, atomically: true, encoding: .utf8)
        let caught = verifyAnimation(of: script, reference: reference)
        #expect(caught?.problems.count == 1)
        #expect(caught?.problems.first?.contains("at 20 fps (the durations differ)") == true, "\(String(describing: caught))")
        // The report shows the timing, and recording again is the way to accept it.
        #expect(caught?.description.split(separator: "\n").dropFirst().map(String.init)
                == ["report: \(caught?.reportPath ?? "")", "approve: cardmotion verify \(script) --reference \(reference) --record failed"],
                "\(String(describing: caught))")
    }

    /// The failure is an issue on the line that called `assertAnimation`; the default reference sits in
    /// `__Goldens__/<TestFile>/<testFunction>/<script>.apng` beside the test file.
    @Test func aMissingReferenceIsReportedAtTheCallSite() throws {
        let script = try script()
        let line = #line + 2
        withKnownIssue {
            let mismatch = assertAnimation(of: script, match: FrameExpectation(record: .never))
            #expect(mismatch?.problems.count == 1)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.contains { $0.rawValue.contains("__Goldens__/AssertAnimationTests/aMissingReferenceIsReportedAtTheCallSite/throw.apng is missing (set CARDMOTION_RECORD=missing") }
        }
    }
}
