import ArgumentParser
import CardMotion

/// One part of a suite split across CI machines: `--shard K/N` takes the K-th of N parts (1-based).
///
/// Every shard computes the same split from the same script list, so the parts never overlap and together
/// cover the suite: scripts go, longest first, to the part with the fewest frames so far (ties to the lower
/// part, then to the earlier script), which keeps the machines' work even.
struct Shard: ExpressibleByArgument, Hashable, Sendable, CustomStringConvertible {
    /// This part, 1...count.
    let index: Int
    /// How many parts.
    let count: Int

    static let whole = Shard(index: 1, count: 1)
    /// More parts than this is surely a typo.
    static let maximumCount = 1000

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              (1...Self.maximumCount).contains(count), (1...count).contains(index) else { return nil }
        self.init(index: index, count: count)
    }

    static var defaultValueDescription: String { "1/1" }

    var description: String { "\(index)/\(count)" }

    /// The part (1-based) each item goes to, given each item's weight (its frame count).
    static func parts(forWeights weights: [Int], count: Int) -> [Int] {
        var load = [Int](repeating: 0, count: count)
        var part = [Int](repeating: 1, count: weights.count)
        let order = weights.indices.sorted { weights[$0] != weights[$1] ? weights[$0] > weights[$1] : $0 < $1 }
        for item in order {
            let lightest = load.indices.min { load[$0] != load[$1] ? load[$0] < load[$1] : $0 < $1 }!
            part[item] = lightest + 1
            load[lightest] += weights[item]
        }
        return part
    }

    /// The scripts of this part, in their given order.
    func select<T>(_ scripts: [T], frames: (T) -> Int) -> [T] {
        guard count > 1 else { return scripts }
        let parts = Self.parts(forWeights: scripts.map(frames), count: count)
        return scripts.indices.filter { parts[$0] == index }.map { scripts[$0] }
    }
}

/// `--shard K/N`, shared by `render` and `verify`.
struct ShardOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Handle only part K of N of the scripts (1-based), for a CI matrix: every part computes the same split, balanced by frame count.", valueName: "K/N"))
    var shard: Shard = .whole
}
