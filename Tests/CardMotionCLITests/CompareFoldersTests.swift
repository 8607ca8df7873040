import CardMotionTestSupport
import CardRender
import Foundation
import Testing

/// `cardmotion compare A B` over two folders: pairs by name, their lines and summary, the exit status, `--json`,
/// `--output`, `--jobs`, and bad input.
///
/// The images are 16 x 16, white. `changed.png` has a 2 x 2 black square in B: each of its pixels has three equal
/// neighbours, so none is taken for anti-aliasing and all four differ.
@Suite struct CompareFoldersTests {
    static let white = RGBAImage(width: 16, height: 16, red: 255, green: 255, blue: 255, alpha: 255)

    /// `white` with the 2 x 2 square at (6, 6) black.
    static var square: RGBAImage {
        var image = white
        for (x, y) in [(6, 6), (7, 6), (6, 7), (7, 7)] {
            let index = (y * image.width + x) * 4
            image.pixels.replaceSubrange(index..<(index + 3), with: [0, 0, 0])
        }
        return image
    }

    static func write(_ image: RGBAImage, to path: String) throws {
        try Data(PNGCodec.encode(image)).write(to: URL(fileURLWithPath: path))
    }

    /// Folders `A` and `B` in a new folder, whose path is returned: `same.png` (the same bytes on both sides),
    /// `reencoded.png` (the same pixels, encoded by libpng in A and by hand, stored, in B), `changed.png` (4 pixels differ), `small.png` (16 x 16 in A,
    /// 8 x 8 in B), `only-a.png` and `only-b.png`; and what is not compared: a folder `sub.png` in A and a text file.
    static func folders() throws -> String {
        let root = try temporaryFolder()
        for side in ["A", "B"] { try FileManager.default.createDirectory(atPath: root + "/" + side, withIntermediateDirectories: true) }
        try write(white, to: root + "/A/same.png")
        try write(white, to: root + "/B/same.png")
        try write(white, to: root + "/A/reencoded.png")
        let whiteRows = (0..<16).flatMap { _ in [0] + [UInt8](repeating: 255, count: 16 * 3) }
        try Data(PNGBytes.png(width: 16, height: 16, depth: 8, colorType: 2, rows: whiteRows))
            .write(to: URL(fileURLWithPath: root + "/B/reencoded.png"))
        try write(white, to: root + "/A/changed.png")
        try write(square, to: root + "/B/changed.png")
        try write(white, to: root + "/A/small.png")
        try write(RGBAImage(width: 8, height: 8, red: 255, green: 255, blue: 255, alpha: 255), to: root + "/B/small.png")
        try write(white, to: root + "/A/only-a.png")
        try write(white, to: root + "/B/only-b.png")
        try FileManager.default.createDirectory(atPath: root + "/A/sub.png", withIntermediateDirectories: true)
        try write(white, to: root + "/A/sub.png/inside.png")
        try "not an image".write(toFile: root + "/B/notes.txt", atomically: true, encoding: .utf8)
        return root
    }

    static let expectedLines = """
        changed.png: 4 different pixels
        only-a.png: only in A
        only-b.png: only in B
        small.png: the sizes differ: 16 x 16 in A, 8 x 8 in B
        compared 4 pairs: 2 differ (1 in size), 2 equal (1 byte-identical); 1 only in A, 1 only in B

        """

    @Test func everyNameIsReportedInByteOrderThenTheSummary() throws {
        let root = try Self.folders()
        let reencoded = try [root + "/A/reencoded.png", root + "/B/reencoded.png"].map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        #expect(reencoded[0] != reencoded[1], "the two encodings of reencoded.png differ in bytes")
        let result = try runCardMotion(["compare", root + "/A", root + "/B"])
        #expect(result.status == 1)
        #expect(result.stdout == Self.expectedLines)
        #expect(result.stderr == "")
    }

