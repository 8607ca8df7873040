import CardRender
import CardScene

/// What verify's report shows, as the JSON document its page (`Pages/report.html`; `report.js` builds the page from
/// it) is filled from. The words that verify also prints (outcomes, geometry notes, motion sentences, commands) are
/// written here; the page lays them out.
///
/// `{"properties": [{"key": "x", "label": "x (pt)"}, ...], "scripts": [{"name": "stack", "references": "ref",
/// "variant": "dark" (only for a variant), "frameCount": 38, "failed": 6, "warnings": 2, "fps": 10, "approve": "cardmotion approve art --script stack",
/// "motion": [...], "tracks": {...}, "totalPixels": 62792, "frameRuns": [[0, 37]], "frames": [...]}]}`: per script
/// either `approve` or `record` (an animated reference is recorded again), `timing` when an animated reference's
/// frames do not line up, and in `frames` only the frames with something to show (failing, pixels within the
/// budget, or changed geometry), the others being the rest of `frameRuns` (runs of consecutive frame numbers, in
/// order), so a long passing script costs a few bytes. `groups` holds the failing frames that share an explanation
/// (``Group``), largest first, each frame as `[script index, frame number]`.
struct ReportDocument: Encodable {
    /// The properties the track plots draw, in panel order.
    var properties: [MotionTracks.Property]
    var scripts: [Script]
    /// The groups of failing frames that share an explanation, largest first.
    var groups: [Group] = []
    /// Present only on the page `cardmotion review` serves (``ReviewPage``): the page then offers Accept buttons.
    var review: Review?

    /// What the review's page is told beside the report.
    struct Review: Codable {
        /// `--read-only`: no buttons; the server refuses every change.
        var readOnly: Bool
    }

    /// One script's part of the report.
    struct Script: Codable {
        /// The script's name without folder and extension, and its references as given.
        var name: String
        /// The variant, by name (absent for the script's top-level settings): the report groups by it.
        var variant: String?
        var references: String
        /// The folder its failing frames are approved into, as `manifest.json` names it (relative to the folder verify
        /// ran in; absent when no frame of it can be approved): what the review's Accept buttons send.
        var referenceFolder: String?
        /// Frames checked, failing frames (those without images included) and passing frames whose geometry changed.
        var frameCount: Int
        var failed: Int
        var warnings: Int
        /// Why an animated reference's frames do not line up with the script's.
        var timing: String?
        /// Frames per second, to three decimals (the inspector's times and its player).
        var fps: Double?
        /// The command that approves every failing frame (the inspector adds `--frames N` for one), or, for an
        /// animated reference, the one that records it again.
        var approve: String?
        var record: String?
        /// The motion sentences, and the tracks plotted (`nil` when the failure was not explained in time).
        var motion: [String]
        var tracks: Tracks?
        /// Pixels per frame: the top of the plot's log scale.
        var totalPixels: Int
        /// Every frame number, as runs `[first, last]` of consecutive numbers in frame order.
        var frameRuns: [[Int]]
        /// The frames with something to show, in frame order.
        var frames: [Frame]
    }

    /// A frame that failed, differs within the budget or whose geometry changed.
    struct Frame: Codable {
        var frame: Int
        /// Its file name (`frame-00004.png`) and outcome in words (`1200 different pixels`).
        var name: String
        var outcome: String
        var failed: Bool
        var pixels: Int
        /// Nodes whose geometry changed, and the note in words (`nil` when the geometry was not compared).
        var changes: Int
        var geometry: String?
        /// A failing frame's images, relative to the report (a listed failing frame: the inspector shows it).
        var images: Images?
        /// The differing pixels' box in pixels `[x, y, width, height]`, the share of the frame that differs
        /// (`0.19%`) and the box in points (`12 x 40 at (100, 300)`).
        var box: [Int]?
        var percent: String?
        var place: String?
    }

    struct Images: Codable {
        var expected: String
        var actual: String
        /// `nil` for frames of another size, which have no diff.
        var diff: String?
    }
}
