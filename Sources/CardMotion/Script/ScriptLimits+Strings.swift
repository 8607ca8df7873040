extension ScriptLimits {
    /// Languages of one script's `strings:` table.
    public static let stringLanguages = 64
    /// Keys of one language of `strings:`.
    public static let stringKeys = 2_000
    /// Characters of one key of `strings:` (letters, digits and `_`).
    public static let stringKeyLength = 64
}
