import CardRender
import CardScene
import Foundation

/// What `verify --artifacts` leaves for `cardmotion approve` (`manifest.json`, one per shard): for every failing
/// frame of a reference folder, the reference it failed against (relative to the folder verify ran in) with the
/// SHA-256 of its bytes then, the rendered frame (relative to the artefact folder) with its size in pixels and the
/// SHA-256 of its bytes, and the frame's geometry.
///
/// A manifest is data that may come from elsewhere (a CI run's download), never a list of places to write:
/// ``parse(_:file:)`` accepts only the shape verify writes, within the limits below, and every path it lets through
/// is relative and stays inside its folder (no `..`, no absolute path) and names a frame file. `approve` still
/// resolves each path without links and checks each file against its digest before writing anything.
public struct ApprovalManifest: Sendable, Equatable {
    /// The manifest format this version writes and reads.
    public static let version = 2

    /// One failing frame.
    public struct Frame: Sendable, Equatable {
        /// The script, as given to `verify` (for messages and `approve --script`).
        public var script: String
        /// `frame-NNNNN.png`.
        public var name: String
        /// The frame number, 0 to 99,999.
        public var frame: Int
        /// The reference file, relative to the folder verify ran in: `FOLDER/frame-NNNNN.png` (just the name when
        /// the references are in that folder itself).
        public var reference: String
        /// SHA-256 of the reference's bytes when it was compared (64 lowercase hexadecimal digits).
        public var referenceSHA256: String
        /// The rendered frame, relative to the artefact folder: `[SCRIPT/]frame-NNNNN.actual.png`.
        public var actual: String
        /// SHA-256 of the rendered frame's bytes.
        public var actualSHA256: String
        /// The rendered frame's size in pixels.
        public var width: Int
        public var height: Int
        /// The frame's `states` line, for the reference folder's `states.jsonl` (a string field of the manifest).
        public var states: StatesLine

        public init(script: String, name: String, frame: Int, reference: String, referenceSHA256: String, actual: String,
                    actualSHA256: String, width: Int, height: Int, states: StatesLine) {
            self.script = script
            self.name = name
            self.frame = frame
            self.reference = reference
            self.referenceSHA256 = referenceSHA256
            self.actual = actual
            self.actualSHA256 = actualSHA256
            self.width = width
            self.height = height
            self.states = states
        }

        /// The reference's folder, relative to the folder verify ran in (`""` for that folder itself).
        public var referenceFolder: String {
            reference.lastIndex(of: "/").map { String(reference[..<$0]) } ?? ""
        }
    }

    /// Failing frames of one script that verify could not list, because their reference folder lies outside the
    /// folder it ran in (approve writes only below the folder it runs in): approve names them and refuses to run,
    /// rather than find nothing to do.
    public struct Unlisted: Sendable, Equatable {
        /// The script, as given to `verify`.
        public var script: String
        /// The reference folder, as given to `verify` (shown in messages only: approve never opens it).
        public var references: String
        /// The failing frames' numbers, increasing.
        public var frames: [Int]

        public init(script: String, references: String, frames: [Int]) {
            self.script = script
            self.references = references
            self.frames = frames
        }
    }

    public var frames: [Frame]
    /// Written only when not empty, so a manifest whose references are all reachable is as before.
    public var unlisted: [Unlisted]

    public init(frames: [Frame], unlisted: [Unlisted] = []) {
        self.frames = frames
        self.unlisted = unlisted
    }

    /// Why a manifest was refused: the whole message, naming the file and the field.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The largest manifest read, in bytes (256 MiB).
    public static let maximumFileSize = 256 << 20
    /// The most frames one manifest lists.
    public static let maximumFrames = 1_000_000
    /// The longest `script`, `reference` or `actual`, in UTF-8 bytes.
    public static let maximumPathLength = 4096
    /// The longest `states` line, in UTF-8 bytes (`StatesLine.maximumLength`).
    public static let maximumStatesLength = StatesLine.maximumLength
    /// Frame numbers (a script has at most `RenderLimits.frames` frames).
    public static let frameNumbers = 0...(RenderLimits.frames - 1)
    /// A frame's side, in pixels (`RenderLimits.frameSide`), and its area (`RenderLimits.pixels`).
    public static let frameSide = 1...RenderLimits.frameSide
    public static let maximumFramePixels = RenderLimits.pixels
}