    @Test func equalFoldersExitWith0() throws {
        let root = try Self.folders()
        for name in ["changed.png", "small.png", "only-a.png", "only-b.png"] {
            for side in ["A", "B"] { try? FileManager.default.removeItem(atPath: "\(root)/\(side)/\(name)") }
        }
        let result = try runCardMotion(["compare", root + "/A/", root + "/B"])
        #expect(result.status == 0)
        #expect(result.stdout == "compared 2 pairs: 0 differ, 2 equal (1 byte-identical); 0 only in A, 0 only in B\n")
    }

    @Test func oneSidedFilesAloneAreADifference() throws {
        let root = try temporaryFolder()
        for side in ["A", "B"] { try FileManager.default.createDirectory(atPath: root + "/" + side, withIntermediateDirectories: true) }
        try Self.write(Self.white, to: root + "/B/extra.png")
        let result = try runCardMotion(["compare", root + "/A", root + "/B"])
        #expect(result.status == 1)
        #expect(result.stdout == "extra.png: only in B\ncompared 0 pairs: 0 differ, 0 equal (0 byte-identical); 0 only in A, 1 only in B\n")
    }

    @Test func jsonHasAStatusAndCountPerNameAndTheTotals() throws {
        let root = try Self.folders()
        let result = try runCardMotion(["compare", root + "/A", root + "/B", "--json", root + "/out/results.json"])
        #expect(result.status == 1)
        #expect(result.stdout == Self.expectedLines)
        let json = try String(contentsOfFile: root + "/out/results.json", encoding: .utf8)
        #expect(json == """
            {
              "a": "\(root)/A",
              "b": "\(root)/B",
              "files": [
                {
                  "differentPixels": 4,
                  "name": "changed.png",
                  "status": "different"
                },
                {
                  "name": "only-a.png",
                  "status": "only-in-a"
                },
                {
                  "name": "only-b.png",
                  "status": "only-in-b"
                },
                {
                  "differentPixels": 0,
                  "name": "reencoded.png",
                  "status": "equal"
                },
                {
                  "differentPixels": 0,
                  "name": "same.png",
                  "status": "identical"
                },
                {
                  "differentPixels": 256,
                  "name": "small.png",
                  "sizeA": {
                    "height": 16,
                    "width": 16
                  },
                  "sizeB": {
                    "height": 8,
                    "width": 8
                  },
                  "status": "size-differs"
                }
              ],
              "pairs": 4,
              "totals": {
                "different": 1,
                "equal": 1,
                "identical": 1,
                "only-in-a": 1,
                "only-in-b": 1,
                "size-differs": 1
              }
            }

            """)
    }

    @Test func outputHoldsOneDiffPerDifferingPairAndLosesStaleOnes() throws {
        let root = try Self.folders()
        let diffs = root + "/diffs"
        try FileManager.default.createDirectory(atPath: diffs, withIntermediateDirectories: true)
        try Self.write(Self.square, to: diffs + "/same.png")
        try "mine".write(toFile: diffs + "/notes.txt", atomically: true, encoding: .utf8)
        let result = try runCardMotion(["compare", root + "/A", root + "/B", "--output", diffs])
        #expect(result.status == 1)
        #expect(result.stdout == Self.expectedLines)
        #expect(try FileManager.default.contentsOfDirectory(atPath: diffs).sorted() == ["changed.png", "notes.txt"],
                "same.png, a diff of an earlier run for a pair now identical, is removed; other files stay")
        let diff = try PNGCodec.decode(contentsOf: diffs + "/changed.png")
        #expect(diff.width == 16 && diff.height == 16)
        let red = (0..<(16 * 16)).filter { Array(diff.pixels[($0 * 4)..<($0 * 4 + 4)]) == [255, 0, 0, 255] }
        #expect(red == [6 * 16 + 6, 6 * 16 + 7, 7 * 16 + 6, 7 * 16 + 7])
        // The rest is white faded by --alpha 0.1: 255 + (255 - 255) * 0.1 = 255.
        #expect((0..<(16 * 16)).filter { !red.contains($0) }.allSatisfy { Array(diff.pixels[($0 * 4)..<($0 * 4 + 4)]) == [255, 255, 255, 255] })
    }

    @Test func theOutputDoesNotDependOnTheWorkers() throws {
        let root = try Self.folders()
        // More pairs than workers, differing by different counts.
        for index in 0..<9 {
            var image = Self.white
            for x in 0...index { image.pixels.replaceSubrange((x * 4)..<(x * 4 + 3), with: [0, 0, 0]) }
            try Self.write(Self.white, to: "\(root)/A/many-\(index).png")
            try Self.write(image, to: "\(root)/B/many-\(index).png")
        }
        var runs: [(stdout: String, json: String, diffs: [String: Data])] = []
        for jobs in ["1", "2", "5"] {
            let out = "\(root)/out-\(jobs)"
            let result = try runCardMotion(["compare", root + "/A", root + "/B", "--jobs", jobs, "--output", out + "/diffs",
                                            "--json", out + "/results.json"])
            #expect(result.status == 1)
            let names = try FileManager.default.contentsOfDirectory(atPath: out + "/diffs")
            let diffs = try Dictionary(uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: URL(fileURLWithPath: out + "/diffs/" + $0))) })
            runs.append((result.stdout, try String(contentsOfFile: out + "/results.json", encoding: .utf8), diffs))
        }
        #expect(runs[0].diffs.keys.sorted() == ["changed.png"] + (0..<9).map { "many-\($0).png" })
        #expect(runs[0].stdout.hasPrefix("changed.png: 4 different pixels\nmany-0.png: 1 different pixel\nmany-1.png: 2 different pixels\n"))
        #expect(runs[0].stdout.hasSuffix("compared 13 pairs: 11 differ (1 in size), 2 equal (1 byte-identical); 1 only in A, 1 only in B\n"))
        for run in runs.dropFirst() {
            #expect(run.stdout == runs[0].stdout)
            #expect(run.json == runs[0].json)
            #expect(run.diffs == runs[0].diffs)
        }
    }

    @Test func aBrokenPNGExitsWith2NamingItAndWritesNothing() throws {
        let root = try Self.folders()
        try "not an image".write(toFile: root + "/B/reencoded.png", atomically: true, encoding: .utf8)
        let result = try runCardMotion(["compare", root + "/A", root + "/B", "--output", root + "/diffs",
                                        "--json", root + "/results.json"])
        #expect(result.status == 2)
        #expect(result.stderr == "cardmotion: \(root)/B/reencoded.png: not a PNG file (the signature is missing)\n")
        #expect(result.stdout == "")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/diffs") == [],
                "changed.png's diff, written before the broken file was met or not, is not put in place")
        #expect(!FileManager.default.fileExists(atPath: root + "/results.json"))
    }

    @Test func aFolderAndAFileAreRefused() throws {
        let root = try Self.folders()
        let mixed = try runCardMotion(["compare", root + "/A", root + "/B/same.png"])
        #expect(mixed.status == 2)
        #expect(mixed.stderr == "cardmotion: \(root)/A is a folder and \(root)/B/same.png is not: compare takes two PNG files or two folders\n")
        let reversed = try runCardMotion(["compare", root + "/A/same.png", root + "/B"])
        #expect(reversed.status == 2)
        #expect(reversed.stderr == "cardmotion: \(root)/B is a folder and \(root)/A/same.png is not: compare takes two PNG files or two folders\n")
        let json = try runCardMotion(["compare", root + "/A/same.png", root + "/B/same.png", "--json", root + "/r.json"])
        #expect(json.status == 2)
        #expect(json.stderr.contains("--json needs two folders"))
    }

    @Test func theOutputCannotBeAComparedFolder() throws {
        let root = try Self.folders()
        let before = try FileManager.default.contentsOfDirectory(atPath: root + "/B").sorted()
        let result = try runCardMotion(["compare", root + "/A", root + "/B", "--output", root + "/A/../B"])
        #expect(result.status == 2)
        #expect(result.stderr == "cardmotion: --output \(root)/A/../B is the compared folder \(root)/B (the same folder on disk): its images would be replaced by diffs; choose another folder\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/B").sorted() == before)
    }
}
