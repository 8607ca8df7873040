import CardRender

/// How a front end words what a verification run tells its user to do: the command line names its options
/// (`--record missing`, `--fps`, `--reference`), CardMotionTesting its environment variable, trait and parameters.
/// Everything else a run says is the same words in both.
public enum RecordAdvice: Hashable, Sendable {
    /// `cardmotion verify`'s words.
    case commandLine
    /// CardMotionTesting's words.
    case testing

    /// Ends a missing reference's message, in parentheses: "record it with --record missing".
    public var recordMissing: String {
        switch self {
        case .commandLine: "record it with --record missing"
        case .testing: "set \(RecordMode.environmentVariable)=missing, or use the .recordingFrames(.missing) trait, to record it"
        }
    }

    /// Ends a message about references past a script's end: "--record all removes the references past the end".
    public var removePastEnd: String {
        switch self {
        case .commandLine: "--record all removes the references past the end"
        case .testing: "recording with .all (\(RecordMode.environmentVariable)=all) removes the references past the end"
        }
    }

    /// The message for the reference folder `folder`, recorded at another frame rate than the script's (`mismatch`).
    public func frameRateMismatch(_ folder: String, _ mismatch: FrameRateMismatch) -> String {
        let recorded = FrameRateMismatch.text(mismatch.recorded)
        return switch self {
        case .commandLine:
            "reference \(folder) was \(mismatch): verify with --fps \(recorded), or re-record it with --record all"
        case .testing:
            "reference folder \(folder) was \(mismatch): set the script's fps back to \(recorded), or re-record it with .all "
                + "(\(RecordMode.environmentVariable)=all)"
        }
    }

    /// What chose the reference folder (or file), for messages such as "choose another --reference".
    public var referenceChooser: String {
        switch self {
        case .commandLine: "--reference"
        case .testing: "references: argument"
        }
    }

    /// What chose the artefact folder.
    public var artifactsChooser: String {
        switch self {
        case .commandLine: "--artifacts"
        case .testing: "artifacts: argument (or $CARDMOTION_ARTIFACTS)"
        }
    }
}
