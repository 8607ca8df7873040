import CardMotionFuzzing
import Testing

/// The path data fuzz target (scripts/fuzz --target pathData) accepts and rejects as its invariants say.
@Suite struct PathDataFuzzTargetTests {
    @Test func targetAnswersItsSeeds() {
        #expect(PathDataFuzzTarget.exercise(Array("M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5z".utf8)) == .accepted("4 element(s), finite"))
        #expect(PathDataFuzzTarget.exercise(Array("M0 0A10 10 0 1 1 10 10".utf8)) == .accepted("4 element(s), finite"))
        #expect(PathDataFuzzTarget.exercise(Array("M0 0 L1 x".utf8)) == .rejected(
            "fuzz.yaml:5:50: cell.layers[0].path.d: bad path data: expected a number, found 'x'"))
        #expect(PathDataFuzzTarget.exercise([0xFF, 0x4D]) == .rejected(
            "fuzz.yaml:5:42: cell.layers[0].path.d: bad path data: path data must start with a moveto (M or m), found '\u{FFFD}'"))
    }
}
