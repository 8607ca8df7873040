import CardMotionTestSupport
import Foundation
import Testing

/// `cardmotion approve`: a failed verify run's frames accepted from its artefacts, atomically, never over a
/// reference that changed since.
@Suite struct ApproveCommandTests {
    let quick = ["--scale", "0.5", "--fps", "10"]

    /// References of Examples/stack.yaml, then a verify of the script with its first drag 4 points longer (frames 4
    /// to 9 fail) that leaves its artefacts. Returns the folder, the changed script and the two folders.
    /// Both runs are made from the folder, with relative paths, as approve replaces references inside the folder
    /// it runs in.
    func failedRun() throws -> (script: String, references: String, artifacts: String) {
        let folder = try temporaryFolder()
        let script = try copyOfStackExample(in: folder)
        let references = folder + "/ref", artifacts = folder + "/art"
        #expect(try runCardMotion(["verify", "stack.yaml", "--reference", "ref", "--record", "missing"] + quick, in: folder).status == 0)
        _ = try copyOfStackExample(in: folder, longerFirstDrag)
        let failed = try runCardMotion(["verify", "stack.yaml", "--reference", "ref", "--artifacts", "art"] + quick, in: folder)
        #expect(failed.status == 1)
        return (script, references, artifacts)
    }

    /// Runs approve from the folder that holds `artifacts`.
    func approve(_ artifacts: String, _ options: [String] = []) throws -> CommandLineRun {
        try runCardMotion(["approve", "art"] + options, in: (artifacts as NSString).deletingLastPathComponent)
    }

    @Test func approvedFramesPassTheNextVerify() throws {
        let (script, references, artifacts) = try failedRun()
        let some = try approve(artifacts, ["--frames", "4-5"])
        #expect(some.status == 0, "\(some.stderr)")
        #expect(some.stdout.hasSuffix("approve: 2 frames approved\n"), "\(some.stdout)")
        let rest = try approve(artifacts, ["--script", "stack"])
        #expect(rest.stdout.hasSuffix("approve: 4 frames approved, 2 already approved\n"), "\(rest.stdout)")
        let again = try runCardMotion(["verify", script, "--reference", references] + quick)
        #expect(again.status == 0, "\(again.stdout)")
        // The approved frames' geometry replaced the old: they are no longer explained as moved.
        #expect(!again.stdout.contains("frame-00007.png"), "\(again.stdout)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: artifacts + "/frame-00007.actual.png"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: references + "/frame-00007.png")) == bytes)
    }

    @Test func aReferenceChangedSinceTheRunIsRefusedAndNothingIsCopied() throws {
        let (_, references, artifacts) = try failedRun()
        let before = try Data(contentsOf: URL(fileURLWithPath: references + "/frame-00004.png"))
        try Data(contentsOf: URL(fileURLWithPath: references + "/frame-00000.png")).write(to: URL(fileURLWithPath: references + "/frame-00009.png"))
        let refused = try approve(artifacts)
        #expect(refused.status == 2)
        #expect(refused.stderr == "cardmotion: ref/frame-00009.png changed since the verify run; run verify again before approving\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: references + "/frame-00004.png")) == before, "nothing was copied")
    }

    @Test func aFolderWithoutAManifestIsBadInput() throws {
        let folder = try temporaryFolder()
        let result = try runCardMotion(["approve", folder])
        #expect(result.status == 2)
        #expect(result.stderr == "cardmotion: \(folder): no manifest.json; run verify with --artifacts \(folder) first\n")
        let frames = try runCardMotion(["approve", folder, "--frames", "9-3"])
        #expect(frames.status == 2)
        #expect(frames.stderr.hasPrefix("Error: --frames must be A-B or A (frame numbers, A <= B), got '9-3'"))
    }
}
