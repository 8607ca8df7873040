import CardRender
#if canImport(Testing)
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
        try await FrameRecording.$mode.withValue(mode) { try await function() }
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
}
