import CardRender

/// How frames are compared with their references: pixelmatch's threshold, a budget of differing pixels, and
/// when references are (re)recorded.
public struct FrameExpectation: Sendable {
    /// Colour distance accepted as equal, 0...1 (pixelmatch's YIQ threshold).
    public var threshold: Double
    /// Differing pixels a frame may show.
    public var budget: DiffBudget
    /// When references are written; `nil` defers to the ``Trait/recordingFrames(_:)`` trait, then to
    /// `CARDMOTION_RECORD`, then `never`.
    public var record: RecordMode?

    public init(threshold: Double = 0.1, budget: DiffBudget = .exact, record: RecordMode? = nil) {
        self.threshold = threshold
        self.budget = budget
        self.record = record
    }

    /// Pixel-exact within pixelmatch's default threshold.
    public static var exact: FrameExpectation { FrameExpectation() }

    /// At most `pixels` differing pixels and, when given, at most `ratio` of the frame (both apply).
    public static func tolerating(pixels: Int? = nil, ratio: Double? = nil, threshold: Double = 0.1) -> FrameExpectation {
        FrameExpectation(threshold: threshold, budget: .limits(pixels: pixels, ratio: ratio))
    }
}
