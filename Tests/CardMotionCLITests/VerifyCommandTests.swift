import CardMotionTestSupport
import CardRender
import Foundation
import Testing

/// `cardmotion verify`: record modes, a one-pixel change caught, budgets, artifacts, JUnit, report, bad references.
@Suite struct VerifyCommandTests {
    static let example = Repository.stackExample
    let quick = ["--scale", "0.5", "--fps", "10"]

    func recorded() throws -> String {
        let folder = try temporaryFolder()
        let result = try runCardMotion(["verify", Self.example, "--reference", folder + "/ref", "--record", "missing"] + quick)
        #expect(result.status == 0)
        #expect(result.stdout.contains("38 recorded"))
        return folder
    }

    @Test func aMissingReferenceFolderIsBadInputUnderNever() throws {
        let folder = try temporaryFolder()
        let result = try runCardMotion(["verify", Self.example, "--reference", folder + "/none"] + quick)
        #expect(result.status == 2)
        #expect(result.stderr.contains(folder + "/none does not exist"))
    }

    @Test func aOnePixelChangeInOneFrameIsCaughtAndReported() throws {
        let folder = try recorded()
        let path = folder + "/ref/frame-00006.png"
        var image = try PNGCodec.decode(contentsOf: path)
        let index = (10 * image.width + 10) * 4      // top-left, in the flat white background
        image.pixels[index] = 0
        image.pixels[index + 1] = 0
        try Data(PNGCodec.encode(image)).write(to: URL(fileURLWithPath: path))

        let result = try runCardMotion(["verify", Self.example, "--reference", folder + "/ref", "--artifacts", folder + "/art"] + quick)
        #expect(result.status == 1)
        #expect(result.stdout.contains("37 passed, 1 failed, 0 recorded; first: stack frame-00006.png (1 different pixels)"))
        for suffix in ["expected", "actual", "diff"] {
            #expect(FileManager.default.fileExists(atPath: folder + "/art/frame-00006.\(suffix).png"))
        }
        let junit = try String(contentsOfFile: folder + "/art/junit.xml", encoding: .utf8)
        #expect(junit.contains("tests=\"1\" failures=\"1\""))
        #expect(junit.contains("frame-00006.png: 1 different pixels"))
        let report = try String(contentsOfFile: folder + "/art/report.html", encoding: .utf8)
        #expect(!report.contains("data:image/png;base64,"), "the images are referred to, not embedded")
        // The fixed part (style, the inspector, and the scripts that build the page from its data, show its groups,
        // play and plot) is about 41 kB.
        #expect(report.utf8.count < 44_000, "a small page: \(report.utf8.count) bytes")
        // The page as its script builds it, in Chromium.
        if HeadlessChromium.executable != nil {
            let shown = try HeadlessChromium.renderedDOM(pageAt: folder + "/art/report.html")
            #expect(shown.contains(" data-e=\"frame-00006.expected.png\" data-a=\"frame-00006.actual.png\" data-d=\"frame-00006.diff.png\""),
                    "the failing frame's row names its three images for the inspector")
            #expect(shown.contains("<img loading=\"lazy\" alt=\"frame-00006.png\" src=\"frame-00006.actual.png\">"), "its filmstrip thumbnail")
            #expect(shown.contains("type=\"range\""))
        }

        let withinBudget = try runCardMotion(["verify", Self.example, "--reference", folder + "/ref", "--max-diff-pixels", "1"] + quick)
        #expect(withinBudget.status == 0)
        let ratioWins = try runCardMotion(["verify", Self.example, "--reference", folder + "/ref", "--max-diff-pixels", "5",
                                     "--max-diff-ratio", "0.000001"] + quick)
        #expect(ratioWins.status == 1, "1 of 62,792 pixels is above a 1e-6 ratio: the smaller budget wins")

