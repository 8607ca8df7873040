extension ScriptLimits {
    /// Levels of one card field's value: a field that is a list of mappings is 2 levels, a mapping holding a list of
    /// mappings 3. The value is read, compared and freed by recursion, so its depth stays small.
    public static let cardValueDepth = 4
    /// Elements of one list in a card.
    public static let cardListLength = 1_000
    /// Values of one card: each field, and each element of its lists and mappings at any depth.
    public static let cardValues = 10_000
    /// Layers one card's cell comes to once `forEach` has repeated them, counting sublayers at every depth.
    public static let cardLayers = 10_000
}
