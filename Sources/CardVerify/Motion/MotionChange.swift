import CardRender
import CardScene

/// What happened to one node's motion against its recorded track, said once per node before a failure's per-frame
/// lines: the same motion shifted in time, the same path at another speed, or a change in space.
public struct MotionChange: Hashable, Sendable, CustomStringConvertible {
    /// Which of the three the change is, with its numbers.
    public enum Kind: Hashable, Sendable {
        /// The track equals the recorded one `frames` frames later (positive) or earlier (negative); `seconds` is
        /// that shift in time, rounded to the millisecond.
        case shifted(frames: Int, seconds: Double)
        /// The same path in space, traversed `factor` times as long (above 1: slower; below 1: faster, said as
        /// `1 / factor`x faster) from `from` seconds on.
        case speed(factor: Double, from: Double)
        /// Neither: the node moved, rotated, scaled, faded, appeared or disappeared (`what`, in that order, each
        /// word once) in frames `frames`.
        case moved(what: [String], frames: ClosedRange<Int>)
    }

    /// The node's id (`card-0`), or a named layer's (`card-0/likeStamp`).
    public var node: String
    public var kind: Kind

    public init(node: String, kind: Kind) {
        self.node = node
        self.kind = kind
    }

    /// The sentence after the node's id: `same motion, 3 frames later (+50 ms)`, `same path, 1.50x slower from
    /// 0.30 s`, `moved, rotated in frames 31-60`.
    public var finding: String {
        switch kind {
        case .shifted(let frames, let seconds):
            let count = abs(frames)
            return "same motion, \(count) frame\(count == 1 ? "" : "s") \(frames > 0 ? "later" : "earlier") "
                + "(\(frames > 0 ? "+" : "-")\(Int((abs(seconds) * 1000).rounded())) ms)"
        case .speed(let factor, let from):
            let slower = factor >= 1
            return "same path, \(Self.fixed(slower ? factor : 1 / factor, 2))x \(slower ? "slower" : "faster") from \(Self.fixed(from, 2)) s"
        case .moved(let what, let frames):
            let span = frames.lowerBound == frames.upperBound ? "frame \(frames.lowerBound)"
                : "frames \(frames.lowerBound)-\(frames.upperBound)"
            return what.joined(separator: ", ") + " in " + span
        }
    }

    /// `card-0: same motion, 3 frames later (+50 ms)`.
    public var description: String { node + ": " + finding }

    /// Whether the change is one in time (shifted or another speed), not in space.
    public var isTiming: Bool {
        if case .moved = kind { return false }
        return true
    }

    /// The lines for `changes`: one a finding, the nodes that share it named together in order
    /// (`card-1, card-2: same motion, 3 frames later (+50 ms)`).
    public static func sentences(_ changes: [MotionChange]) -> [String] {
        var groups: [(nodes: [String], finding: String)] = []
        for change in changes {
            let finding = change.finding
            if let index = groups.firstIndex(where: { $0.finding == finding }) {
                groups[index].nodes.append(change.node)
            } else {
                groups.append(([change.node], finding))
            }
        }
        return groups.map { $0.nodes.joined(separator: ", ") + ": " + $0.finding }
    }

    /// The change as `verify --json` writes it: `{"node": "card-0", "kind": "shifted", "frames": 3, "seconds":
    /// 0.05}`, `{"node": ..., "kind": "speed", "factor": 1.5, "from": 0.3}` or `{"node": ..., "kind": "moved"}`,
    /// each with its sentence as `text`.
    public var json: JSONValue {
        var members: [String: JSONValue] = ["node": .string(node), "text": .string(description)]
        switch kind {
        case .shifted(let frames, let seconds):
            members["kind"] = "shifted"
            members["frames"] = .number(Double(frames))
            members["seconds"] = .number(seconds)
        case .speed(let factor, let from):
            members["kind"] = "speed"
            members["factor"] = .number(factor)
            members["from"] = .number(from)
        case .moved:
            members["kind"] = "moved"
        }
        return .object(members)
    }

    static func fixed(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}
