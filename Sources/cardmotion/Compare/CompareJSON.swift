import CardRender
import CardScene
import CardVerify

/// `compare A B --json FILE` over two folders: the run as one JSON document, keys sorted, so the same folders give
/// the same bytes whatever the number of workers.
///
/// ```json
/// {
///   "a": "expected", "b": "actual",
///   "files": [{"differentPixels": 2424, "name": "frame-00012.png", "status": "different"}, ...],
///   "pairs": 200,
///   "totals": {"different": 36, "equal": 43, "identical": 120, "only-in-a": 1, "only-in-b": 0, "size-differs": 1}
/// }
/// ```
///
/// `files` lists every name of either folder in byte order. `differentPixels` is absent for a file on one side only;
/// a `size-differs` file also has `sizeA` and `sizeB` (`width`, `height`). `totals` counts the names of each status,
/// each once (`equal` does not include `identical`).
enum CompareJSON {
    static func document(a: String, b: String, verdicts: [PairVerdict]) -> JSONValue {
        let totals = CompareTotals(verdicts)
        return ["a": .string(a), "b": .string(b), "pairs": number(totals.pairs),
                "totals": .object(totals.counts.mapValues(number)), "files": .array(verdicts.map(file))]
    }

    static func file(_ verdict: PairVerdict) -> JSONValue {
        var members: [String: JSONValue] = ["name": .string(verdict.name), "status": .string(verdict.status.name)]
        if let pixels = verdict.differentPixels { members["differentPixels"] = number(pixels) }
        if case .sizeDiffers(let a, let b) = verdict.status {
            members["sizeA"] = ["width": number(a.width), "height": number(a.height)]
            members["sizeB"] = ["width": number(b.width), "height": number(b.height)]
        }
        return .object(members)
    }

    static func number(_ value: Int) -> JSONValue { .number(Double(value)) }
}
