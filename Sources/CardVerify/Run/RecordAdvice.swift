import CardRender
/// How a front end tells its user to record or prune references, in the messages the verification engine writes:
/// the command line names its `--record` option, CardMotionTesting its environment variable and trait.
public struct RecordAdvice: Hashable, Sendable {
    /// Ends a missing reference's message, in parentheses: "record it with --record missing".
    public var recordMissing: String
    /// Ends a message about references past a script's end: "--record all removes the references past the end".
    public var removePastEnd: String

    public init(recordMissing: String, removePastEnd: String) {
        self.recordMissing = recordMissing
        self.removePastEnd = removePastEnd
    }

    /// `cardmotion verify`'s words.
    public static let commandLine = RecordAdvice(recordMissing: "record it with --record missing",
                                                 removePastEnd: "--record all removes the references past the end")
}

extension RecordAdvice {
    /// CardMotionTesting's words: its environment variable and trait.
    public static let testing = RecordAdvice(
        recordMissing: "set \(RecordMode.environmentVariable)=missing, or use the .recordingFrames(.missing) trait, to record it",
        removePastEnd: "recording with .all (\(RecordMode.environmentVariable)=all) removes the references past the end")
}
