import CardRender
import CardPlatform
import Foundation

/// A script's frames against one animated reference (an APNG file) with the record modes applied: the single rule
/// that `cardmotion verify --reference NAME.apng` and `CardMotionTesting.assertAnimation` share.
///
/// Made before rendering, it reads the reference's structure and maps its frames onto the script's
/// (``AnimationFrameMap``): a reference of another duration, or whose pictures change between the script's frames,
/// is a ``timingMismatch``. Frames are then given in order to `check(frame:actual:)`, which decodes the
/// reference one frame at a time (memory holds the canvas and a frame, not the animation) and, when the mode may
/// record, encodes the rendered frames as they pass. `finish()` writes the new reference if the mode says so:
/// always under `all`, when the reference is missing under `missing` and `failed`, and when a frame failed (or the
/// timing differed) under `failed`.
public final class AnimatedReferenceCheck {
    /// What the run did with the reference.
    public enum Outcome: Sendable, Equatable {
        /// Every frame was compared (and some may have failed).
        case checked
        /// The reference was written, at this path.
        case recorded(path: String)
    }

    public let path: String
    public let mode: RecordMode
    /// Why the reference's timing does not match the script's, in numbers; `nil` when it matches or is absent.
    public private(set) var timingMismatch: String?
    /// Whether the reference file exists.
    public let exists: Bool

    private let options: PixelmatchOptions
    private let budget: DiffBudget
    private var decoder: APNGDecoder?
    private var map: AnimationFrameMap?
    private var shown: (index: Int, image: RGBAImage)?
    private var recorder: APNGEncoder?
    private var anyFailure = false
    private var nextFrame = 0

    /// Prepares the check of `frameCount` frames of `settings` (size and frame rate) against the APNG at `path`.
    /// A missing reference under `never`, or one that cannot be read, throws with the reason.
    public init(reference path: String, mode: RecordMode, settings: AnimationSettings, frameCount: Int,
                options: PixelmatchOptions, budget: DiffBudget) throws(AnimationError) {
        self.path = path
        self.mode = mode
        self.options = options
        self.budget = budget
        exists = FilePath.exists(path)
        if !exists && mode == .never {
            throw AnimationError("\(path) is missing (record it with --record missing)")
        }
        if exists && mode != .all {
            let bytes: [UInt8]
            do {
                bytes = try PNGCodec.read(contentsOf: path)
            } catch {
                throw AnimationError(error.description)
            }
            do {
                let decoder = try APNGDecoder(bytes)
                switch AnimationFrameMap.map(referenceDelays: decoder.delays.map(Double.init), timing: settings.timing,
                                             frameCount: frameCount) {
                case .success(let map):
                    self.map = map
                    self.decoder = decoder
                case .failure(let mismatch):
                    timingMismatch = mismatch.description
                }
            } catch {
                throw AnimationError("\(path): \(error)")
            }
        }
        if mode != .never { recorder = APNGEncoder(settings: settings) }
    }

    /// Whether frames are compared (the reference exists, matches in timing, and the mode is not `all`).
    public var compares: Bool { map != nil }

    /// The verdict for script frame `frame` (given in order from 0) rendered as `actual`, or `nil` when nothing is
    /// compared (see ``compares``).
    public func check(frame: Int, actual: RGBAImage, mask: PixelMask? = nil) throws(AnimationError) -> FrameVerdict? {
        precondition(frame == nextFrame, "frames must be checked in order: got \(frame), expected \(nextFrame)")
        nextFrame += 1
        try recorder?.append(actual)
        guard let map, var decoder else { return nil }
        let wanted = map.referenceFrames[frame]
        while shown?.index != wanted {
            let next: RGBAImage?
            do {
                next = try decoder.nextFrame()
            } catch {
                throw AnimationError("\(path): \(error)")
            }
            guard let image = next else {
                throw AnimationError("\(path): ends before frame \(wanted)")
            }
            shown = ((shown?.index ?? -1) + 1, image)
        }
        self.decoder = decoder
        let verdict = FrameVerdict.check(frame: frame, actual: actual, expected: shown!.image, options: options, budget: budget,
                                         mask: mask)
        if verdict.isFailure { anyFailure = true }
        return verdict
    }

    /// Ends the check: writes the reference if the mode says so, with `write` (an atomic writer of bytes).
    public func finish(write: ([UInt8], String) throws -> Void) throws -> Outcome {
        let records = switch mode {
        case .never: false
        case .missing: !exists
        case .failed: !exists || anyFailure || timingMismatch != nil
        case .all: true
        }
        guard records, let recorder else { return .checked }
        let bytes: [UInt8]
        do {
            bytes = try recorder.finish()
        } catch {
            throw AnimationError("\(path): \(error)")
        }
        try write(bytes, path)
        return .recorded(path: path)
    }
}
