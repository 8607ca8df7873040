/// The values an expression reads when it is evaluated: the parent's size (points), the `forEach` element's index,
/// and named values such as card fields (`card.progress`), keyed by the name as written.
///
/// Named values are looked up by name, so another source of values (a later per-frame binding) is one more
/// prefix filled into ``named``, with no change to the expression tree.
public struct ExpressionEnvironment: Sendable {
    /// The parent's width and height, in points.
    public var width: Double
    public var height: Double
    /// The index of the list element under `forEach`, from 0 (0 where there is none).
    public var itemIndex: Double
    /// Every named value the expression reads (`card.progress` → 0.4). A name missing here evaluates to NaN, which
    /// the key's range check refuses; binders look every name up first and report a missing one themselves.
    public var named: [String: Double]

    public init(width: Double, height: Double, itemIndex: Double = 0, named: [String: Double] = [:]) {
        self.width = width
        self.height = height
        self.itemIndex = itemIndex
        self.named = named
    }
}
