import CardMotionTestSupport
import Testing
@testable import CardMotionTesting

/// Notices reach Swift Testing as issues of severity warning on the assertion's line, and leave the test passing
/// (under XCTest, a `File.swift:LINE: warning: ...` line on standard error).
@Suite struct CallSiteWarningTests {
    @Test func aWarningIsAnIssueOfSeverityWarningAtTheCallSite() {
        withKnownIssue {
            AssertionContext(fileID: #fileID, filePath: #filePath, line: 12, column: 5, testName: #function).warn("moved")
        } matching: { issue in
            issue.severity == .warning && issue.comments.map(\.rawValue) == ["moved"]
                && issue.sourceLocation?.line == 12 && issue.sourceLocation?.column == 5 && issue.sourceLocation?.fileID == #fileID
        }
    }

    /// Through the public API: an ignore glob that matched nothing is a warning on the calling line; the check passes.
    @Test func anUnmatchedGlobWarnsOnTheCallingLine() throws {
        let script = try throwScript(), references = try temporaryFolder() + "/refs"
        #expect(verifyFrames(of: script, at: [0], match: FrameExpectation(record: .missing), references: references)?.recorded.count == 1)
        let line = #line + 2
        withKnownIssue {
            let mismatch = assertFrames(of: script, at: [0], match: FrameExpectation(record: .never).ignoring(nodes: ["crad-*"]),
                                        references: references)
            #expect(mismatch == nil)
        } matching: { issue in
            issue.severity == .warning && issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == ["\(script): ignore 'crad-*' matched no node in any frame checked"]
        }
    }
}
