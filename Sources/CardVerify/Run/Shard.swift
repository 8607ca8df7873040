import CardRender
/// One part of a suite split across CI machines: `--shard K/N` takes the K-th of N parts (1-based).
///
/// Every shard computes the same split from the same script list, so the parts never overlap and together
/// cover the suite: scripts go, longest first, to the part with the fewest frames so far (ties to the lower
/// part, then to the earlier script), which keeps the machines' work even.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// This part, 1...count.
    public let index: Int
    /// How many parts.
    public let count: Int

    /// The whole suite: part 1 of 1.
    public static let whole = Shard(index: 1, count: 1)
    /// More parts than this is surely a typo.
    public static let maximumCount = 1000

    /// Part `index` (1-based) of `count`; the caller keeps `index` within 1...count.
    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// The shard `K/N` names (`2/4`), or `nil` unless 1 <= K <= N <= ``maximumCount``.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              (1...Self.maximumCount).contains(count), (1...count).contains(index) else { return nil }
        self.init(index: index, count: count)
    }

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }

    /// The part (1-based) each item goes to, given each item's weight (its frame count).
    public static func parts(forWeights weights: [Int], count: Int) -> [Int] {
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

    /// The scripts of this part, in their given order; `frames` gives each script's weight (its frame count).
    public func select<T>(_ scripts: [T], frames: (T) -> Int) -> [T] {
        guard count > 1 else { return scripts }
        let parts = Self.parts(forWeights: scripts.map(frames), count: count)
        return scripts.indices.filter { parts[$0] == index }.map { scripts[$0] }
    }
}
