import CardRender
import CardVerify

/// The counts of a `compare A B` run over two folders, per status, and the summary line it ends with.
struct CompareTotals: Equatable {
    /// Names per status name (``PairVerdict/Status/name``); every status is present, zero or not.
    private(set) var counts: [String: Int]

    init(_ verdicts: [PairVerdict]) {
        counts = Dictionary(uniqueKeysWithValues: PairVerdict.Status.names.map { ($0, 0) })
        for verdict in verdicts { counts[verdict.status.name, default: 0] += 1 }
    }

    subscript(_ status: String) -> Int { counts[status] ?? 0 }

    /// Names present in both folders.
    var pairs: Int { self["identical"] + self["equal"] + self["different"] + self["size-differs"] }

    /// `compared 200 pairs: 37 differ (1 in size), 163 equal (120 byte-identical); 1 only in A, 0 only in B`: the
    /// pairs that differ (of which, when any, those whose sizes differ), the equal ones (of which those with the same
    /// bytes, never decoded), then the files without a partner on each side.
    var summary: String {
        let differ = self["different"] + self["size-differs"]
        let sizes = self["size-differs"] > 0 ? " (\(self["size-differs"]) in size)" : ""
        return "compared \(pairs) pair\(pairs == 1 ? "" : "s"): \(differ) differ\(sizes), "
            + "\(self["identical"] + self["equal"]) equal (\(self["identical"]) byte-identical); "
            + "\(self["only-in-a"]) only in A, \(self["only-in-b"]) only in B"
    }
}
