import CardRender

extension ReportDocument {
    /// Failing frames that share an explanation (``GroupKey``), which the report shows before the scripts, largest
    /// group first: `{"kind": "motion", "sentence": "card-0: same motion, 2 frames later (+200 ms)", "frames": [[0,
    /// 4], [0, 5], [1, 4]]}`, each frame as `[script, frame]` (the script's index in the document's `scripts`, the
    /// frame's number), in script then frame order. `kind` is `motion`, `layer`, `pixels` or `size`.
    struct Group: Encodable, Equatable {
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
        // Groups were made in the order of their first frame: a stable sort by size keeps that order for ties.
        return groups.enumerated().filter { $0.element.frames.count >= smallestGroup }
            .sorted { ($1.element.frames.count, $0.offset) < ($0.element.frames.count, $1.offset) }
            .map(\.element)
    }
}
