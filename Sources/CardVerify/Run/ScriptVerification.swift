import CardRender
import CardScene

/// All frames of one script.
public struct ScriptVerification: Sendable {
    /// The script's path, and its reference folder (or animated reference file).
    public var script: String
    public var references: String
    /// The script's variant, by name, or `nil` for its top-level settings.
    public var variant: String?
    /// Every frame, in frame order.
    public var frames: [FrameRecord]
    /// Seconds the script took.
    public var seconds: Double
    /// Pixels per frame.
    public var totalPixels: Int
    /// Pixels per point of the script's screen, to give the differing pixels' box in points.
    public var scale: Double
    /// References past the script's end removed by `--record all`.
    public var removedReferences = 0
    /// Why an animated reference's frames do not line up with the script's, in numbers (a failure in itself).
    public var timingMismatch: String?
    /// The node globs of the masks (`--ignore`, the script's `verify.ignore`) that matched no node in any frame
    /// checked: each is a warning, not a failure.
    public var unmatchedIgnores: [String] = []
    /// When frames failed and geometry was recorded: what happened to each changed node's motion over the whole
    /// script (``MotionAnalysis``), said before the per-frame lines; empty otherwise.
    public var motion: [MotionChange] = []
    /// The recorded and the new tracks the explanation compared (`nil` when there was none), for the report's plots.
    public var tracks: (recorded: MotionTracks, actual: MotionTracks)?
    /// The script's frame rate, in frames per second (`nil` when not known): the report's times and its player.
    public var fps: Double?
    /// Whether the reference folder lies outside the folder approve runs in, so that the manifest cannot list the
    /// failing frames (it names them as ``ApprovalManifest/Unlisted`` instead).
    public var referencesUnreachable = false
    /// Its failing frames.
    public var failures: [FrameRecord] { frames.filter(\.isFailure) }
    /// Frames recorded as references.
    public var recordedCount: Int { frames.filter { $0.outcome == .recorded }.count }
    /// Frames that passed.
    public var passedCount: Int { frames.count - failures.count - recordedCount }
    /// Passing frames whose geometry changed.
    public var warnings: [FrameRecord] { frames.filter { !$0.isFailure && $0.geometry != nil } }
    /// The script's name in lines and reports: its file name stem, and its variant in brackets (`stack [dark]`).
    public var label: String {
        let stem = ScriptStem.of(script)
        return variant.map { "\(stem) [\($0)]" } ?? stem
    }
    /// Whether the script fails the run.
    public var isFailing: Bool { !failures.isEmpty || timingMismatch != nil }

    public init(script: String, references: String, frames: [FrameRecord], seconds: Double, totalPixels: Int, scale: Double) {
        self.script = script
        self.references = references
        self.frames = frames
        self.seconds = seconds
        self.totalPixels = totalPixels
        self.scale = scale
    }
}