        let rerecord = try runCardMotion(["verify", Self.example, "--reference", folder + "/ref", "--record", "failed"] + quick)
        #expect(rerecord.status == 0)
        #expect(try runCardMotion(["verify", Self.example, "--reference", folder + "/ref"] + quick).status == 0)
    }

    /// A frame of another size is a failure (exit 1) that still leaves its expected and actual images.
    @Test func aSizeMismatchFailsWithArtifacts() throws {
        let folder = try recorded()
        let result = try runCardMotion(["verify", Self.example, "--reference", folder + "/ref", "--artifacts", folder + "/art",
                                  "--scale", "0.25", "--fps", "10"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("0 passed, 38 failed"))
        #expect(result.stdout.contains("size 94 x 167, expected 188 x 334"))
        #expect(FileManager.default.fileExists(atPath: folder + "/art/frame-00000.expected.png"))
        #expect(FileManager.default.fileExists(atPath: folder + "/art/frame-00000.actual.png"))
        if HeadlessChromium.executable != nil {
            let shown = try HeadlessChromium.renderedDOM(pageAt: folder + "/art/report.html")
            #expect(shown.contains("data-d=\"\"><td><a href=\"#f0\">frame-00000.png</a></td><td>size 94 x 167, expected 188 x 334</td>"),
                    "a frame of another size has no diff image")
        }
    }

    @Test func extraAndCorruptReferencesNameTheFile() throws {
        let folder = try recorded()
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: folder + "/ref/frame-00099.png"))
        let extra = try runCardMotion(["verify", Self.example, "--reference", folder + "/ref"] + quick)
        #expect(extra.status == 2)
        #expect(extra.stderr.contains("frame-00099.png has no frame to match"))
        try FileManager.default.removeItem(atPath: folder + "/ref/frame-00099.png")
        try Data([137, 80, 78, 71]).write(to: URL(fileURLWithPath: folder + "/ref/frame-00003.png"))
        let corrupt = try runCardMotion(["verify", Self.example, "--reference", folder + "/ref"] + quick)
        #expect(corrupt.status == 2)
        #expect(corrupt.stderr.contains("frame-00003.png: not a PNG file"))
    }

    /// `verify` of the quick example into `folder/ref` with only `environment` set.
    func verify(into folder: String, environment: [String: String]) throws -> CommandLineRun {
        try runCardMotion(["verify", Self.example, "--reference", folder + "/ref"] + quick, environment: environment)
    }

    @Test func theEnvironmentSetsTheRecordMode() throws {
        let folder = try temporaryFolder()
        #expect(try verify(into: folder, environment: ["CARDMOTION_RECORD": "missing"]).status == 0)
        // The last frame repeats frame 35: it is recorded as an entry naming that file.
        #expect(FileManager.default.fileExists(atPath: folder + "/ref/frame-00035.png"))
        #expect(try String(contentsOfFile: folder + "/ref/same-frames.txt", encoding: .utf8).hasSuffix("frame-00037.png = frame-00035.png\n"))
    }

    /// A mistyped variable is bad input, as a mistyped option is: exit 2, nothing recorded.
    @Test func aMistypedRecordVariableIsAnError() throws {
        let folder = try temporaryFolder()
        let result = try verify(into: folder, environment: ["CARDMOTION_RECORD": "mising"])
        #expect(result.status == 2)
        #expect(result.stderr == "cardmotion: CARDMOTION_RECORD 'mising' is not a record mode; use never, missing, failed, all\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/ref"))
    }
}

