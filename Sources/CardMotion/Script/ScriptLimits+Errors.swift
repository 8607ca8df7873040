extension ScriptLimits {
    /// Errors of one script shown, in file order; the rest are counted in one last line, `and N more errors`.
    public static let reportedErrors = 20
}
