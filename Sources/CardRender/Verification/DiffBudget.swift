/// How much difference a frame may show and still pass. Both limits apply, so the smaller one wins.
public struct DiffBudget: Hashable, Sendable {
    /// Differing pixels allowed.
    public var maximumPixels: Int
    /// Differing pixels allowed as a fraction of the frame's pixels, 0...1.
    public var maximumRatio: Double

    public init(maximumPixels: Int = 0, maximumRatio: Double = 0) {
        self.maximumPixels = maximumPixels
        self.maximumRatio = maximumRatio
    }

    /// Exact within the colour threshold: no differing pixel allowed.
    public static let exact = DiffBudget()

    /// Whether `differentPixels` out of `totalPixels` is within both limits.
    public func allows(_ differentPixels: Int, of totalPixels: Int) -> Bool {
        guard differentPixels > 0 else { return true }
        let ratio = totalPixels > 0 ? Double(differentPixels) / Double(totalPixels) : 1
        return differentPixels <= maximumPixels && ratio <= maximumRatio
    }
}
