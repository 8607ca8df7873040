import CardRender
import CardPlatform

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

    /// The frame whose rendered frame's file name `name` is, exactly as ``actualName(of:)`` gives it.
    public static func frame(ofActualName name: String) -> Int? {
        guard name.hasSuffix(".actual.png") else { return nil }
        return FrameFileName.exactIndex(of: String(name.dropLast(11)) + ".png")
    }

    /// Whether `name` is exactly the name of a failure image (`frame-NNNNN.expected.png`, `.actual.png` or
    /// `.diff.png`, the frame file's name as `FrameFileName` writes it): the only files a run may treat as an
    /// earlier run's failure images when it cleans up.
    public static func isImageName(_ name: String) -> Bool {
        ["expected", "actual", "diff"].contains { kind in
            name.hasSuffix(".\(kind).png")
                && FrameFileName.exactIndex(of: String(name.dropLast(kind.count + 5)) + ".png") != nil
        }
    }

    /// Writes the images of a failing `verdict` (the rendered frame is `actual`) atomically, and returns the paths
    /// written; with a `batch`, only stages them (`OutputBatch`).
    public static func write(_ verdict: FrameVerdict, actual: RGBAImage, frame name: String,
                             into folder: String, batch: OutputBatch? = nil) throws(PNGError) -> FailureArtifacts {
        var paths = FailureArtifacts(frame: name, in: folder)
        if let expected = verdict.expected { try PNGFile.write(expected, to: paths.expected, options: .references, batch: batch) }
        try PNGFile.write(actual, to: paths.actual, options: .references, batch: batch)
        if let diff = verdict.diff {
            try PNGFile.write(diff, to: paths.diff!, options: .diffs, batch: batch)
        } else {
            paths.diff = nil
        }
        return paths
    }
}
