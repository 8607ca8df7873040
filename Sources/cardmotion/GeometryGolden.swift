import CardGeometry
import CardMotion
import CardPlatform
import Foundation

/// The geometry recorded beside pixel references: `states.jsonl` in a reference folder (for an APNG reference,
/// `NAME.states.jsonl` beside it), one line of `cardmotion states` per recorded frame. When a frame fails, its
/// recorded and current geometry explain the failure by its nodes; when it passes with changed geometry, a
/// warning says so.
struct GeometryGolden {
    /// The file for references at `reference` (a folder, or an APNG file).
    static func path(forReference reference: String) -> String {
        reference.lowercased().hasSuffix(".apng") ? String(reference.dropLast(5)) + ".states.jsonl"
            : reference + "/states.jsonl"
    }

    let path: String
    /// Each recorded frame's line, by frame.
    private(set) var lines: [Int: String] = [:]

    /// The golden at `path`, empty when there is none (or when `loads` is false: a golden to be written anew); a
    /// file that cannot be read is bad input naming its line.
    init(path: String, loads: Bool = true) throws {
        self.path = path
        guard loads, FileManager.default.fileExists(atPath: path) else { return }
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path, maximumSize: 256 << 20)
        } catch {
            throw CommandFailure("\(path): \(error.reason)")
        }
        for (number, line) in String(decoding: bytes, as: UTF8.self).split(separator: "\n").enumerated() {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let frame = object["frame"] as? Int else {
                throw CommandFailure("\(path):\(number + 1): not a line of 'cardmotion states' (a JSON object with a frame)")
            }
            lines[frame] = String(line)
        }
    }

    /// The recorded geometry of `frame`, or `nil` when it was not recorded.
    func geometry(ofFrame frame: Int) throws -> [NodeGeometry]? {
        guard let line = lines[frame] else { return nil }
        guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let nodes = object["nodes"] as? [[String: Any]] else { return nil }
        return nodes.compactMap { node in
            guard let id = node["id"] as? String, let corners = node["corners"] as? [[Double]],
                  let rotation = node["rotation"] as? Double, let scale = node["scale"] as? [Double], scale.count == 2,
                  let alpha = node["alpha"] as? Double else { return nil }
            return NodeGeometry(id: id, corners: corners.compactMap { $0.count == 2 ? Point(x: $0[0], y: $0[1]) : nil },
                                rotation: rotation, scale: (scale[0], scale[1]), alpha: alpha)
        }
    }

    /// What changed in `frame` against the recorded geometry: the nodes' changes, or that none moved (a drawing
    /// change: fonts, colours, images); `nil` when the frame's geometry was not recorded.
    func explain(frame: Int, scene: Scene) throws -> String? {
        guard let recorded = try geometry(ofFrame: frame) else { return nil }
        let changes = NodeGeometry.changes(from: recorded, to: scene.nodes.map(NodeGeometry.init))
        return changes.isEmpty ? "same geometry: a drawing change (fonts, colours, images)" : changes.joined(separator: "; ")
    }

    /// What a frame's record says about its geometry: for a failing frame, its explanation; for a passing one, a
    /// warning when its geometry changed (a drawing change under the budget is no news); `nil` otherwise.
    func note(frame: Int, scene: Scene, failed: Bool) throws -> String? {
        guard let explanation = try explain(frame: frame, scene: scene) else { return nil }
        return failed || !explanation.hasPrefix("same geometry") ? explanation : nil
    }

    /// Records `frame`'s scene (its `states` line).
    mutating func record(frame: Int, time: Double, scene: Scene) {
        lines[frame] = StatesFormatter.line(frame: frame, time: time, scene: scene)
    }

    /// Forgets frames `count` and later (a script that became shorter, re-recorded whole).
    mutating func truncate(to count: Int) {
        lines = lines.filter { $0.key < count }
    }

    /// Writes the file atomically, frames in order.
    func write() throws {
        let text = lines.keys.sorted().map { lines[$0]! + "\n" }.joined()
        try AtomicFile.write(Array(text.utf8), to: path)
    }
}

/// A ``GeometryGolden`` shared by the workers of one `verify` run: explanations read the recorded lines, recorded
/// frames add theirs, and ``save(frameCount:)`` writes the file when anything was recorded.
final class GeometryCheck: @unchecked Sendable {
    private let lock = NSLock()
    private var golden: GeometryGolden
    private var recordedAny = false

    init(_ golden: GeometryGolden) { self.golden = golden }

    /// See ``GeometryGolden/note(frame:scene:failed:)``.
    func note(frame: Int, scene: Scene, failed: Bool) throws -> String? {
        try lock.withLock { try golden.note(frame: frame, scene: scene, failed: failed) }
    }

    func record(frame: Int, time: Double, scene: Scene) {
        lock.withLock {
            golden.record(frame: frame, time: time, scene: scene)
            recordedAny = true
        }
    }

    /// Writes the golden if a frame was recorded; `frameCount` drops the frames past a re-recorded script's end.
    func save(frameCount: Int?) throws {
        try lock.withLock {
            guard recordedAny else { return }
            if let frameCount { golden.truncate(to: frameCount) }
            try golden.write()
        }
    }
}
