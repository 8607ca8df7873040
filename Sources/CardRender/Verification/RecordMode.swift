/// When references are (re)written, as swift-snapshot-testing's record modes.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Never write: a missing reference is an error (the CI default).
    case never
    /// Write references that do not exist yet; compare the others.
    case missing
    /// Write missing references and overwrite failing ones.
    case failed
    /// Overwrite every reference.
    case all

    /// The environment variable that sets the mode when no option does.
    public static let environmentVariable = "CARDMOTION_RECORD"
}
