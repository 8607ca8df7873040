extension ScriptLimits {
    /// A layer's `rotation`, in degrees: ten turns either way, far past any design, near enough that the angle in
    /// radians keeps its sine and cosine exact to the last few bits.
    public static let layerRotation: ClosedRange<Double> = -3600...3600
    /// A layer's `perspective`, the eye's distance in points: from a point away (an extreme fish-eye) to far beyond
    /// any screen (flat).
    public static let perspective: ClosedRange<Double> = 1...1_000_000
    /// Characters of a layer's `id`: a name, not a text; `states` writes it on every frame.
    public static let layerIDLength = 64
}
