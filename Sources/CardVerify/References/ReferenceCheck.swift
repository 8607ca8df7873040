import CardRender
import CardPlatform
import Foundation

/// One rendered frame against its reference file, with the record modes applied: the single rule that
/// `cardmotion verify` and `CardMotionTesting` share.
public enum ReferenceCheck {
    /// What the check did with the frame: recorded its reference, found none, or compared the two.
    public enum Result: Sendable {
        /// The reference was written (absent under `missing`/`failed`, any under `all`, failing under `failed`).
        case recorded(path: String)
        /// The reference does not exist and the mode is `never`.
        case missing(path: String)
        /// The frame was compared.
        case checked(FrameVerdict)
    }

    /// Checks `actual` against frame `frame`'s reference in `stored` (the folder's frames read before the run,
    /// `nil` when it did not exist; an entry of its `same-frames.txt` is read from the earlier frame's file), written
    /// at `path` when recorded; an unreadable reference throws a `PNGError` naming it.
    /// With a `memo` shared by consecutive frames that rendered the same image, a reference whose bytes equal the
    /// last one checked is not decoded and compared again: its verdict is reused.
    /// Pixels of `mask` are left out of the comparison (a masked check is never memoised: masks move with nodes).
    /// With a `batch`, a recorded reference is only staged, and replaces the old one when the batch is committed
    /// (a run that fails part-way leaves the reference folder as it was).
    public static func run(_ actual: RGBAImage, frame: Int, reference path: String, stored: ReferenceFrames?, mode: RecordMode,
                           options: PixelmatchOptions, budget: DiffBudget, memo: SceneMemo? = nil,
                           mask: PixelMask? = nil, batch: OutputBatch? = nil) throws(PNGError) -> Result {
        let memo = mask == nil ? memo.map(ReferenceMemo.init(memo:)) : nil
        let exists = stored?.contains(frame) == true
        if mode == .all || (!exists && mode != .never) {
            try PNGFile.write(actual, to: path, options: .references, batch: batch)
            return .recorded(path: path)
        }
        guard exists, let stored, let file = stored.fileName(ofFrame: frame) else { return .missing(path: path) }
        // The file read: the frame's own, or the earlier frame's that its entry names.
        let readPath = stored.folder.path + "/" + file
        let bytes: [UInt8]
        do {
            bytes = try stored.bytes(ofFrame: frame) ?? []
        } catch {
            throw PNGError(reason: "\(error)")
        }
        var verdict: FrameVerdict
        if let memo, let known = memo.verdict(for: bytes) {
            verdict = known
            verdict.frame = frame
        } else {
            let expected: RGBAImage
            do {
                expected = try PNGCodec.decode(bytes)
            } catch {
                throw PNGError(path: readPath, reason: error.reason)
            }
            verdict = FrameVerdict.check(frame: frame, actual: actual, expected: expected, options: options, budget: budget,
                                         mask: mask)
            memo?.remember(verdict, for: bytes)
        }
        if verdict.isFailure && mode == .failed {
            try PNGFile.write(actual, to: path, options: .references, batch: batch)
            return .recorded(path: path)
        }
        return .checked(verdict)
    }
}

/// The last verdict for one rendered image, keyed by the exact bytes of the reference it was checked against, kept
/// in the rendered scene's ``SceneMemo``. Frames at rest render the same image and usually have identical
/// references: those are decoded once.
struct ReferenceMemo {
    private struct Last: Sendable {
        var bytes: [UInt8]
        var verdict: FrameVerdict
    }

    let memo: SceneMemo

    func verdict(for bytes: [UInt8]) -> FrameVerdict? {
        memo.value(as: Last.self).flatMap { $0.bytes == bytes ? $0.verdict : nil }
    }

    func remember(_ verdict: FrameVerdict, for bytes: [UInt8]) {
        memo.keep(Last(bytes: bytes, verdict: verdict))
    }
}
