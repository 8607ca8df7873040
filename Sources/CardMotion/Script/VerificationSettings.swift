import CardGeometry
import CardScene

/// A script's own `verify:` section: how its frames are compared with their references, where the command line
/// says nothing (the command line's options win; its `--ignore` and `--ignore-region` add to these).
public struct VerificationSettings: Hashable, Sendable {
    /// Node ids or globs whose pixels are left out in either frame.
    public var ignore: [String] = []
    /// Regions left out, in screen points.
    public var ignoreRegions: [Rect] = []
    /// Differing pixels a frame may have.
    public var maxDiffPixels: Int?
    /// Differing pixels a frame may have, as a fraction of its pixels (0...1).
    public var maxDiffRatio: Double?
    /// pixelmatch's colour threshold, 0...1.
    public var threshold: Double?

    public init() {}
}

extension ScriptReader {
    /// `verify: {ignore: [card-*], ignoreRegions: [[x, y, w, h]], maxDiffPixels: N, maxDiffRatio: R, threshold: T}`.
    func verification(_ node: ScriptNode) throws(ScriptError) -> VerificationSettings {
        var map = try node.mapping()
        var settings = VerificationSettings()
        typealias Key = VerifyKeys
        if let ignore = try map.node(Key.ignore) {
            for item in try ignore.sequence() {
                let pattern = try item.string()
                if let problem = NodeGlob.problem(with: pattern) { throw item.error(problem) }
                settings.ignore.append(pattern)
            }
        }
        if let regions = try map.node(Key.ignoreRegions) {
            for item in try regions.sequence() {
                settings.ignoreRegions.append(try item.rect())
            }
        }
        if let pixels = try map.node(Key.maxDiffPixels) {
            let value = try pixels.int()
            guard value >= 0 else { throw pixels.error("must be 0 or more, got \(value)") }
            settings.maxDiffPixels = value
        }
        settings.maxDiffRatio = try map.number(Key.maxDiffRatio)
        settings.threshold = try map.number(Key.threshold)
        try map.finish()
        return settings
    }
}
