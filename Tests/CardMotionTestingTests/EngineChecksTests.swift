import CardMotionTestSupport
import CardRender
import Foundation
import Testing
@testable import CardMotionTesting

/// The checks `cardmotion verify` makes before and after verifying, made by the library too: references recorded at
/// another frame rate are a problem that says so, and an ignore glob that matched no node is a warning.
@Suite struct EngineChecksTests {
    @Test func referencesOfAnotherFrameRateAreAProblemWithBothRates() throws {
        let folder = try temporaryFolder()
        let script = try throwScript(in: folder), references = folder + "/refs"
        let recorded = verifyFrames(of: script, match: FrameExpectation(record: .missing), references: references)
        #expect(recorded?.recorded.count ?? 0 > 2)
        _ = try throwScript(in: folder, fps: 20)
        let caught = verifyFrames(of: script, match: FrameExpectation(record: .never), references: references)
        #expect(caught?.problems == ["reference folder \(references) was recorded at 10 fps, this run is 20 fps: set the script's fps back to 10, "
                                     + "or re-record it with .all (CARDMOTION_RECORD=all)"])
        #expect(caught?.frames.isEmpty == true)
        let missing = verifyFrames(of: script, match: FrameExpectation(record: .missing), references: references)
        #expect(missing?.problems.count == 2, "recording only what is missing would mix two rates")
        #expect(missing?.problems.last == "nothing was recorded: the references were left as they were")
        let again = verifyFrames(of: script, match: FrameExpectation(record: .all), references: references)
        #expect(again?.problems == [])
        #expect(again?.recorded.count ?? 0 > recorded?.recorded.count ?? 0, "twice the frames at 20 fps")
        #expect(verifyFrames(of: script, match: FrameExpectation(record: .never), references: references) == nil)
    }

    @Test func anIgnoreGlobThatMatchesNoNodeIsAWarningNotAFailure() throws {
        let folder = try temporaryFolder(), notices = AssertionNotices()
        let script = try throwScript(in: folder), references = folder + "/refs"
        #expect(verifyFrames(of: script, at: [0.3], match: FrameExpectation(record: .missing), references: references)?.recorded.count == 1)
        let masked = FrameExpectation.exact.ignoring(nodes: ["card-*", "crad-*"])
        #expect(checkFrames(of: script, at: [0.3], match: masked, named: nil, references: references, artifacts: folder + "/art",
                            context: notices.context(testFile: folder + "/SwipeTests.swift")) == nil)
        #expect(notices.all == ["\(script): ignore 'crad-*' matched no node in any frame checked"])

        let reference = folder + "/throw.apng"
        #expect(verifyAnimation(of: script, match: FrameExpectation(record: .missing), reference: reference)?.recorded == [reference])
        #expect(checkAnimation(of: script, match: masked, named: nil, reference: reference, artifacts: folder + "/art",
                               context: notices.context(testFile: folder + "/SwipeTests.swift")) == nil)
        #expect(notices.all.count == 2 && notices.all.last == notices.all.first, "the animation's check warns the same")
    }
}
