import CardRender
import CardMotion

/// How a script's frames are compared, merged in one order for `cardmotion verify` and CardMotionTesting alike:
/// the call site's values (the command line's options, an assertion's ``threshold`` and ``budget``), then the
/// script's own `verify:` section, then the defaults (pixelmatch's threshold 0.1, no differing pixel). Masks add
/// up: the call site's and the script's all apply.
public struct VerificationPolicy: Hashable, Sendable {
    /// pixelmatch's colour threshold, 0...1 (see ``PixelmatchOptions/threshold``); `nil` defers to the script.
    public var threshold: Double?
    /// Differing pixels a frame may have; `nil` defers to the script.
    public var budget: DiffBudget?
    /// Nodes and regions (in points) left out of the comparison, in addition to the script's.
    public var ignore: IgnoreMasks

    /// The threshold when neither the call site nor the script gives one (pixelmatch's own default).
    public static let defaultThreshold = 0.1

    public init(threshold: Double? = nil, budget: DiffBudget? = nil, ignore: IgnoreMasks = IgnoreMasks()) {
        self.threshold = threshold
        self.budget = budget
        self.ignore = ignore
    }

    /// What applies to a script whose `verify:` section is `settings`: the comparison's options, the budget and the
    /// masks.
    public func resolved(for settings: VerificationSettings) -> (options: PixelmatchOptions, budget: DiffBudget, ignore: IgnoreMasks) {
        var options = PixelmatchOptions()
        options.threshold = threshold ?? settings.threshold ?? Self.defaultThreshold
        let budget = budget ?? DiffBudget.limits(pixels: settings.maxDiffPixels, ratio: settings.maxDiffRatio)
        return (options, budget, ignore.adding(IgnoreMasks(nodes: settings.ignore, regions: settings.ignoreRegions)))
    }
}
