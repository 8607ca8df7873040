extension ScriptLimits {
    /// A layer's `rotation`, in degrees: ten turns either way, far past any design, near enough that the angle in
    /// radians keeps its sine and cosine exact to the last few bits.
    public static let layerRotation: ClosedRange<Double> = -3600...3600
    /// Characters of a layer's `id`: a name, not a text; `states` writes it on every frame.
    public static let layerIDLength = 64
}
