import Foundation

/// One rendered frame against its reference file, with the record modes applied: the single rule that
/// `cardmotion verify` and `CardMotionTesting` share.
public enum ReferenceCheck {
    public enum Result: Sendable {
        /// The reference was written (absent under `missing`/`failed`, any under `all`, failing under `failed`).
        case recorded(path: String)
        /// The reference does not exist and the mode is `never`.
        case missing(path: String)
        /// The frame was compared.
        case checked(FrameVerdict)
    }

    /// Checks `actual` against the PNG at `path`; an unreadable reference throws a ``PNGError`` naming it.
    public static func run(_ actual: RGBAImage, frame: Int, reference path: String, mode: RecordMode,
                           options: PixelmatchOptions, budget: DiffBudget) throws(PNGError) -> Result {
        let exists = FileManager.default.fileExists(atPath: path)
        if mode == .all || (!exists && mode != .never) {
            try PNGFile.write(actual, to: path, options: .compact)
            return .recorded(path: path)
        }
        guard exists else { return .missing(path: path) }
        let expected = try PNGCodec.decode(contentsOf: path)
        let verdict = FrameVerdict.check(frame: frame, actual: actual, expected: expected, options: options, budget: budget)
        if verdict.isFailure && mode == .failed {
            try PNGFile.write(actual, to: path, options: .compact)
            return .recorded(path: path)
        }
        return .checked(verdict)
    }
}
