import CardRender
import CardPlatform
import CardScene
import Foundation

/// The geometry recorded beside pixel references: `states.jsonl` in a reference folder (for an APNG reference,
/// `NAME.states.jsonl` beside it), one `cardmotion states` line per recorded frame. When a frame fails, its
/// recorded and current geometry explain the failure by its nodes; when it passes with changed geometry, that is
/// worth a warning. `verify` and `CardMotionTesting` read and write it alike.
public struct GeometryGolden: Sendable {
    /// Why a geometry golden could not be read or written, with the file (and line) named.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The golden for references at `reference` (a folder, or an APNG file).
    public static func path(forReference reference: String) -> String {
        reference.lowercased().hasSuffix(".apng") ? String(reference.dropLast(5)) + ".states.jsonl"
            : reference + "/states.jsonl"
    }

    public let path: String
    /// Each recorded frame's line, by frame.
    private var lines: [Int: StatesLine] = [:]

    /// The golden at `path`, empty when there is none (or when `loads` is false: a golden to be written anew).
    public init(path: String, loads: Bool = true) throws(Failure) {
        guard loads, FilePath.exists(path) else {
            try self.init(path: path, contents: [])
            return
        }
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path, maximumSize: Self.maximumFileSize)
        } catch {
            throw Failure(description: "\(path): \(error.reason)")
        }
        try self.init(path: path, contents: bytes)
    }

    /// The largest golden read, in bytes (256 MiB).
    public static let maximumFileSize = 256 << 20

    /// The golden in `bytes`, read from `path` (named in messages): for a caller that read the file itself.
    public init(path: String, contents bytes: [UInt8]) throws(Failure) {
        self.path = path
        for (number, text) in String(decoding: bytes, as: UTF8.self).split(separator: "\n").enumerated() {
            guard let line = try? StatesLine(parsing: text) else {
                throw Failure(description: "\(path):\(number + 1): not a line of 'cardmotion states' (a JSON object with a frame)")
            }
            lines[line.frame] = line
        }
    }

    /// The recorded geometry of `frame` (each node followed by its named layers), or `nil` when it was not recorded.
    public func geometry(ofFrame frame: Int) -> [NodeGeometry]? {
        lines[frame]?.nodes.flatMap(NodeGeometry.withLayers)
    }

    /// What changed in `frame` against the recorded geometry: the nodes' changes, or that none moved (a drawing
    /// change: fonts, colours, images); `nil` when the frame's geometry was not recorded.
    public func explain(frame: Int, scene: Scene) -> GeometryNote? {
        guard let recorded = geometry(ofFrame: frame) else { return nil }
        return GeometryNote(changes: NodeGeometry.changes(from: recorded, to: scene.nodes.flatMap(NodeGeometry.withLayers)))
    }

    /// What a frame's record says about its geometry: for a failing frame, its explanation; for a passing one, the
    /// change when its geometry changed (a drawing change within the budget is no news); `nil` otherwise.
    public func note(frame: Int, scene: Scene, failed: Bool) -> GeometryNote? {
        guard let explanation = explain(frame: frame, scene: scene) else { return nil }
        return failed || !explanation.isDrawingChange ? explanation : nil
    }

    /// Records `frame`'s scene at `time` seconds (its `states` line).
    public mutating func record(frame: Int, time: Double, scene: Scene) {
        lines[frame] = StatesLine(frame: frame, time: time, scene: scene)
    }

    /// Sets `frame`'s recorded line to `line` (a `states` line kept from an earlier run).
    public mutating func replace(frame: Int, line: StatesLine) {
        lines[frame] = line
    }

    /// Forgets frames `count` and later (a script that became shorter, re-recorded whole).
    public mutating func truncate(to count: Int) {
        lines = lines.filter { $0.key < count }
    }

    /// The file's bytes: one line a recorded frame, in frame order.
    public var contents: [UInt8] {
        Array(lines.keys.sorted().map { lines[$0]!.text + "\n" }.joined().utf8)
    }

    /// Writes the file atomically, frames in order; with a `batch`, only stages it, to replace the old file with
    /// the batch's frames (`OutputBatch`).
    public func write(batch: OutputBatch? = nil) throws(Failure) {
        do {
            if let batch {
                try batch.write(contents, to: path)
            } else {
                try OutputFile.write(contents, to: path)
            }
        } catch {
            throw Failure(description: error.description)
        }
    }

    /// The last recorded frame and the time it shows, in seconds (`nil` when nothing was recorded).
    public var lastRecorded: (frame: Int, time: Double)? {
        lines.keys.max().map { ($0, lines[$0]!.time) }
    }
}
