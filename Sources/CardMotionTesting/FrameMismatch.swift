import CardRender

/// Why a golden check failed, as ``assertFrames(of:at:match:references:artifacts:fileID:filePath:line:column:)``
/// reports it: each failing frame with its pixel count and artefact paths, the references recorded, and problems
/// with the inputs.
public struct FrameMismatch: Error, CustomStringConvertible, Sendable {
    /// One failing frame.
    public struct Frame: Sendable {
        /// `frame-NNNNN.png`.
        public var name: String
        /// "12 different pixels (budget: 0 pixels)", or a size mismatch.
        public var problem: String
        /// The expected, actual and diff images written for review.
        public var artifacts: FailureArtifacts
    }

    public var script: String
    public var frames: [Frame]
    /// References written by a record mode (recording fails the check, so that a second run confirms it).
    public var recorded: [String]
    /// Problems with the inputs (missing or unreadable references, script errors, a mistyped record mode).
    public var problems: [String]

    /// Whether nothing failed, nothing was recorded and nothing was wrong.
    public var isEmpty: Bool { frames.isEmpty && recorded.isEmpty && problems.isEmpty }

    public var description: String {
        var lines = problems
        for frame in frames {
            var line = "\(script): \(frame.name): \(frame.problem)"
            line += "\n  actual:   \(frame.artifacts.actual)"
            line += "\n  expected: \(frame.artifacts.expected)"
            if let diff = frame.artifacts.diff { line += "\n  diff:     \(diff)" }
            lines.append(line)
        }
        if !recorded.isEmpty {
            lines.append("recorded \(recorded.count) reference(s) for \(script) (e.g. \(recorded[0])); run again without recording to check them")
        }
        return lines.joined(separator: "\n")
    }
}
