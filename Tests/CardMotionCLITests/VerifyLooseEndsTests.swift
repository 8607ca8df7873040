import CardMotionTestSupport
import Foundation
import Testing

/// The command line's loose ends: a mistyped `approve --script`, an ignore glob that matches
/// nothing, references recorded at another frame rate, and `verify --list-failed`.
@Suite struct VerifyLooseEndsTests {
    let quick = ["--scale", "0.5", "--fps", "10"]

    /// A folder with the stack example as `stack.yaml` (`edit`ed) and its references recorded in `ref`.
    func recordedStack(_ edit: (String) -> String = { $0 }) throws -> (folder: String, script: String) {
        let folder = try temporaryFolder()
        let script = try copyOfStackExample(in: folder, edit)
        let recorded = try runCardMotion(["verify", script, "--reference", folder + "/ref", "--record", "missing"] + quick)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        return (folder, script)
    }

    @Test func approveWithAScriptNameThatMatchesNothingIsBadInputNamingTheKnownScripts() throws {
        let (folder, _) = try recordedStack()
        _ = try copyOfStackExample(in: folder, longerFirstDrag)
        let failed = try runCardMotion(["verify", "stack.yaml", "--reference", "ref", "--artifacts", "art"] + quick, in: folder)
        #expect(failed.status == 1)
        let before = try Data(contentsOf: URL(fileURLWithPath: folder + "/ref/frame-00004.png"))
        let mistyped = try runCardMotion(["approve", "art", "--script", "stacks"], in: folder)
        #expect(mistyped.status == 2)
        #expect(mistyped.stdout == "")
        #expect(mistyped.stderr == "cardmotion: --script stacks: no script of that name in art/manifest.json; it lists stack\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/ref/frame-00004.png")) == before, "nothing was approved")
        // The file name with its extension names the script too.
        let named = try runCardMotion(["approve", "art", "--script", "stack.yaml", "--frames", "4"], in: folder)
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stdout.hasSuffix("approve: 1 frame approved\n"), "\(named.stdout)")
    }

    @Test func anIgnoreGlobThatMatchesNoNodeIsAWarningNamingIt() throws {
        let (folder, script) = try recordedStack { $0 + "verify:\n  ignore: [\"ghost-*\"]\n" }
        let result = try runCardMotion(["verify", script, "--reference", folder + "/ref", "--ignore", "snapshot-?",
                                        "--ignore", "nothing-*"] + quick)
        #expect(result.status == 0, "a warning, not a failure: \(result.stderr)")
        #expect(result.stderr == "warning: \(script): ignore 'nothing-*' matched no node in any frame\n"
                + "warning: \(script): ignore 'ghost-*' matched no node in any frame\n")
        #expect(result.stdout.contains("38 passed, 0 failed"), "\(result.stdout)")
    }

    @Test func referencesRecordedAtAnotherFrameRateSaySoInsteadOfCountingFrames() throws {
        let (folder, script) = try recordedStack()
        let slower = try runCardMotion(["verify", script, "--reference", folder + "/ref", "--scale", "0.5", "--fps", "5"])
        #expect(slower.status == 2)
        #expect(slower.stderr == "cardmotion: reference \(folder)/ref was recorded at 10 fps, this run is 5 fps: "
                + "verify with --fps 10, or re-record it with --record all\n")
        let faster = try runCardMotion(["verify", script, "--reference", folder + "/ref", "--scale", "0.5", "--fps", "29.97",
                                        "--record", "missing"])
        #expect(faster.status == 2)
        #expect(faster.stderr.hasSuffix("was recorded at 10 fps, this run is 29.97 fps: verify with --fps 10, or re-record it with --record all\n"))
        let rerecorded = try runCardMotion(["verify", script, "--reference", folder + "/ref", "--scale", "0.5", "--fps", "5",
                                            "--record", "all"])
        #expect(rerecorded.status == 0, "\(rerecorded.stderr)")
        #expect(rerecorded.stdout.contains("19 recorded, 19 references past the end removed"), "\(rerecorded.stdout)")
        #expect(try runCardMotion(["verify", script, "--reference", folder + "/ref", "--scale", "0.5", "--fps", "5"]).status == 0)
    }

    @Test func listFailedPrintsOnlyTheFailingScriptsOnStdout() throws {
        let (folder, _) = try recordedStack()
        let stack = try String(contentsOfFile: folder + "/stack.yaml", encoding: .utf8)
        for name in ["first", "second", "third"] { try stack.write(toFile: folder + "/\(name).yaml", atomically: true, encoding: .utf8) }
        let scripts = ["first.yaml", "second.yaml", "third.yaml"]
        #expect(try runCardMotion(["verify"] + scripts + ["--reference", "refs", "--record", "missing"] + quick, in: folder).status == 0)
        for name in ["first", "third"] {
            try longerFirstDrag(stack).write(toFile: folder + "/\(name).yaml", atomically: true, encoding: .utf8)
        }
        let failed = try runCardMotion(["verify"] + scripts + ["--reference", "refs", "--list-failed"] + quick, in: folder)
        #expect(failed.status == 1)
        #expect(failed.stdout == "first.yaml\nthird.yaml\n")
        #expect(failed.stderr.contains("verify: 114 frames of 3 scripts"), "the summary goes to stderr: \(failed.stderr)")
        try stack.write(toFile: folder + "/first.yaml", atomically: true, encoding: .utf8)
        try stack.write(toFile: folder + "/third.yaml", atomically: true, encoding: .utf8)
        let passed = try runCardMotion(["verify"] + scripts + ["--reference", "refs", "--list-failed"] + quick, in: folder)
        #expect(passed.status == 0)
        #expect(passed.stdout == "")
    }
}
