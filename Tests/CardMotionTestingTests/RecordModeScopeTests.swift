import CardMotionTestSupport
import CardRender
import CardVerify
import Foundation
import Testing
@testable import CardMotionTesting

/// Which record mode an assertion uses: the expectation's `record`, else the scope's (the `.recordingFrames` trait,
/// or `withFrameRecording` for XCTest's `invokeTest`), else `CARDMOTION_RECORD`, else `never`.
@Suite struct RecordModeScopeTests {
    static let environment = ["CARDMOTION_RECORD": "all"]

    @Test func thePrecedenceOutsideAnyScope() throws {
        #expect(FrameRecording.mode == nil)
        #expect(try FrameRecording.resolve(.failed, environment: Self.environment) == .failed)
        #expect(try FrameRecording.resolve(nil, environment: Self.environment) == .all)
        #expect(try FrameRecording.resolve(nil, environment: [:]) == .never)
        #expect(throws: RecordMode.ParseError(source: "CARDMOTION_RECORD", value: "yes")) {
            try FrameRecording.resolve(nil, environment: ["CARDMOTION_RECORD": "yes"])
        }
        #expect(try FrameRecording.resolve(.missing, environment: ["CARDMOTION_RECORD": "yes"]) == .missing,
                "a variable that is not read is not an error")
    }

    @Test func theScopeWinsOverTheVariableAndLosesToTheExpectation() throws {
        let inside = try withFrameRecording(.missing) {
            [try FrameRecording.resolve(nil, environment: Self.environment),
             try FrameRecording.resolve(.never, environment: Self.environment),
             try FrameRecording.resolve(nil, environment: ["CARDMOTION_RECORD": "yes"])]
        }
        #expect(inside == [.missing, .never, .missing])
        #expect(try FrameRecording.resolve(nil, environment: Self.environment) == .all, "after the scope: the variable again")
    }

    @Test(.recordingFrames(.failed)) func scopesNestInsideTheTrait() async throws {
        #expect(FrameRecording.mode == .failed)
        let inner = withFrameRecording(.all) { FrameRecording.mode }
        #expect(inner == .all)
        #expect(FrameRecording.mode == .failed, "after the inner scope: the trait's")
        let returned = await withFrameRecording(.missing) { () async -> RecordMode? in
            await Task { FrameRecording.mode }.value
        }
        #expect(returned == .missing, "an async scope reaches the tasks it starts")
        #expect(FrameRecording.mode == .failed)
    }

    /// As in `override func invokeTest() { withFrameRecording(.missing) { super.invokeTest() } }`: the assertions
    /// inside record; after the scope, the same check is back to comparing.
    @Test func assertionsInsideAScopeRecordAndAfterItCompare() throws {
        let script = try throwScript(), references = try temporaryFolder() + "/refs"
        let recorded = withFrameRecording(.missing) {
            verifyFrames(of: script, at: [0.3], references: references)
        }
        #expect(recorded?.recorded == [references + "/frame-00003.png"])
        #expect(verifyFrames(of: script, at: [0.3], match: FrameExpectation(record: .never), references: references) == nil)
        let failed = withFrameRecording(.all) {
            verifyFrames(of: script, at: [0.3], match: FrameExpectation(record: .never), references: references + "-none")
        }
        #expect(failed?.problems.first?.hasPrefix("reference folder \(references)-none does not exist") == true,
                "the expectation's own mode wins over the scope")
    }
}
