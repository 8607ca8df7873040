extension ScriptLimits {
    /// A backdrop's blur, in points (standard deviation): the blur reads about 3 standard deviations around the
    /// layer, so this bounds the pixels one backdrop reads per frame.
    public static let backdropBlur = 100.0
    /// A backdrop's saturation factor.
    public static let backdropSaturation = 10.0
}
