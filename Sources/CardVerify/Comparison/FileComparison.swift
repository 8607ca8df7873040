import CardRender
import CardPlatform

/// The comparison of two PNG files (`compare A.png B.png`): both decode in parallel, then their rows are compared
/// in bands on several threads. The count and the diff do not depend on the number of threads.
public enum FileComparison {
    /// What comparing two files found.
    public enum Outcome: Sendable {
        /// The images have different sizes (in pixels) and were not compared pixel by pixel.
        case sizesDiffer(a: PairVerdict.PixelDimensions, b: PairVerdict.PixelDimensions)
        /// The images have one size; the pixelmatch result, with a diff image when one was asked for.
        case compared(Pixelmatch.Result)
    }

    /// Compares the PNG files at `pathA` and `pathB` with `options`, drawing a diff image when `drawDiff`, on
    /// `threads` threads (at least 1). An unreadable or broken PNG fails with a `RenderFailure` naming the file
    /// (A's problem first when both have one).
    public static func compare(_ pathA: String, _ pathB: String, options: PixelmatchOptions, drawDiff: Bool,
                               threads: Int) throws(RenderFailure) -> Outcome {
        // The two decoded images (or their errors), filled by two threads.
        let images = Locked<[Result<RGBAImage, RenderFailure>?]>([nil, nil])
        ParallelLoop.run(iterations: 2) { index in
            let result = Result { () throws(RenderFailure) in try load(index == 0 ? pathA : pathB) }
            images.withLock { $0[index] = result }
        }
        let a = try images.withLock { $0[0]! }.get(), b = try images.withLock { $0[1]! }.get()
        guard a.width == b.width, a.height == b.height else {
            return .sizesDiffer(a: .init(width: a.width, height: a.height), b: .init(width: b.width, height: b.height))
        }
        return .compared(Pixelmatch.compare(a, b, options: options, drawDiff: drawDiff, threads: threads))
    }

    /// The PNG at `path`, decoded; its problem as a ``RenderFailure`` naming the file.
    static func load(_ path: String) throws(RenderFailure) -> RGBAImage {
        do {
            return try PNGCodec.decode(contentsOf: path)
        } catch {
            throw RenderFailure(error.description)
        }
    }
}
