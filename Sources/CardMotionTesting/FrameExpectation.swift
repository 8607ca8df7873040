import CardGeometry
import CardRender

/// How frames are compared with their references: pixelmatch's threshold, a budget of differing pixels, what is
/// left out of the comparison, and when references are (re)recorded.
///
/// The masks add to those of the script's own `verify:` section (`ignore`, `ignoreRegions`); its threshold and
/// budget are the expectation's, as the command line's are for `cardmotion verify`.
public struct FrameExpectation: Sendable {
    /// Colour distance accepted as equal, 0...1 (pixelmatch's YIQ threshold).
    public var threshold: Double
    /// Differing pixels a frame may show.
    public var budget: DiffBudget
    /// When references are written; `nil` defers to the ``Trait/recordingFrames(_:)`` trait, then to
    /// `CARDMOTION_RECORD`, then `never`.
    public var record: RecordMode?
    /// Nodes (ids or globs such as `card-*`; a named layer as `card-*/likeStamp`) and regions (in points) whose pixels
    /// are left out in either frame.
    public var ignoring: IgnoreMasks

    public init(threshold: Double = 0.1, budget: DiffBudget = .exact, record: RecordMode? = nil,
                ignoring: IgnoreMasks = IgnoreMasks()) {
        self.threshold = threshold
        self.budget = budget
        self.record = record
        self.ignoring = ignoring
    }

    /// This expectation with the pixels of `nodes` (ids or globs, wherever the node is in either frame) and of
    /// `regions` (in screen points) left out as well.
    public func ignoring(nodes: [String] = [], regions: [Rect] = []) -> FrameExpectation {
        var copy = self
        copy.ignoring = ignoring.adding(IgnoreMasks(nodes: nodes, regions: regions))
        return copy
    }

    /// Pixel-exact within pixelmatch's default threshold.
    public static var exact: FrameExpectation { FrameExpectation() }

    /// At most `pixels` differing pixels and, when given, at most `ratio` of the frame (both apply).
    public static func tolerating(pixels: Int? = nil, ratio: Double? = nil, threshold: Double = 0.1) -> FrameExpectation {
        FrameExpectation(threshold: threshold, budget: .limits(pixels: pixels, ratio: ratio))
    }
}
