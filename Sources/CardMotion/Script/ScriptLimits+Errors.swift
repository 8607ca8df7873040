extension ScriptLimits {
    /// Errors of one script shown, in file order; the rest are counted in one last line, `and N more errors`.
    public static let reportedErrors = 20
    /// Errors collected from one script before its reading stops (the count of the rest then covers those found).
    public static let collectedErrors = 10_000
}
