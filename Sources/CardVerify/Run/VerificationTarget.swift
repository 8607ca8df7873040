import CardMotion
import CardRender

/// One script of a verification run and where its references and failure images are.
public struct VerificationTarget: Sendable {
    /// How the references are kept.
    public enum Kind: Sendable {
        /// A folder of `frame-NNNNN.png` files with its `states.jsonl`.
        case frames
        /// One APNG file holding every frame, with `NAME.states.jsonl` beside it.
        case animation
    }

    /// The script's path, as the user gave it (reports and the manifest name it so).
    public var path: String
    /// The script, decoded and planned.
    public var plan: PlaybackPlan
    /// The reference folder, or the APNG file for ``Kind/animation``.
    public var references: String
    public var kind: Kind
    /// Where failing frames' expected, actual and diff images go; `nil` writes none (and no manifest entry).
    public var artifacts: String?
    /// The folder of ``artifacts`` within the run's report folder: `""`, or `deck/` when several scripts share it.
    public var artifactsSubfolder: String
    /// The frames to check, increasing; `nil` checks every frame (an animation is always checked whole).
    public var frames: [Int]?
    /// The script's variant (its name) these frames are of, `nil` for its top-level settings: reports group by it.
    public var variant: String?

    public init(path: String, plan: PlaybackPlan, references: String, kind: Kind, artifacts: String?,
                artifactsSubfolder: String = "", frames: [Int]? = nil, variant: String? = nil) {
        self.variant = variant
        self.path = path
        self.plan = plan
        self.references = references
        self.kind = kind
        self.artifacts = artifacts
        self.artifactsSubfolder = artifactsSubfolder
        self.frames = frames
    }
}
