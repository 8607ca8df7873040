import CardRender
/// The outcome of checking one rendered frame against its reference.
public struct FrameVerdict: Sendable {
    /// Whether the frame matched, and if not, how it differs.
    public enum Outcome: Sendable, Equatable {
        /// Within the budget.
        case passed
        /// Over the budget: this many pixels differ.
        case failed(differentPixels: Int)
        /// The sizes differ.
        case sizeMismatch(expected: (width: Int, height: Int), actual: (width: Int, height: Int))
        /// The reference was written (record mode).
        case recorded

        public static func == (lhs: Outcome, rhs: Outcome) -> Bool {
            switch (lhs, rhs) {
            case (.passed, .passed), (.recorded, .recorded): true
            case (.failed(let a), .failed(let b)): a == b
            case (.sizeMismatch(let a, let b), .sizeMismatch(let c, let d)): a == c && b == d
            default: false
            }
        }
    }

    public var frame: Int
    public var outcome: Outcome
    /// Differing pixels (also for passing frames within the budget).
    public var differentPixels: Int
    /// The smallest rectangle holding the differing pixels, in pixels (`nil` when none differs, or the sizes do).
    public var differenceBounds: PixelRect?
    public var expected: RGBAImage?
    public var actual: RGBAImage?
    public var diff: RGBAImage?

    public var isFailure: Bool {
        switch outcome {
        case .failed, .sizeMismatch: true
        case .passed, .recorded: false
        }
    }

    /// Compares `actual` with `expected` under `options` and `budget`, leaving out the pixels of `mask`.
    public static func check(frame: Int, actual: RGBAImage, expected: RGBAImage, options: PixelmatchOptions,
                             budget: DiffBudget, mask: PixelMask? = nil) -> FrameVerdict {
        guard actual.width == expected.width, actual.height == expected.height else {
            return FrameVerdict(frame: frame,
                                outcome: .sizeMismatch(expected: (expected.width, expected.height), actual: (actual.width, actual.height)),
                                differentPixels: max(actual.width * actual.height, expected.width * expected.height),
                                differenceBounds: nil, expected: expected, actual: actual, diff: nil)
        }
        let mask = mask.flatMap { $0.isEmpty || $0.width != actual.width || $0.height != actual.height ? nil : $0 }
        let compared = mask.map { $0.applied(to: actual, from: expected) } ?? actual
        let counted = Pixelmatch.compare(expected, compared, options: options, drawDiff: false)
        let pixels = counted.differentPixels
        if budget.allows(pixels, of: actual.width * actual.height) {
            return FrameVerdict(frame: frame, outcome: .passed, differentPixels: pixels, differenceBounds: counted.differenceBounds)
        }
        let diff = diffImage(actual: actual, expected: expected, options: options, mask: mask)
        return FrameVerdict(frame: frame, outcome: .failed(differentPixels: pixels), differentPixels: pixels,
                            differenceBounds: counted.differenceBounds, expected: expected, actual: actual, diff: diff)
    }
}
