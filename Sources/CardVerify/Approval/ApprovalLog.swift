import CardPlatform
import CardRender
import CardScene
import Foundation

/// The trail of a review's accepts, `approvals.jsonl` in the artefact folder: one JSON line per script and reference
/// folder an accept replaced frames of, with the time, the script, its variant, the reference folder and, per frame,
/// the reference's SHA-256 before and the accepted frame's after:
///
/// `{"frames":[{"after":"9f…","before":"3c…","frame":12}],"references":"visual/references/deck","script":"Examples/deck.yaml","time":"2026-11-29T20:01:02Z","variant":"dark"}`
///
/// `cardmotion approve ARTIFACTS --from FILE` replays such a file against another artefact folder (the CI's, or
/// the other way): each line becomes an ``Approval/Choice`` of exactly its frames, and each frame must have been
/// rendered and compared with the same bytes there (its digests), or nothing is approved. The file is untrusted
/// input: read within ``maximumFileSize``, ``maximumLines`` and ``maximumLineLength``, each line checked
/// strictly, and a bad one named by its line.
public enum ApprovalLog {
    /// The file's name in the artefact folder.
    public static let fileName = "approvals.jsonl"
    /// The largest trail read or appended to, in bytes (16 MiB).
    public static let maximumFileSize = 16 << 20
    /// The most lines a trail holds.
    public static let maximumLines = 100_000
    /// The longest line, in bytes (1 MiB: about 7,000 frames).
    public static let maximumLineLength = 1 << 20

    /// One accept of one script's frames in one reference folder.
    public struct Line: Codable, Equatable, Sendable {
        /// When, in UTC (`2026-11-29T20:01:02Z`).
        public var time: String
        /// The script, as verify was given it.
        public var script: String
        /// The variant, when the script's frames are a variant's.
        public var variant: String?
        /// The reference folder, relative to the folder verify ran in (empty for that folder itself).
        public var references: String
        public var frames: [Frame]

        /// A frame with its reference's digest before and after (SHA-256, lowercase hexadecimal).
        public struct Frame: Codable, Equatable, Sendable {
            public var frame: Int
            public var before: String
            public var after: String

            public init(frame: Int, before: String, after: String) {
                self.frame = frame
                self.before = before
                self.after = after
            }
        }

        public init(time: String, script: String, variant: String?, references: String, frames: [Frame]) {
            self.time = time
            self.script = script
            self.variant = variant
            self.references = references
            self.frames = frames
        }

        /// The line as written: JSON with sorted keys, ending in a newline.
        public var encoded: [UInt8] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            // Strings, whole numbers and arrays of them always encode.
            return Array(try! encoder.encode(self)) + [0x0A]
        }
    }

    /// The lines of `approved` (frames an approval replaced), one per script and reference folder in the order
    /// first met, at `time`; `variant` names a script's variant by its reference folder.
    public static func lines(for approved: [ApprovalCheck.Target], time: String, variant: (String) -> String?) -> [Line] {
        var lines: [Line] = []
        for target in approved {
            let frame = Line.Frame(frame: target.frame.frame, before: target.frame.referenceSHA256, after: target.frame.actualSHA256)
            let folder = target.frame.referenceFolder
            if let index = lines.firstIndex(where: { $0.script == target.frame.script && $0.references == folder }) {
                lines[index].frames.append(frame)
            } else {
                lines.append(Line(time: time, script: target.frame.script, variant: variant(folder), references: folder, frames: [frame]))
            }
        }
        return lines
    }

    /// `time` as the trail writes it: UTC, to the second.
    public static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    /// The trail in `bytes`, read from `file` (named in messages with the line: `approvals.jsonl:3: ...`).
    public static func parse(_ bytes: [UInt8], file: String) throws -> [Line] {
        guard bytes.count <= maximumFileSize else {
            throw RenderFailure("\(file): is \(bytes.count) bytes, more than the limit of \(maximumFileSize) bytes for an approvals trail")
        }
        var lines: [Line] = []
        let texts = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        for (offset, text) in texts.enumerated() {
            let place = "\(file):\(offset + 1)"
            // Only the end of the last line leaves an empty piece: line numbers stay the lines' places.
            guard !text.isEmpty else {
                if offset == texts.count - 1 { continue }
                throw RenderFailure("\(place): an empty line; an approvals trail has one JSON object a line")
            }
            guard lines.count < maximumLines else { throw RenderFailure("\(place): more than \(maximumLines) lines") }
            guard text.count <= maximumLineLength else {
                throw RenderFailure("\(place): the line is longer than \(maximumLineLength) bytes")
            }
            let line: Line
            do {
                try JSONShape.checkUniqueKeys(in: Array(text))
                line = try JSONDecoder().decode(Line.self, from: Data(text))
            } catch let error as DecodingError {
                throw RenderFailure("\(place): " + ApprovalManifest.describe(error).replacingOccurrences(of: "a manifest written by verify", with: "an approvals line"))
            } catch let error as StatesLine.ParseError {
                throw RenderFailure("\(place): \(error.description); not an approvals line")
            }
            try check(line, at: place)
            lines.append(line)
        }
        return lines
    }

    /// Fails, naming `place`, when a field of `line` is out of shape.
    static func check(_ line: Line, at place: String) throws {
        guard line.script.utf8.count <= ApprovalManifest.maximumPathLength, !line.script.isEmpty else {
            throw RenderFailure("\(place): script: must be a path of 1 to \(ApprovalManifest.maximumPathLength) bytes")
        }
        guard line.references.isEmpty || (try? ConfinedFolder.components(of: line.references)) != nil else {
            throw RenderFailure("\(place): references: '\(line.references.prefix(200))' must be a relative folder inside the folder verify ran in")
        }
        guard !line.frames.isEmpty, line.frames.count <= RenderLimits.frames else {
            throw RenderFailure("\(place): frames: must list 1 to \(RenderLimits.frames) frames")
        }
        for (index, frame) in line.frames.enumerated() {
            guard ApprovalManifest.frameNumbers.contains(frame.frame) else {
                throw RenderFailure("\(place): frames[\(index)].frame: must be a frame number (0 to \(RenderLimits.frames - 1))")
            }
            for (name, digest) in [("before", frame.before), ("after", frame.after)] where !ContentDigest.isSHA256(digest) {
                throw RenderFailure("\(place): frames[\(index)].\(name): is not a SHA-256 digest (64 lowercase hexadecimal digits)")
            }
        }
    }

    /// The choices that replay `lines` (read from `file`): each line exactly its frames of its script in its
    /// reference folder, each frame expected with its digests.
    public static func choices(replaying lines: [Line], file: String) -> [Approval.Choice] {
        lines.enumerated().map { offset, line in
            Approval.Choice(script: line.script, listed: Set(line.frames.map(\.frame)), folder: line.references,
                            expected: line.frames.map { Approval.ExpectedFrame(frame: $0.frame, before: $0.before, after: $0.after, source: "\(file):\(offset + 1)") })
        }
    }
}
