import CardMotionTestSupport
import Foundation
import Testing

/// `verify --summary-markdown FILE`: a real failing run (the stack's drag 3 frames later) writes the summary with its
/// motion sentence, the report link, the run page from GitHub's environment and the approve command; that command,
/// run as written, makes the next run pass, whose summary says so.
@Suite struct VerifySummaryMarkdownTests {
    /// The environment of a GitHub Actions step (with no recording mode set).
    static var gitHubEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["CARDMOTION_RECORD"] = nil
        environment["GITHUB_SERVER_URL"] = "https://github.com"
        environment["GITHUB_REPOSITORY"] = "owner/repo"
        environment["GITHUB_RUN_ID"] = "7"
        return environment
    }

    @Test func aFailingRunsSummaryHoldsItsSentenceAndApproveCommandWhichThenMakesTheRunPass() throws {
        // A folder that stands for a repository's root (it holds .git): approve is pasted there as written.
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/.git", withIntermediateDirectories: true)
        let control = MotionControlScript.stack
        for (name, text) in [("base", control.script(at: 0.4, duration: 0.6, length: 1.8)),
                             ("changed", control.script(at: 0.45, duration: 0.6, length: 1.8))] {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(name)", withIntermediateDirectories: true)
            try text.write(toFile: "\(folder)/\(name)/stack.yaml", atomically: true, encoding: .utf8)
        }
        let small = ["--scale", "0.25"]
        let record = try runCardMotion(["verify", "base/stack.yaml", "--reference", "ref", "--record", "all"] + small,
                                       environment: Self.gitHubEnvironment, in: folder)
        try #require(record.status == 0, "\(record.stderr)")

        let verify = ["verify", "changed/stack.yaml", "--reference", "ref", "--artifacts", "art",
                      "--summary-markdown", "summaries/visual.md", "--json", "run.json"] + small
        let failing = try runCardMotion(verify, environment: Self.gitHubEnvironment, in: folder)
        #expect(failing.status == 1, "\(failing.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/run.json"))) as? [String: Any]
        let frames = try #require(json?["frames"] as? Int), failed = try #require(json?["failed"] as? Int)
        #expect(failed > 0 && failed < frames)
        let summary = try String(contentsOfFile: folder + "/summaries/visual.md", encoding: .utf8)
        #expect(summary == """
        ## cardmotion verify: 1 of 1 script failed

        \(failed) of \(frames) frames failed.

        Report: [art/report.html](art/report.html) (in the artefact folder).

        Run: [the CI run's page](https://github.com/owner/repo/actions/runs/7), which lists the artefacts it uploaded.

        | Script | Frames | Failing |
        | --- | ---: | ---: |
        | stack | \(frames) | \(failed) |

        #### stack: \(failed) of \(frames) frames failed

        - card-0: same motion, 3 frames later (+50 ms)

        Approve them:

        ```sh
        cardmotion approve art --script stack
        ```

        """)
        #expect(FileManager.default.fileExists(atPath: folder + "/art/report.html"), "the report the summary links to")

        // The command exactly as the summary gives it.
        let lines = summary.split(separator: "\n").map(String.init)
        let command = try #require(lines.first { $0.hasPrefix("cardmotion approve ") })
        let approve = try runCardMotion(Array(command.split(separator: " ").dropFirst().map(String.init)),
                                        environment: Self.gitHubEnvironment, in: folder)
        #expect(approve.status == 0, "\(approve.stderr)")

        // The next run passes, and its summary (replacing the last) says so; without GitHub's environment, no run page.
        var local = Self.gitHubEnvironment
        local["GITHUB_RUN_ID"] = nil
        let passing = try runCardMotion(verify, environment: local, in: folder)
        #expect(passing.status == 0, "\(passing.stdout)\(passing.stderr)")
        #expect(try String(contentsOfFile: folder + "/summaries/visual.md", encoding: .utf8) == """
        ## cardmotion verify: passed

        Every frame matched its reference: \(frames) frames of 1 script.

        Report: [art/report.html](art/report.html) (in the artefact folder).

        | Script | Frames | Failing |
        | --- | ---: | ---: |
        | stack | \(frames) | 0 |

        """)

        // A run stopped by bad input (a reference folder that is not there) writes nothing: the summary stays.
        let before = try String(contentsOfFile: folder + "/summaries/visual.md", encoding: .utf8)
        let bad = try runCardMotion(["verify", "changed/stack.yaml", "--reference", "none", "--summary-markdown", "summaries/visual.md"] + small,
                                    environment: local, in: folder)
        #expect(bad.status == 2, "\(bad.stderr)")
        #expect(try String(contentsOfFile: folder + "/summaries/visual.md", encoding: .utf8) == before)
    }

    @Test func theSummaryAndTheJSONCannotShareAFile() throws {
        let folder = try temporaryFolder()
        let result = try runCardMotion(["verify", Repository.stackExample, "--reference", folder + "/ref",
                                        "--json", folder + "/out", "--summary-markdown", folder + "/out"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--summary-markdown and --json both name \(folder)/out; give each its own file"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
    }
}
