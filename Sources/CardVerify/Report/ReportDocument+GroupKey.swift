import CardRender
import CardScene

extension ReportDocument {
    /// The explanation a failing frame shares with others: failing frames with equal keys are one group of the
    /// report (``ReportDocument/Group``). Chosen in this order: the script's motion sentences when its failure was
    /// explained in time; else the nodes the frame's geometry note names as changed, each with the kinds of its
    /// change (not their amounts, which differ frame to frame); else the count and box of the differing pixels (a
    /// drawing change nothing explains, or no geometry recorded). A frame of another size is keyed by both sizes.
    enum GroupKey: Hashable {
        /// The script's motion sentences, in order.
        case motion([String])
        /// The changed nodes, sorted by id, each with the kinds of its change in ``changeKinds`` order.
        case layer([ChangedNode])
        /// The differing pixels and their box in pixels (`nil` when no box was recorded), and the box in points
        /// for the sentence.
        case pixels(count: Int, box: PixelRect?, scale: Double)
        /// The expected and the actual size, in pixels.
        case size(expected: [Int], actual: [Int])

        /// A node named by a geometry note, and what kinds of change it went through (`moved`, `faded`).
        struct ChangedNode: Hashable {
            var id: String
            var kinds: [String]
        }

        /// The kinds of change a geometry note's words name, in this order (a named layer's `alpha` change counts as
        /// `faded`).
        static let changeKinds = ["moved", "rotated", "scaled", "faded", "appeared", "disappeared"]

        /// The key of `record`, a failing frame of `result`.
        init(_ record: FrameRecord, in result: ScriptVerification) {
            if case .sizeMismatch(let expected, let actual) = record.outcome {
                self = .size(expected: [expected.width, expected.height], actual: [actual.width, actual.height])
            } else if !result.motion.isEmpty {
                self = .motion(MotionChange.sentences(result.motion))
            } else if let note = record.geometry, !note.changes.isEmpty {
                self = .layer(note.changes.map { change in
                    let words = Set(change.what.split(separator: " ").map { $0 == "alpha" ? "faded" : String($0) })
                    return ChangedNode(id: change.id, kinds: Self.changeKinds.filter { words.contains($0) })
                }.sorted { ($0.id, $0.kinds.joined(separator: ",")) < ($1.id, $1.kinds.joined(separator: ",")) })
            } else {
                self = .pixels(count: record.differentPixels, box: record.differenceBounds, scale: result.scale)
            }
        }

        /// The key's kind as the report's data names it.
        var kind: String {
            switch self {
            case .motion: "motion"
            case .layer: "layer"
            case .pixels: "pixels"
            case .size: "size"
            }
        }

        /// The explanation in words: the motion sentences (`card-0: same motion, 2 frames later (+200 ms)`, joined
        /// by `; `), the changed nodes (`card-0, card-0/likeStamp changed (moved, rotated)`), the pixels (`1,200
        /// different pixels in 40 x 30 at (12, 300)`, the box in points) or the sizes (`size 100 x 200, expected
        /// 120 x 200`).
        var sentence: String {
            switch self {
            case .motion(let sentences):
                return sentences.joined(separator: "; ")
            case .layer(let nodes):
                var parts: [(ids: [String], kinds: [String])] = []
                for node in nodes {
                    if let index = parts.firstIndex(where: { $0.kinds == node.kinds }) {
                        parts[index].ids.append(node.id)
                    } else {
                        parts.append(([node.id], node.kinds))
                    }
                }
                return parts.map { $0.ids.joined(separator: ", ") + " changed (" + $0.kinds.joined(separator: ", ") + ")" }
                    .joined(separator: "; ")
            case .pixels(let count, let box, let scale):
                let pixels = "\(Self.grouped(count)) different pixel\(count == 1 ? "" : "s")"
                guard let box else { return pixels }
                let points = { (value: Int) in FrameRecord.points(Double(value) / scale) }
                return pixels + " in \(points(box.width)) x \(points(box.height)) at (\(points(box.x)), \(points(box.y)))"
            case .size(let expected, let actual):
                return "size \(actual[0]) x \(actual[1]), expected \(expected[0]) x \(expected[1])"
            }
        }

        /// `1,200`: a count with its thousands set apart by commas, whatever the locale.
        static func grouped(_ count: Int) -> String {
            let digits = String(count.magnitude)
            var out = count < 0 ? "-" : ""
            for (offset, digit) in digits.enumerated() {
                if offset > 0 && (digits.count - offset) % 3 == 0 { out += "," }
                out.append(digit)
            }
            return out
        }
    }
}
