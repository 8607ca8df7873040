/// Why a golden check failed: thrown by ``assertFrames(of:at:match:references:artifacts:filePath:)``; its
/// description names each failing frame, its pixel count and the artefact paths.
public struct FrameMismatch: Error, CustomStringConvertible, Sendable {
    /// One failing frame.
    public struct Frame: Sendable {
        public var name: String
        public var problem: String
        public var expected: String?
        public var actual: String?
        public var diff: String?
    }

    public var script: String
    public var frames: [Frame]
    /// References written by a record mode (recording fails the check, so that a second run confirms it).
    public var recorded: [String]
    /// Problems with the inputs (missing or unreadable references, script errors).
    public var problems: [String]

    public var description: String {
        var lines: [String] = []
        if !problems.isEmpty { lines += problems }
        for frame in frames {
            var line = "\(script): \(frame.name): \(frame.problem)"
            if let actual = frame.actual { line += "\n  actual:   \(actual)" }
            if let expected = frame.expected { line += "\n  expected: \(expected)" }
            if let diff = frame.diff { line += "\n  diff:     \(diff)" }
            lines.append(line)
        }
        if !recorded.isEmpty {
            lines.append("recorded \(recorded.count) reference(s) for \(script) (e.g. \(recorded[0])); run again without recording to check them")
        }
        return lines.joined(separator: "\n")
    }
}
