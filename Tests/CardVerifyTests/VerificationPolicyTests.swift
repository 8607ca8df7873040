import CardGeometry
import CardMotion
import CardRender
import CardVerify
import Testing

/// The one policy `cardmotion verify` and CardMotionTesting share: the call site's values, then the script's
/// `verify:` section, then the defaults; and what the threshold means in colours.
@Suite struct VerificationPolicyTests {
    /// A script's `verify:` section with a threshold, a budget and a mask.
    var scriptSettings: VerificationSettings {
        var settings = VerificationSettings()
        settings.threshold = 0.2
        settings.maxDiffPixels = 7
        settings.ignore = ["card-*"]
        return settings
    }

    @Test func theDefaultsApplyWhenNobodySaysAnything() {
        let (options, budget, ignore) = VerificationPolicy().resolved(for: VerificationSettings())
        #expect(options.threshold == 0.1)
        #expect(budget == .exact)
        #expect(ignore == IgnoreMasks())
    }

    @Test func theScriptsSectionAppliesWhereTheCallSiteIsSilent() {
        let (options, budget, ignore) = VerificationPolicy().resolved(for: scriptSettings)
        #expect(options.threshold == 0.2)
        #expect(budget == DiffBudget(maximumPixels: 7, maximumRatio: 1))
        #expect(ignore.nodes == ["card-*"])
    }

    /// The call site's threshold and budget win; its masks come first and the script's add to them.
    @Test func theCallSiteWinsAndMasksAddUp() {
        let policy = VerificationPolicy(threshold: 0, budget: .limits(pixels: nil, ratio: 0.5),
                                        ignore: IgnoreMasks(nodes: ["snapshot-?"], regions: [Rect(x: 0, y: 0, width: 10, height: 20)]))
        let (options, budget, ignore) = policy.resolved(for: scriptSettings)
        #expect(options.threshold == 0)
        #expect(budget == DiffBudget(maximumPixels: Int.max, maximumRatio: 0.5))
        #expect(ignore.nodes == ["snapshot-?", "card-*"])
        #expect(ignore.regions == [Rect(x: 0, y: 0, width: 10, height: 20)])
    }

    /// The numbers the docs quote: iOS's light system blue #007AFF against its dark variant #0A84FF is a YIQ delta of
    /// 44.61, threshold 0.0356 (delta = 35215 · threshold²), so the default 0.1 (delta 352.15) counts no pixel and
    /// threshold 0 counts every one.
    @Test func theDefaultThresholdToleratesSystemBlueLightToDark() {
        let light = RGBAImage(width: 4, height: 4, red: 0x00, green: 0x7A, blue: 0xFF, alpha: 255)
        let dark = RGBAImage(width: 4, height: 4, red: 0x0A, green: 0x84, blue: 0xFF, alpha: 255)
        func differing(at threshold: Double) -> Int {
            var options = PixelmatchOptions()
            options.threshold = threshold
            return Pixelmatch.compare(light, dark, options: options, drawDiff: false).differentPixels
        }
        #expect(differing(at: 0.1) == 0)
        #expect(differing(at: 0.0356) == 0)
        #expect(differing(at: 0.0355) == 16)
        #expect(differing(at: 0) == 16)
    }
}
