import CardRender
import CardPlatform
import CardScene

/// One frame's result, without the pixels.
public struct FrameRecord: Sendable {
    /// The frame number.
    public var frame: Int
    /// Its file name (`frame-00012.png`).
    public var name: String
    public var outcome: FrameVerdict.Outcome
    public var differentPixels: Int
    /// The box of the differing pixels, in pixels (`nil` when none differs, or the sizes do).
    public var differenceBounds: PixelRect?
    /// The failure images written for it, if any.
    public var artifacts: FailureArtifacts?
    /// What changed in the frame's geometry against the recorded `states.jsonl`: for a failing frame, its
    /// explanation (which nodes moved, faded, rotated, or that none did); for a passing one, a warning. `nil` when
    /// nothing changed or no geometry was recorded.
    public var geometry: GeometryNote?
    /// For a failing frame of a reference folder checked with `--artifacts`: what `approve` needs to accept it.
    public var approval: ApprovalManifest.Frame?

    public init(frame: Int, name: String, outcome: FrameVerdict.Outcome, differentPixels: Int) {
        self.frame = frame
        self.name = name
        self.outcome = outcome
        self.differentPixels = differentPixels
    }

    /// The record of a compared frame; a failing one leaves its expected, actual and diff images in `artifacts`,
    /// staged in `batch`.
    public init(_ verdict: FrameVerdict, actual: RGBAImage, name: String, artifacts: String?, batch: OutputBatch) throws {
        self.init(frame: verdict.frame, name: name, outcome: verdict.outcome, differentPixels: verdict.differentPixels)
        differenceBounds = verdict.differenceBounds
        guard verdict.isFailure, let artifacts else { return }
        do {
            self.artifacts = try FailureArtifacts.write(verdict, actual: actual, frame: name, into: artifacts, batch: batch)
        } catch {
            throw RenderFailure("\(error)")
        }
    }

    /// Whether the frame fails the run (different pixels or a different size).
    public var isFailure: Bool {
        switch outcome {
        case .failed, .sizeMismatch: true
        default: false
        }
    }
}
