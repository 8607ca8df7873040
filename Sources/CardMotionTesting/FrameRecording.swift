import CardRender
#if canImport(Testing)
import CardVerify
import Testing

/// The record mode as a Swift Testing trait, scoped to a test or a whole suite, as swift-snapshot-testing's
/// `.snapshots(record:)`: `@Suite(.recordingFrames(.missing))`. An expectation's own `record` still wins;
/// `CARDMOTION_RECORD` applies only where neither is given.
public struct FrameRecordingTrait: TestTrait, SuiteTrait, TestScoping {
    /// The mode every assertion inside the scope uses.
    public let mode: RecordMode

    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await withFrameRecording(mode) { try await function() }
    }
}

extension Trait where Self == FrameRecordingTrait {
    /// Records references in `mode` for the assertions of this test or suite.
    public static func recordingFrames(_ mode: RecordMode) -> Self { FrameRecordingTrait(mode: mode) }
}
#endif

/// The record mode a scope set, if any.
enum FrameRecording {
    @TaskLocal static var mode: RecordMode?

    /// The mode in force for an assertion whose expectation gives `expectation` (`nil`: none): the expectation's,
    /// else the scope's (``withFrameRecording(_:operation:)`` or the `.recordingFrames` trait), else
    /// `CARDMOTION_RECORD` in `environment`, else `never`. A mistyped `CARDMOTION_RECORD` is an error.
    static func resolve(_ expectation: RecordMode?, environment: [String: String]) throws(RecordMode.ParseError) -> RecordMode {
        try RecordMode.resolve(expectation ?? mode, environment: environment)
    }
}

/// Runs `operation` with every assertion inside it recording in `mode` (unless an expectation gives its own), as
/// the `.recordingFrames(mode)` trait does for Swift Testing: for XCTest, wrap a test case's tests with
/// `override func invokeTest() { withFrameRecording(.missing) { super.invokeTest() } }`. After it returns, the mode
/// is what it was before.
public func withFrameRecording<R>(_ mode: RecordMode, operation: () throws -> R) rethrows -> R {
    try FrameRecording.$mode.withValue(mode, operation: operation)
}

/// Runs the asynchronous `operation` with every assertion inside it (and in the child tasks it starts) recording in
/// `mode`, unless an expectation gives its own.
public func withFrameRecording<R>(_ mode: RecordMode, isolation: isolated (any Actor)? = #isolation,
                                  operation: () async throws -> R) async rethrows -> R {
    try await FrameRecording.$mode.withValue(mode, operation: operation, isolation: isolation)
}
