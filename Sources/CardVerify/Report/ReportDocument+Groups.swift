import CardRender

extension ReportDocument {
    /// Failing frames that share an explanation (``GroupKey``), which the report shows before the scripts, largest
    /// group first: `{"kind": "motion", "sentence": "card-0: same motion, 2 frames later (+200 ms)", "frames": [[0,
    /// 4], [0, 5], [1, 4]]}`, each frame as `[script, frame]` (the script's index in the document's `scripts`, the
    /// frame's number), in script then frame order. `kind` is `motion`, `layer`, `pixels` or `size`.
    struct Group: Codable, Equatable {
        var kind: String
        var sentence: String
        var frames: [[Int]]
    }

    /// Fewest frames a group holds: a failing frame that shares its explanation with no other is shown as a frame.
    static let smallestGroup = 2

    /// The groups of `results`' failing frames: every failing frame in the group of its key, the groups of at least
    /// ``smallestGroup`` frames, by frame count (most first), ties in the order of their first frame (script order,
    /// then frame number).
    static func groups(_ results: [ScriptVerification]) -> [Group] {
        var groups: [Group] = []
        var indexOfKey: [GroupKey: Int] = [:]
        for (script, result) in results.enumerated() {
            for record in result.frames where record.isFailure {
                let key = GroupKey(record, in: result)
                if let index = indexOfKey[key] {
                    groups[index].frames.append([script, record.frame])
                } else {
                    indexOfKey[key] = groups.count
                    groups.append(Group(kind: key.kind, sentence: key.sentence, frames: [[script, record.frame]]))
                }
            }
        }
        return ordered(groups.filter { $0.frames.count >= smallestGroup })
    }

    /// `groups` by frame count, most first, ties in the order of their first frame (script, then frame number).
    static func ordered(_ groups: [Group]) -> [Group] {
        groups.sorted { one, other in
            let first = one.frames.first ?? [], otherFirst = other.frames.first ?? []
            return one.frames.count != other.frames.count ? one.frames.count > other.frames.count
                : first.lexicographicallyPrecedes(otherFirst)
        }
    }

    /// The groups of a later shard, `other`, whose scripts follow `scriptCount` scripts, joined to `groups`: a
    /// group of the same kind and sentence takes the other's frames (a frame alone in each shard stays in none).
    static func joined(_ groups: [Group], _ other: [Group], scriptCount: Int) -> [Group] {
        var joined = groups
        for group in other {
            let frames = group.frames.map { [$0[0] + scriptCount, $0[1]] }
            if let index = joined.firstIndex(where: { $0.kind == group.kind && $0.sentence == group.sentence }) {
                joined[index].frames += frames
            } else {
                joined.append(Group(kind: group.kind, sentence: group.sentence, frames: frames))
            }
        }
        return ordered(joined)
    }
}

extension ReportDocument.Group {
    /// Fails, naming `field`, unless the kind is one of the four, and each frame a pair of a script's index (below
    /// `scriptCount`) and a frame number.
    func check(field: String, scriptCount: Int) throws {
        guard ["motion", "layer", "pixels", "size"].contains(kind) else {
            throw RenderFailure("\(field).kind: must be motion, layer, pixels or size")
        }
        for (index, frame) in frames.enumerated() {
            guard frame.count == 2, (0..<scriptCount).contains(frame[0]), ApprovalManifest.frameNumbers.contains(frame[1]) else {
                throw RenderFailure("\(field).frames[\(index)]: must be [script, frame]: a script's index (0 to \(scriptCount - 1)) and a frame number")
            }
        }
    }
}
