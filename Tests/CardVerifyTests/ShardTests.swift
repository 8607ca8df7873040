import CardRender
import CardVerify
import Testing

/// `Shard`, the split of a suite across CI machines, through its public API: `K/N` parsing within its limits, and a
/// split by weight that every part computes alike.
@Suite struct ShardTests {
    @Test func parsesKOfNWithinItsLimits() {
        #expect(Shard(parsing: "2/4") == Shard(index: 2, count: 4))
        #expect(Shard(parsing: "1000/1000") == Shard(index: 1000, count: 1000))
        for bad in ["0/2", "3/2", "1/0", "1/1001", "1", "1/2/3", "a/2", "", "/", "-1/2", "1 /2"] {
            #expect(Shard(parsing: bad) == nil, "\(bad)")
        }
        #expect(Shard.whole.description == "1/1")
    }

    @Test func splitsByWeightHeaviestFirstIntoTheLightestPart() {
        let weights = [10, 30, 20, 20]
        #expect(Shard.parts(forWeights: weights, count: 2) == [1, 1, 2, 2])
        let names = ["a", "b", "c", "d"]
        let weight = Dictionary(uniqueKeysWithValues: zip(names, weights))
        #expect(Shard(index: 1, count: 2).select(names) { weight[$0]! } == ["a", "b"])
        #expect(Shard(index: 2, count: 2).select(names) { weight[$0]! } == ["c", "d"])
        #expect(Shard(index: 3, count: 3).select(names) { weight[$0]! } == ["d"])
        #expect(Shard(index: 2, count: 3).select(names) { weight[$0]! } == ["a", "c"])
        #expect(Shard.whole.select(names) { weight[$0]! } == names)
    }
}
