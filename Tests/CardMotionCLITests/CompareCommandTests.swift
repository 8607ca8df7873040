import CardMotionTestSupport
import Foundation
import Testing

/// `cardmotion compare`: pixelmatch's own fixtures through the command line.
@Suite struct CompareCommandTests {
    static let fixtures = Repository.pixelmatchFixtures
    static let available = FileManager.default.fileExists(atPath: fixtures + "/1a.png")

    @Test(.enabled(if: available, "../shared/conformance/pixelmatch is absent: compare tests skipped"))
    func differencesExitWith1AndWriteTheDiff() throws {
        let folder = try temporaryFolder()
        let result = try runCardMotion(["compare", Self.fixtures + "/7a.png", Self.fixtures + "/7b.png",
                                  "--diff-color-alt", "0,255,0", "--output", folder + "/diff.png"])
        #expect(result.status == 1)
        #expect(result.stdout == "different pixels: 2448\n")
        let second = try runCardMotion(["compare", Self.fixtures + "/7diff.png", folder + "/diff.png", "--threshold", "0"])
        #expect(second.stdout == "different pixels: 0\n", "the diff equals pixelmatch's own 7diff.png")
        #expect(second.status == 0)
    }

    @Test(.enabled(if: available, "../shared/conformance/pixelmatch is absent: compare tests skipped"))
    func sizeMismatchIsADifference() throws {
        let result = try runCardMotion(["compare", Self.fixtures + "/1a.png", Self.fixtures + "/2a.png"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("the sizes differ"))
    }

    @Test func badInputExitsWith2NamingTheFile() throws {
        let folder = try temporaryFolder()
        try "not an image".write(toFile: folder + "/a.png", atomically: true, encoding: .utf8)
        let result = try runCardMotion(["compare", folder + "/a.png", folder + "/a.png"])
        #expect(result.status == 2)
        #expect(result.stderr.contains(folder + "/a.png: not a PNG file"))
        let badColor = try runCardMotion(["compare", folder + "/a.png", folder + "/a.png", "--diff-color", "300,0,0"])
        #expect(badColor.status == 2)
        #expect(badColor.stderr.contains("--diff-color"))
    }
}