extension VerifyCommandTests {
    /// A script that became shorter than its references (38 frames recorded at 10 fps, 30 at 8 fps): under
    /// `--record missing` the references' other frame rate is bad input (it would be a frame-count error were
    /// the rate not recorded in states.jsonl; VerifyLooseEndsTests); `--record all` records the frames and
    /// removes the extra ones.
    @Test func recordAllAcceptsAShorterScriptAndRemovesTheExtraReferences() throws {
        let folder = try recorded()
        let shorter = ["--scale", "0.5", "--fps", "8"]
        let missing = try runCardMotion(["verify", Repository.stackExample, "--reference", folder + "/ref", "--record", "missing"] + shorter)
        #expect(missing.status == 2)
        #expect(missing.stderr == "cardmotion: reference \(folder)/ref was recorded at 10 fps, this run is 8 fps: verify with --fps 10, or re-record it with --record all\n")
        let all = try runCardMotion(["verify", Repository.stackExample, "--reference", folder + "/ref", "--record", "all"] + shorter)
        #expect(all.status == 0, "\(all.stderr)")
        #expect(all.stdout.contains(": 0 passed, 0 failed, 30 recorded, 8 references past the end removed\n"), "\(all.stdout)")
        // Frames alike at 8 fps are stored once: the entries past the end went with the files.
        let repeats: Set = [1, 2, 10, 11, 19, 20, 24, 25, 29]
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/ref").sorted()
                == (0..<30).filter { !repeats.contains($0) }.map(FrameFileName.of) + ["same-frames.txt", "states.jsonl"])
        #expect(try String(contentsOfFile: folder + "/ref/same-frames.txt", encoding: .utf8).split(separator: "\n").count == 1 + repeats.count)
        #expect(try String(contentsOfFile: folder + "/ref/states.jsonl", encoding: .utf8).split(separator: "\n").count == 30,
                "the geometry of the frames past the end goes too")
        let check = try runCardMotion(["verify", Repository.stackExample, "--reference", folder + "/ref"] + shorter)
        #expect(check.status == 0)
        #expect(check.stdout.contains("30 passed, 0 failed, 0 recorded\n"))
    }

    /// Recording holds the reference folder and the artifacts folder for the run: a held one stops `verify` at once
    /// (naming the option that chose it), releasing what it had taken. Once it holds the folder, a run removes the
    /// temporary files of dead processes; it releases the folder on an error exit too.
    @Test func recordingHoldsItsFoldersForTheRun() throws {
        let folder = try temporaryFolder(), references = folder + "/ref", artifacts = folder + "/art"
        for path in [references, artifacts] { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        let record = ["verify", Repository.stackExample, "--reference", references, "--record", "missing"] + quick
        try OutputSafetyTests.holdingLock(of: references, as: 5151) {
            let result = try runCardMotion(record)
            #expect(result.status == 2)
            #expect(result.stderr == "cardmotion: \(references)/: another cardmotion run (process 5151) is writing here; wait for it or choose another --reference\n")
        }
        try OutputSafetyTests.holdingLock(of: artifacts, as: 5252) {
            let result = try runCardMotion(record + ["--artifacts", artifacts])
            #expect(result.status == 2)
            #expect(result.stderr == "cardmotion: \(artifacts)/: another cardmotion run (process 5252) is writing here; wait for it or choose another --artifacts\n")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: references).isEmpty, "nothing recorded, and the lock taken released")
        let leftover = references + "/.frame-00004.png.\(try OutputSafetyTests.endedProcessID()).2.tmp"
        try Data("partial".utf8).write(to: URL(fileURLWithPath: leftover))
        let recorded = try runCardMotion(record)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: references).sorted()
                == (0..<38).filter { SameFramesCommandTests.restingRepeats[$0] == nil }.map(FrameFileName.of) + ["same-frames.txt", "states.jsonl"])
        try Data([137, 80, 78, 71]).write(to: URL(fileURLWithPath: references + "/frame-00003.png"))
        let failed = try runCardMotion(record + ["--artifacts", artifacts])
        #expect(failed.status == 2)
        #expect(failed.stderr.contains("frame-00003.png: not a PNG file"))
        #expect(!FileManager.default.fileExists(atPath: references + "/.cardmotion.lock"), "an error exit releases the lock")
        #expect(!FileManager.default.fileExists(atPath: artifacts + "/.cardmotion.lock"))
    }
}
