import CardMotionTestSupport
import CardMotionTesting
import CardRender
import Foundation
import Testing

/// `cardmotion verify` and CardMotionTesting's `verifyFrames` are one engine: the same script, budget and references
/// give the same verdict through both (a pass, a failure with the same differing pixels, a missing reference, a
/// reference past the script's end, and its removal when everything is re-recorded).
@Suite struct SameVerdictTests {
    /// A run of `verify` with no record mode from the environment.
    func verify(_ arguments: [String]) throws -> CommandLineRun {
        var environment = ProcessInfo.processInfo.environment
        environment["CARDMOTION_RECORD"] = nil
        return try runCardMotion(["verify"] + arguments, environment: environment)
    }

    @Test func passAndFailWithTheSamePixels() throws {
        let folder = try temporaryFolder()
        let script = folder + "/blue.yaml", references = folder + "/refs"
        try writeOneCardScript(script, color: "#007AFF")
        #expect(try verify([script, "--reference", references, "--record", "missing"]).status == 0)
        #expect(verifyFrames(of: script, match: FrameExpectation(record: .never), references: references) == nil)

        try writeOneCardScript(script, color: "#0A84FF")
        #expect(try verify([script, "--reference", references]).status == 0, "the default threshold 0.1 tolerates 0.0356")
        #expect(verifyFrames(of: script, match: FrameExpectation(record: .never), references: references) == nil)

        let cli = try verify([script, "--reference", references, "--threshold", "0"])
        #expect(cli.status == 1)
        #expect(cli.stdout.contains("blue frame-00000.png: 2400 different pixels; same geometry"), "\(cli.stdout)")
        #expect(cli.stdout.contains("blue frame-00001.png: 2400 different pixels; same geometry"), "\(cli.stdout)")
        let library = verifyFrames(of: script, match: FrameExpectation(threshold: 0, record: .never), references: references,
                                   artifacts: folder + "/art")
        #expect(library?.frames.map(\.problem) == Array(repeating: "2400 different pixels (budget: 0 pixels); same geometry: a drawing change (fonts, colours, images)", count: 2))

        // The script's own threshold, through both.
        try writeOneCardScript(script, color: "#0A84FF", verify: "verify: {threshold: 0, maxDiffPixels: 2399}")
        #expect(try verify([script, "--reference", references]).stdout.contains("0 passed, 2 failed"))
        #expect(verifyFrames(of: script, match: FrameExpectation(record: .never), references: references, artifacts: folder + "/art")?
            .frames.map(\.problem).first == "2400 different pixels (budget: 2399 pixels); same geometry: a drawing change (fonts, colours, images)")
        try writeOneCardScript(script, color: "#0A84FF", verify: "verify: {threshold: 0, maxDiffPixels: 2400}")
        #expect(try verify([script, "--reference", references]).status == 0)
        #expect(verifyFrames(of: script, match: FrameExpectation(record: .never), references: references) == nil)
    }

    @Test func missingAndStrayReferences() throws {
        let folder = try temporaryFolder()
        let script = folder + "/blue.yaml", references = folder + "/refs"
        try writeOneCardScript(script, color: "#007AFF")
        #expect(try verify([script, "--reference", references, "--record", "missing"]).status == 0)
        let files = FileManager.default

        // The two frames are alike: frame 1 is an entry of same-frames.txt naming frame 0's file. Without the
        // index, it is missing.
        try files.moveItem(atPath: references + "/same-frames.txt", toPath: folder + "/same-frames.txt")
        let missing = try verify([script, "--reference", references])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("reference \(references)/frame-00001.png is missing (record it with --record missing)"), "\(missing.stderr)")
        #expect(verifyFrames(of: script, match: FrameExpectation(record: .never), references: references)?.problems
                == ["reference \(references)/frame-00001.png is missing (set CARDMOTION_RECORD=missing, or use the .recordingFrames(.missing) trait, to record it)"])
        #expect(verifyFrames(of: script, at: [0], match: FrameExpectation(record: .never), references: references) == nil,
                "an assertion at chosen instants needs only their references")

        try files.moveItem(atPath: folder + "/same-frames.txt", toPath: references + "/same-frames.txt")
        try files.copyItem(atPath: references + "/frame-00000.png", toPath: references + "/frame-00002.png")
        let stray = try verify([script, "--reference", references])
        #expect(stray.status == 2)
        #expect(stray.stderr.contains("reference \(references)/frame-00002.png has no frame to match: the script has 2 frames (frame-00000 to frame-00001.png); --record all removes the references past the end"), "\(stray.stderr)")
        #expect(verifyFrames(of: script, at: [0], match: FrameExpectation(record: .never), references: references)?.problems
                == ["reference \(references)/frame-00002.png has no frame to match: the script has 2 frames (frame-00000 to frame-00001.png); recording with .all (CARDMOTION_RECORD=all) removes the references past the end"])

        // Re-recording everything removes it through either, and records the same geometry as verify did.
        let states = try String(contentsOfFile: references + "/states.jsonl", encoding: .utf8)
        #expect(verifyFrames(of: script, match: FrameExpectation(record: .all), references: references)?.recorded
                == [references + "/frame-00000.png", references + "/frame-00001.png"])
        #expect(try files.contentsOfDirectory(atPath: references).sorted() == ["frame-00000.png", "same-frames.txt", "states.jsonl"])
        #expect(try String(contentsOfFile: references + "/states.jsonl", encoding: .utf8) == states)
        try files.copyItem(atPath: references + "/frame-00000.png", toPath: references + "/frame-00002.png")
        #expect(try verify([script, "--reference", references, "--record", "all"]).stdout.contains("2 recorded, 1 reference past the end removed"))
        #expect(try files.contentsOfDirectory(atPath: references).sorted() == ["frame-00000.png", "same-frames.txt", "states.jsonl"])
    }

    /// One run leaves the same files through both front ends: a failing frame's expected, actual and diff images
    /// and the JUnit report are byte for byte verify's (the run's time and the folder's own path aside), and neither leaves a lock behind.
    @Test func theSameArtefactsThroughBoth() throws {
        let folder = try temporaryFolder()
        let script = folder + "/blue.yaml", references = folder + "/refs"
        try writeOneCardScript(script, color: "#007AFF")
        #expect(try verify([script, "--reference", references, "--record", "missing"]).status == 0)
        try writeOneCardScript(script, color: "#0A84FF")
        #expect(try verify([script, "--reference", references, "--threshold", "0", "--artifacts", folder + "/cli"]).status == 1)
        let mismatch = verifyFrames(of: script, match: FrameExpectation(threshold: 0, record: .never), references: references,
                                    artifacts: folder + "/library")
        // The assertion's artefacts are in <TestFile>/<testFunction>/<script>/ under the folder given.
        let library = try #require(mismatch?.reportPath.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path })
        #expect(library == folder + "/library/SameVerdictTests/theSameArtefactsThroughBoth/blue", "\(library)")
        let files = FileManager.default
        // Frame 1 fails as frame 0 does: its images are frame 0's, written once, through both.
        let images = ["frame-00000.actual.png", "frame-00000.diff.png", "frame-00000.expected.png"]
        for name in ["frame-00001.actual.png", "frame-00001.diff.png", "frame-00001.expected.png"] {
            #expect(files.contents(atPath: folder + "/cli/" + name) == nil && files.contents(atPath: library + "/" + name) == nil, "\(name)")
        }
        for name in images {
            #expect(files.contents(atPath: folder + "/cli/" + name) == files.contents(atPath: library + "/" + name), "\(name)")
            #expect(files.contents(atPath: folder + "/cli/" + name) != nil, "\(name)")
        }
        /// The JUnit report in `artifacts`, with its times and its own folder's path (naming the actual images) left out.
        func junit(in artifacts: String) throws -> String {
            try String(contentsOfFile: artifacts + "/junit.xml", encoding: .utf8)
                .replacingOccurrences(of: #"time="[0-9.]+""#, with: #"time="T""#, options: .regularExpression)
                .replacingOccurrences(of: artifacts + "/", with: "ARTIFACTS/")
        }
        let cliJUnit = try junit(in: folder + "/cli"), libraryJUnit = try junit(in: library)
        #expect(cliJUnit == libraryJUnit, "\(cliJUnit)\n\(libraryJUnit)")
        for place in [references, folder + "/cli", library] {
            #expect(!files.fileExists(atPath: place + "/.cardmotion.lock"), "\(place)")
        }
    }
}
