import CardPlatform
@testable import CardMotionTesting

/// The notices of assertions run in a test, kept instead of reported, and the contexts that send them here.
final class AssertionNotices: Sendable {
    private let kept = Locked<[String]>([])

    /// Every notice so far, in order.
    var all: [String] { kept.current }

    /// The context of an assertion in the test file `testFile` (which need not exist), in the test `testName`,
    /// written at `line` (column 9) of the calling file; its notices are kept here.
    func context(testFile: String, testName: String = "stackSwipe()", fileID: StaticString = #fileID,
                 filePath: StaticString = #filePath, line: UInt = #line) -> AssertionContext {
        AssertionContext(testFile: testFile, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: 9),
                         testName: testName, warn: { [kept] notice in kept.withLock { $0.append(notice) } })
    }
}
