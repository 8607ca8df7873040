import CardMotionTestSupport
import CardRender
import Foundation
import Testing
@testable import cardmotion

/// `verify --ignore NODE` and `--ignore-region`: a failing frame passes only when its change lies in what is
/// ignored, and the diff image shows the ignored pixels in a neutral tint.
@Suite struct IgnoreMasksTests {
    let quick = ["--scale", "0.5", "--fps", "10"]

    /// References of Examples/stack.yaml, and the script with its first drag 4 points longer (card-0, then its
    /// snapshot, move: frames 4 to 9 fail).
    func setUp() throws -> (script: String, references: String, folder: String) {
        let folder = try temporaryFolder()
        let script = try copyOfStackExample(in: folder)
        #expect(try runCardMotion(["verify", script, "--reference", folder + "/ref", "--record", "missing"] + quick).status == 0)
        _ = try copyOfStackExample(in: folder, longerFirstDrag)
        return (script, folder + "/ref", folder)
    }

    @Test func ignoringTheNodesThatMovedPassesAndOthersDoNot() throws {
        let (script, references, _) = try setUp()
        let moved = try runCardMotion(["verify", script, "--reference", references, "--ignore", "card-0", "--ignore", "snapshot-*"] + quick)
        #expect(moved.status == 0, "\(moved.stdout)")
        let other = try runCardMotion(["verify", script, "--reference", references, "--ignore", "card-3"] + quick)
        #expect(other.status == 1)
        #expect(other.stdout.contains("32 passed, 6 failed"), "\(other.stdout)")
    }

    @Test func anIgnoredRegionIsTintedInTheDiff() throws {
        let (script, references, folder) = try setUp()
        // The left half of the screen: the card's right part still differs.
        let result = try runCardMotion(["verify", script, "--reference", references, "--ignore-region", "0,0,187,667",
                                        "--artifacts", folder + "/art"] + quick)
        #expect(result.status == 1)
        let diff = try PNGCodec.decode(contentsOf: folder + "/art/frame-00007.diff.png")
        let inside = diff.pixel(x: 20, y: 150), outside = diff.pixel(x: 150, y: 200)   // pixels at half scale
        #expect([inside.r, inside.g, inside.b] == [196, 204, 222])
        #expect([outside.r, outside.g, outside.b] != [196, 204, 222])
        let whole = try runCardMotion(["verify", script, "--reference", references, "--ignore-region", "0,0,375,667"] + quick)
        #expect(whole.status == 0)
    }

    /// The same masks and budgets from the script's own `verify:` section; the command line still wins.
    @Test func aScriptsVerifySectionSetsMasksAndBudgets() throws {
        let (script, references, _) = try setUp()
        let changed = try String(contentsOfFile: script, encoding: .utf8)
        try (changed + "verify: {ignore: [card-0, \"snapshot-*\"]}\n").write(toFile: script, atomically: true, encoding: .utf8)
        #expect(try runCardMotion(["verify", script, "--reference", references] + quick).status == 0)
        try (changed + "verify: {maxDiffPixels: 1000, threshold: 0.1}\n").write(toFile: script, atomically: true, encoding: .utf8)
        #expect(try runCardMotion(["verify", script, "--reference", references] + quick).status == 0)
        let stricter = try runCardMotion(["verify", script, "--reference", references, "--max-diff-pixels", "0"] + quick)
        #expect(stricter.status == 1, "the command line's budget wins")
        try (changed + "verify: {ignoreRegions: [[0, 0, -5, 10]]}\n").write(toFile: script, atomically: true, encoding: .utf8)
        let bad = try runCardMotion(["verify", script, "--reference", references] + quick)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("verify.ignoreRegions[0]: width and height must not be negative"), "\(bad.stderr)")
    }

    @Test func globs() {
        #expect(IgnoreMasks.glob("card-*", "card-12"))
        #expect(IgnoreMasks.glob("snapshot-?", "snapshot-3"))
        #expect(!IgnoreMasks.glob("snapshot-?", "snapshot-13"))
        #expect(!IgnoreMasks.glob("card-*", "snapshot-1"))
        #expect(IgnoreMasks.glob("*", "stack"))
    }
}
