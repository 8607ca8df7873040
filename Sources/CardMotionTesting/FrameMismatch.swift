import CardRender
import CardVerify
import Foundation

/// Why a golden check failed, as
/// ``assertFrames(of:at:variants:match:named:references:artifacts:fileID:filePath:testName:line:column:)`` reports it: each
/// failing frame with its pixel count and artefact paths, the references recorded, and problems with the inputs; for
/// failing frames also the report written for them and the command that approves them.
///
/// Its ``description`` is the message of the one issue an assertion records: at most ``maximumLines`` lines
/// whatever the number of failing frames (frames failed of those checked, what happened to the motion, the worst frame, the report's path and
/// the approve command), like a compiler's diagnostic.
public struct FrameMismatch: Error, CustomStringConvertible, Sendable {
    /// One failing frame.
    public struct Frame: Sendable {
        /// `frame-NNNNN.png`.
        public var name: String
        /// "12 different pixels (budget: 0 pixels)", or a size mismatch, then what changed in its geometry.
        public var problem: String
        /// The expected, actual and diff images written for review.
        public var artifacts: FailureArtifacts
        /// The frame's number, from 0.
        public var frame = 0
        /// The instant it shows, in seconds.
        public var time = 0.0
        /// Its differing pixels (for a size mismatch, the larger frame's pixel count).
        public var differentPixels = 0
    }

    public var script: String
    public var frames: [Frame]
    /// References written by a record mode (recording fails the check, so that a second run confirms it).
    public var recorded: [String]
    /// Problems with the inputs (missing or unreadable references, script errors, a mistyped record mode).
    public var problems: [String]
    /// How many frames were checked (every frame of the script, or those of the instants asked for).
    public var checkedFrames = 0
    /// The colour threshold the frames were compared at, 0...1, and the differing pixels a frame might have.
    public var threshold: Double?
    public var budget: DiffBudget?
    /// The absolute path of the `report.html` written for the failing frames, in the assertion's artefact folder
    /// beside their images, `junit.xml` and `manifest.json` (as `cardmotion verify --artifacts` writes them).
    public var reportPath: String?
    /// The shell command, to paste as it is, that accepts the failing frames as the new references:
    /// `cd PACKAGE_ROOT && cardmotion approve ARTIFACTS --script NAME`, or for an animated reference (approved whole)
    /// `cardmotion verify SCRIPT --reference NAME.apng --record failed`. `nil` when the references lie outside the
    /// package root, where approve cannot reach them.
    public var approveCommand: String?
    /// What happened to each changed node's motion, verify's sentences (`card-0: same motion, 3 frames later
    /// (+50 ms)`), shown before the worst frame: at most `shownMotionLines`, the last of them a count of the rest.
    public var motion: [String] = []

    /// Whether nothing failed, nothing was recorded and nothing was wrong.
    public var isEmpty: Bool { frames.isEmpty && recorded.isEmpty && problems.isEmpty }

    /// The frame with the most differing pixels (the earliest of equals).
    public var worstFrame: Frame? { frames.max { $0.differentPixels < $1.differentPixels } }

    /// The most lines ``description`` has.
    public static let maximumLines = 15
    /// The most lines of problems shown, the last of them a count of the rest.
    static let shownProblemLines = 10
    /// The most lines of motion sentences shown (fewer when the problems leave less room).
    static let shownMotionLines = 3

    /// The failure message, at most ``maximumLines`` lines:
    /// ```
    /// stack.yaml: 223 of 310 frames differ (threshold 0.1, budget 0 pixels)
    /// card-0: same motion, 3 frames later (+50 ms)
    /// worst: frame-00123.png at 2.050 s: 4512 different pixels (budget: 0 pixels); card-0 moved (+5.0, +0.0) pt
    /// report: /abs/artifacts/report.html
    /// approve: cd /abs/package && cardmotion approve /abs/artifacts --script stack
    /// ```
    public var description: String {
        // The problems are not in the report (it shows frames): the count of those left out is all there is.
        var lines = Self.capped(problems.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) },
                                to: Self.shownProblemLines)
        var motionAt: Int?
        if let worst = worstFrame {
            var comparison = [threshold.map { "threshold \(NumberText.plain($0))" }, budget.map { "budget \($0)" }]
                .compactMap { $0 }.joined(separator: ", ")
            if !comparison.isEmpty { comparison = " (\(comparison))" }
            let total = max(checkedFrames, frames.count)
            lines.append("\(script): \(frames.count) of \(total) frame\(total == 1 ? "" : "s") "
                         + "differ\(frames.count == 1 ? "s" : "")\(comparison)")
            motionAt = lines.count
            lines.append("worst: \(worst.name) at \(String(format: "%.3f", worst.time)) s: \(worst.problem)")
        }
        if let reportPath { lines.append("report: \(reportPath)") }
        if let approveCommand {
            lines.append("approve: \(approveCommand)")
        } else if !frames.isEmpty {
            lines.append("approve: the references lie outside the package root, where approve cannot reach them; "
                         + "record the failing frames again with \(RecordMode.environmentVariable)=failed")
        }
        if !recorded.isEmpty {
            lines.append("recorded \(recorded.count) reference(s) for \(script) (e.g. \(recorded[0])); run again without recording to check them")
        }
        let room = min(Self.shownMotionLines, Self.maximumLines - lines.count)
        if let motionAt, room > 0, !motion.isEmpty {
            lines.insert(contentsOf: Self.capped(motion, to: room, what: " motion changes"), at: motionAt)
        }
        return lines.joined(separator: "\n")
    }

    /// `lines`, or their first `count - 1` and a last one saying how many more there are.
    static func capped(_ lines: [String], to count: Int, what: String = "") -> [String] {
        lines.count <= count ? lines : Array(lines.prefix(count - 1)) + ["... and \(lines.count - count + 1) more\(what)"]
    }
}
