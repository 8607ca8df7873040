import CardGeometry
import CardMotionTestSupport
import CardRender
import CardVerify
import Foundation
import Testing

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

    /// `--ignore-region` values: x and y may be negative; a value that is not four finite numbers within ±100,000
    /// points, or a negative width or height, is refused with a message naming the option and the value (exit 2,
    /// never a signal), and so is a glob past the length limit, on the command line or in a script.
    @Test func ignoreValuesAreCheckedAndNamed() throws {
        let folder = try temporaryFolder()
        let script = try copyOfStackExample(in: folder)
        let negative = try runCardMotion(["verify", script, "--reference", folder + "/ref", "--record", "missing",
                                          "--ignore-region", "-5,-5,3,3"] + quick)
        #expect(negative.status == 0, "\(negative.stderr)")
        let refused = [
            ("1e300,0,1,1", "--ignore-region 1e300,0,1,1: x 1e300 is out of range: expected -100000.0...100000.0 points"),
            ("0,0,1e19,10", "--ignore-region 0,0,1e19,10: width 1e19 is out of range: expected 0.0...100000.0 points"),
            ("0,0,1e308,1e308", "--ignore-region 0,0,1e308,1e308: width 1e308 is out of range: expected 0.0...100000.0 points"),
            ("nan,0,1,1", "--ignore-region nan,0,1,1: x must be a finite number, got 'nan'"),
            ("0,-inf,1,1", "--ignore-region 0,-inf,1,1: y must be a finite number, got '-inf'"),
            ("0,0,-3,3", "--ignore-region 0,0,-3,3: the width must be 0 or more, got -3.0"),
            ("0,0,a,3", "--ignore-region 0,0,a,3: width 'a' is not a number (x,y,w,h in points)"),
            ("1,2,3", "--ignore-region must be x,y,w,h in points (four numbers separated by commas), got '1,2,3'"),
        ]
        for (value, message) in refused {
            let run = try runCardMotion(["verify", script, "--reference", folder + "/ref", "--ignore-region", value] + quick)
            #expect(run.status == 2)
            #expect(run.stderr.hasPrefix("Error: \(message)\n"), "\(run.stderr)")
        }
        let text = try String(contentsOfFile: script, encoding: .utf8)
        try (text + "verify: {ignoreRegions: [[1e300, 0, 1, 1]]}\n").write(toFile: script, atomically: true, encoding: .utf8)
        let region = try runCardMotion(["verify", script, "--reference", folder + "/ref"] + quick)
        #expect(region.status == 2)
        #expect(region.stderr.contains("verify.ignoreRegions[0][0]: 1e+300 is out of range: expected -100000.0...100000.0 points"), "\(region.stderr)")
        // What a library caller gives (FrameExpectation's regions) is clamped to the frame, never trapped.
        var mask = PixelMask(width: 4, height: 4)
        mask.add(rect: Rect(x: -1e300, y: -1e300, width: 1e301, height: 1e301))
        #expect((0..<4).allSatisfy { y in (0..<4).allSatisfy { x in mask[x, y] } })
        let long = String(repeating: "*", count: 1001)
        let option = try runCardMotion(["verify", script, "--reference", folder + "/ref", "--ignore", long] + quick)
        #expect(option.status == 2)
        #expect(option.stderr.hasPrefix("Error: --ignore: a node id or glob of 1001 characters exceeds the limit of 1000\n"), "\(option.stderr)")
        try (text + "verify: {ignore: [\"\(long)\"]}\n").write(toFile: script, atomically: true, encoding: .utf8)
        let inScript = try runCardMotion(["verify", script, "--reference", folder + "/ref"] + quick)
        #expect(inScript.status == 2)
        #expect(inScript.stderr.contains("verify.ignore[0]: a node id or glob of 1001 characters exceeds the limit of 1000"), "\(inScript.stderr)")
    }
}
