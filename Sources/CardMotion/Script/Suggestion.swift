/// "Did you mean" suggestions for misspelt keys and values.
///
/// The work is bounded whatever a script holds: a typo is at most 3 edits, so only candidates whose length is within
/// that many of the word's are compared, and only along the band of the edit table those edits can reach; words and
/// candidates longer than ``longestCompared`` are not compared at all (no key, field or name one types is that long),
/// nor more than ``candidatesCompared`` candidates. One suggestion costs at most that many times 64 × 7 steps.
enum Suggestion {
    /// The longest word or candidate, in Unicode scalars, that is compared.
    static let longestCompared = 64
    /// The most candidates compared for one word (in the order given).
    static let candidatesCompared = 10_000

    /// The candidate closest to `word` (case-insensitive edit distance), if it is close enough to be a likely typo:
    /// within a third of the word's length, at least 1 and at most 3 edits. The first of equally close ones.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = Array(word.lowercased().unicodeScalars)
        guard lowered.count <= longestCompared else { return nil }
        let allowed = max(1, min(3, word.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates.prefix(candidatesCompared) {
            let scalars = candidate.unicodeScalars
            guard abs(scalars.count - lowered.count) <= allowed else { continue }
            let limit = min(allowed, (best?.distance ?? .max) - 1)
            if let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars), atMost: limit) {
                best = (candidate, distance)
                if distance == 0 { break }
            }
        }
        return best?.candidate
    }

    /// Edit distance between two strings, by Unicode scalar: insertions, deletions, substitutions and swaps of two
    /// neighbours (`nmae` for `name`) each count 1 (the optimal string alignment distance).
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.unicodeScalars), b = Array(rhs.unicodeScalars)
        return editDistance(a, b, atMost: max(a.count, b.count))!
    }

    /// The optimal string alignment distance of `a` and `b` when it is at most `limit`, otherwise `nil`. Only the
    /// cells within `limit` of the table's diagonal are computed (a path that leaves that band costs more than
    /// `limit`), so the work is `a.count` × (2 × `limit` + 1) steps.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int) -> Int? {
        guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let outside = limit + 1   // any cost past the limit; outside the band
        var beforePrevious = [Int](repeating: outside, count: b.count + 1)
        var previous = (0...b.count).map { min($0, outside) }
        var current = [Int](repeating: outside, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - limit), high = min(b.count, i + limit)
            current[0] = min(i, outside)
            if low > 1 { current[low - 1] = outside }
            var rowBest = current[0]
            for j in low...high {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                var cost = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    cost = min(cost, beforePrevious[j - 2] + 1)
                }
                current[j] = min(cost, outside)
                rowBest = min(rowBest, current[j])
            }
            if high < b.count { current[high + 1] = outside }
            if rowBest > limit { return nil }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    /// " (did you mean 'x'?)" or an empty string.
    static func hint(for word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
