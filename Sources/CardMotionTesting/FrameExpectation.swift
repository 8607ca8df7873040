import CardGeometry
import CardRender
import CardVerify

/// How frames are compared with their references: pixelmatch's threshold, a budget of differing pixels, what is
/// left out of the comparison, and when references are (re)recorded.
///
/// A threshold or budget left `nil` is the script's own (`verify:` section), else the default: threshold 0.1 and no
/// differing pixel, as for `cardmotion verify` (one `VerificationPolicy`). The masks add to the script's
/// (`ignore`, `ignoreRegions`).
///
/// The threshold is pixelmatch's YIQ colour distance, 0...1: at the default 0.1, `#007AFF` drawn as `#0A84FF`
/// (a distance of 0.036) passes. ``exact`` uses threshold 0: any colour change fails.
public struct FrameExpectation: Sendable {
    /// Colour distance accepted as equal, 0...1 (pixelmatch's YIQ threshold); `nil`: the script's, else 0.1.
    public var threshold: Double?
    /// Differing pixels a frame may show; `nil`: the script's, else none.
    public var budget: DiffBudget?
    /// When references are written; `nil` defers to the scope (the ``Testing/Trait/recordingFrames(_:)`` trait, or
    /// ``withFrameRecording(_:operation:)``), then to `CARDMOTION_RECORD`, then `never`.
    public var record: RecordMode?
    /// Nodes (ids or globs such as `card-*`; a named layer as `card-*/likeStamp`) and regions (in points) whose pixels
    /// are left out in either frame.
    public var ignoring: IgnoreMasks

    public init(threshold: Double? = nil, budget: DiffBudget? = nil, record: RecordMode? = nil,
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

    /// Exact: no differing pixel at threshold 0, so any change of colour fails (for brand colours). Without
    /// `match:`, an assertion uses the script's `verify:` values, else threshold 0.1 and no differing pixel.
    public static var exact: FrameExpectation { FrameExpectation(threshold: 0, budget: .exact) }

    /// At most `pixels` differing pixels and, when given, at most `ratio` of the frame (both apply), at
    /// `threshold` (`nil`: the script's, else 0.1).
    public static func tolerating(pixels: Int? = nil, ratio: Double? = nil, threshold: Double? = nil) -> FrameExpectation {
        FrameExpectation(threshold: threshold, budget: .limits(pixels: pixels, ratio: ratio))
    }

    /// The call site's part of the comparison policy.
    var policy: VerificationPolicy { VerificationPolicy(threshold: threshold, budget: budget, ignore: ignoring) }
}
