import CardRender
/// How much difference a frame may show and still pass. Both limits apply, so the smaller one wins.
public struct DiffBudget: Hashable, Sendable, CustomStringConvertible {
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

    /// The budget of `--max-diff-pixels` and `--max-diff-ratio` (and of `CardMotionTesting`'s tolerances): a
    /// limit that is given decides alone, both given means both apply (so the smaller wins), none is ``exact``.
    public static func limits(pixels: Int?, ratio: Double?) -> DiffBudget {
        DiffBudget(maximumPixels: pixels ?? (ratio == nil ? 0 : Int.max), maximumRatio: ratio ?? (pixels == nil ? 0 : 1))
    }

    /// "0 pixels", "10 pixels", "1% of the frame", "10 pixels and 1% of the frame".
    public var description: String {
        let pixels = maximumPixels == Int.max ? nil : maximumPixels == 1 ? "1 pixel" : "\(maximumPixels) pixels"
        let ratio = maximumRatio >= 1 || (maximumPixels == 0 && maximumRatio == 0) ? nil : "\(maximumRatio * 100)% of the frame"
        return [pixels, ratio].compactMap { $0 }.joined(separator: " and ")
    }

    /// Whether `differentPixels` out of `totalPixels` is within both limits.
    public func allows(_ differentPixels: Int, of totalPixels: Int) -> Bool {
        guard differentPixels > 0 else { return true }
        let ratio = totalPixels > 0 ? Double(differentPixels) / Double(totalPixels) : 1
        return differentPixels <= maximumPixels && ratio <= maximumRatio
    }
}
