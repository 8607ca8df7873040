import CardMotionTestSupport
@testable import CardVerify
import Foundation
import Testing
@testable import CardRender

/// pixelmatch v7.2.0's own test cases (../shared/conformance/pixelmatch/cases.tsv): every count exact and every
/// diff image identical pixel for pixel, with and without drawing the diff. Skipped, with a note, when the
/// shared folder is absent.
@Suite struct PixelmatchConformanceTests {
    static let folder = Repository.pixelmatchFixtures
    static let available = FileManager.default.fileExists(atPath: folder + "/cases.tsv")

    struct Case: CustomTestStringConvertible, Sendable {
        let first: String, second: String, diff: String, options: PixelmatchOptions, expected: Int
        var testDescription: String { "\(first) vs \(second) -> \(diff)" }
    }

    static func cases() throws -> [Case] {
        guard let text = try? String(contentsOfFile: folder + "/cases.tsv", encoding: .utf8) else { return [] }
        return try text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 5, let expected = Int(fields[4]) else { return nil }
            var options = PixelmatchOptions()
            for setting in fields[3].split(separator: " ") where setting != "-" {
                let parts = setting.split(separator: "=").map(String.init)
                let color = parts[1].split(separator: ",").compactMap { UInt8($0) }
                switch parts[0] {
                case "threshold": options.threshold = try #require(Double(parts[1]))
                case "includeAA": options.includeAA = parts[1] == "true"
                case "diffMask": options.diffMask = parts[1] == "true"
                case "alpha": options.alpha = try #require(Double(parts[1]))
                case "aaColor": options.aaColor = color
                case "diffColor": options.diffColor = color
                case "diffColorAlt": options.diffColorAlt = color
                default: Issue.record("unknown option \(setting) in cases.tsv")
                }
            }
            return Case(first: fields[0], second: fields[1], diff: fields[2], options: options, expected: expected)
        }
    }

    @Test(.enabled(if: available, "../shared/conformance/pixelmatch is absent: conformance cases skipped"))
    func allTwelveCasesAreListed() throws {
        #expect(try Self.cases().count == 12)
    }

    @Test(.enabled(if: available, "../shared/conformance/pixelmatch is absent: conformance cases skipped"),
          arguments: try cases())
    func conformance(_ testCase: Case) throws {
        let first = try PNGCodec.decode(contentsOf: Self.folder + "/" + testCase.first)
        let second = try PNGCodec.decode(contentsOf: Self.folder + "/" + testCase.second)
        let expectedDiff = try PNGCodec.decode(contentsOf: Self.folder + "/" + testCase.diff)
        let result = Pixelmatch.compare(first, second, options: testCase.options)
        #expect(result.differentPixels == testCase.expected)
        let diff = try #require(result.diffImage)
        let mismatched = stride(from: 0, to: diff.pixels.count, by: 4).filter {
            diff.pixels[$0..<$0 + 4] != expectedDiff.pixels[$0..<$0 + 4]
        }.count
        #expect(mismatched == 0, "\(mismatched) diff pixels differ from \(testCase.diff)")
        #expect(Pixelmatch.compare(first, second, options: testCase.options, drawDiff: false).differentPixels == testCase.expected)
        // Split into row bands on several threads: the same count and the same diff, pixel for pixel.
        let banded = Pixelmatch.compare(first, second, options: testCase.options, threads: 3)
        #expect(banded.differentPixels == testCase.expected)
        #expect(banded.diffImage?.pixels == diff.pixels)
        #expect(banded.differenceBounds == result.differenceBounds)
        #expect((result.differenceBounds == nil) == (testCase.expected == 0))
    }

    /// The box of the differing pixels: from the leftmost to the rightmost, the topmost to the bottommost; none when
    /// the images are the same; the same box when the rows are split into bands.
    @Test func theDifferenceBoundsHoldEveryDifferingPixel() {
        let first = RGBAImage(width: 6, height: 130, pixels: [UInt8](repeating: 255, count: 6 * 130 * 4))
        var second = first
        for (x, y) in [(1, 2), (4, 1), (3, 120)] { second.pixels[(y * 6 + x) * 4] = 0 }
        #expect(Pixelmatch.compare(first, first).differenceBounds == nil)
        let result = Pixelmatch.compare(first, second, drawDiff: false)
        #expect(result.differentPixels == 3)
        #expect(result.differenceBounds == PixelRect(x: 1, y: 1, width: 4, height: 120))
        #expect(Pixelmatch.compare(first, second, threads: 2).differenceBounds == result.differenceBounds)
    }

    /// pixelmatch's unit test: 50 %-transparent black vs opaque grey 127 is 1 difference against the
    /// checkerboard and 0 against white.
    @Test func semiTransparentPixelsBlendAgainstTheCheckerboard() {
        let first = RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 128])
        let second = RGBAImage(width: 1, height: 1, pixels: [127, 127, 127, 255])
        #expect(Pixelmatch.compare(first, second).differentPixels == 1)
        var white = PixelmatchOptions()
        white.checkerboard = false
        #expect(Pixelmatch.compare(first, second, options: white).differentPixels == 0)
    }
}
