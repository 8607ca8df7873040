/// What a failing frame leaves for review, under predictable names beside each other: `frame-NNNNN.expected.png`,
/// `.actual.png` and (when the sizes agree) `.diff.png`.
public struct FailureArtifacts: Hashable, Sendable {
    public var expected: String
    public var actual: String
    /// `nil` when no diff image could be drawn (frames of different sizes).
    public var diff: String?

    /// The paths for frame file `name` (`frame-NNNNN.png`) in `folder`, before anything is written.
    public init(frame name: String, in folder: String) {
        let base = folder + "/" + (name.hasSuffix(".png") ? String(name.dropLast(4)) : name)
        expected = base + ".expected.png"
        actual = folder + "/" + Self.actualName(of: name)
        diff = base + ".diff.png"
    }

    /// The rendered frame's file name for frame file `name`: `frame-NNNNN.actual.png`.
    public static func actualName(of name: String) -> String {
        (name.hasSuffix(".png") ? String(name.dropLast(4)) : name) + ".actual.png"
    }

    /// Writes the images of a failing `verdict` (the rendered frame is `actual`) atomically, and returns the paths
    /// written.
    public static func write(_ verdict: FrameVerdict, actual: RGBAImage, frame name: String,
                             into folder: String) throws(PNGError) -> FailureArtifacts {
        var paths = FailureArtifacts(frame: name, in: folder)
        if let expected = verdict.expected { try PNGFile.write(expected, to: paths.expected, options: .references) }
        try PNGFile.write(actual, to: paths.actual, options: .references)
        if let diff = verdict.diff {
            try PNGFile.write(diff, to: paths.diff!, options: .diffs)
        } else {
            paths.diff = nil
        }
        return paths
    }
}
