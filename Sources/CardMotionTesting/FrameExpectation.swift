import CardRender

/// How frames are compared with their references: pixelmatch's threshold, a budget of differing pixels, and
/// when references are (re)recorded.
public struct FrameExpectation: Sendable {
    /// Colour distance accepted as equal, 0...1 (pixelmatch's YIQ threshold).
    public var threshold: Double
    /// Differing pixels a frame may show.
    public var budget: DiffBudget
    /// When references are written; by default from `CARDMOTION_RECORD`, else `never`.
    public var record: RecordMode

    public init(threshold: Double = 0.1, budget: DiffBudget = .exact, record: RecordMode? = nil) {
        self.threshold = threshold
        self.budget = budget
        self.record = record ?? FrameExpectation.environmentRecordMode
    }

    /// Pixel-exact within pixelmatch's default threshold.
    public static var exact: FrameExpectation { FrameExpectation() }

    /// At most `pixels` differing pixels and at most `ratio` of the frame (both apply).
    public static func tolerating(pixels: Int, ratio: Double = 1, threshold: Double = 0.1) -> FrameExpectation {
        FrameExpectation(threshold: threshold, budget: DiffBudget(maximumPixels: pixels, maximumRatio: ratio))
    }

    /// `CARDMOTION_RECORD` as a record mode (`never` when unset or unknown).
    public static var environmentRecordMode: RecordMode {
        RecordMode(rawValue: ProcessInfo.processInfo.environment[RecordMode.environmentVariable] ?? "") ?? .never
    }
}

import Foundation
