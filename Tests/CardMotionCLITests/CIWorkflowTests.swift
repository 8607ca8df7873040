import CardMotionTestSupport
import CardRender
import CardVerify
import Foundation
import Testing
import Yams

/// The project's GitHub Actions workflow, `.github/workflows/visual-tests.yml`: its shape, checked exactly, and its
/// `visual` job's shell steps run in order on a clean clone of the repository's HEAD, the way a runner would run them
/// (docs/ci.md).
@Suite struct CIWorkflowTests {
    /// The workflow file in this checkout.
    static let workflowPath = Repository.root.appendingPathComponent(".github/workflows/visual-tests.yml").path

    /// The folder `cardmotion verify --artifacts` writes in the verify step, which the upload step uploads.
    static let artifactFolder = "visual-artifacts"

    /// The Markdown summary the verify step writes, which the next step appends to the job's page.
    static let summaryFile = "visual-summary.md"

    /// The expression GitHub replaces with the job's shard number.
    static let shardExpression = "${{ matrix.shard }}"

    // MARK: The workflow's shape

    @Test func theWorkflowHasTheVisualJobAndTheUnitTestJobInTheSwiftContainerOfThisMachine() throws {
        let workflow = try Self.workflow()
        #expect(Self.keys(workflow) == ["name", "on", "jobs"])
        #expect(workflow["name"]?.string == "visual-tests")
        #expect(Self.keys(try #require(workflow["on"])) == ["push", "pull_request"])
        let jobs = try #require(workflow["jobs"])
        #expect(Self.keys(jobs) == ["visual", "tests"])
        for name in ["visual", "tests"] {
            #expect(jobs[name]?["runs-on"]?.string == "ubuntu-latest")
            #expect(jobs[name]?["container"]?.string == "swift:\(try Self.localSwiftVersion())-bookworm",
                    "the job \(name) must run the Swift this machine tests with, in Debian bookworm")
        }
        let tests = try #require(jobs["tests"])
        #expect(Self.keys(tests) == ["runs-on", "container", "steps"])
        let testSteps = try Self.steps(of: tests)
        #expect(testSteps.map(\.uses) == ["actions/checkout@v4", nil])
        #expect(testSteps.map(\.run) == [nil, ".ci/run"])
    }

    @Test func theVisualJobVerifiesEveryExampleShardedOverItsMatrixShowsItsSummaryAndUploadsTheArtefactsOnlyOnFailure() throws {
        let job = try Self.visualJob()
        #expect(Self.keys(job) == ["runs-on", "container", "strategy", "steps"])
        #expect(job["strategy"]?["fail-fast"]?.bool == false, "one failing shard must not cancel the others")
        let shards = try Self.shards(of: job)
        #expect(shards == [1, 2, 3])

        let steps = try Self.steps(of: job)
        #expect(steps.map(\.uses) == ["actions/checkout@v4", nil, nil, nil, nil, "actions/upload-artifact@v4"])
        #expect(steps.map(\.run) == [
            nil,
            "scripts/setup",
            "swift build -c release --product cardmotion",
            ".build/release/cardmotion verify Examples/*.yaml --all-variants --reference visual/references --fps 2 --scale 1"
                + " --threshold 0 --artifacts \(Self.artifactFolder) --summary-markdown \(Self.summaryFile)"
                + " --shard \(Self.shardExpression)/\(shards.count)",
            "test ! -f \(Self.summaryFile) || cat \(Self.summaryFile) >> \"$GITHUB_STEP_SUMMARY\"",
            nil,
        ])
        // The summary reaches the job's page whether the verify step passed or failed.
        #expect(steps.map(\.condition) == [nil, nil, nil, nil, "always()", "failure()"])
        let upload = try #require(steps.last)
        #expect(upload.with == ["name": "visual-failures-\(Self.shardExpression)-of-\(shards.count)",
                                "path": Self.artifactFolder])
    }

    // MARK: The visual job, run here

    /// Clones HEAD, runs each `run:` step of the visual job in order (the verify step once per shard) with GitHub's
    /// environment, then changes one committed reference and checks that exactly one shard fails and leaves what the
    /// upload step uploads (the shard's manifest, report and junit file, and the failing frame's images), and that
    /// the summary step puts that shard's summary, naming the script and its approve command, on the job's page.
    ///
    /// The `uses:` steps are GitHub actions and are not run: the clone stands for `actions/checkout`, and the upload
    /// step is checked by its shape above and by the artefact folder the failing shard leaves. The clone is seeded
    /// with this checkout's SwiftPM dependency clones (`.build/repositories`, `.build/checkouts`, no build products)
    /// so that the release build needs no network; scripts/setup's apt-get runs only for a missing package.
    @Test func theVisualJobsStepsPassOnACleanCloneAndAChangedReferenceFailsOneShard() throws {
        let steps = try Self.steps(of: try Self.visualJob())
        let shards = try Self.shards(of: try Self.visualJob())
        let clone = try Self.cleanClone()
        let gitHub = try Self.gitHubEnvironment()

        for step in steps {
            guard let run = step.run else {
                #expect(step.uses != nil, "a step either runs a command or uses an action")
                continue
            }
            if run.contains(Self.shardExpression) {
                var passedFrames = 0
                for shard in shards {
                    let result = try Self.bash(run.replacingOccurrences(of: Self.shardExpression, with: "\(shard)"),
                                               in: clone, environment: gitHub)
                    try #require(result.status == 0, "shard \(shard) of `\(run)` exited \(result.status):\n\(result.log)")
                    let summary = try #require(Self.verifySummary(result.log), "no verify summary in:\n\(result.log)")
                    #expect(summary.failed == 0 && summary.recorded == 0, "shard \(shard): \(result.log)")
                    passedFrames += summary.passed
                }
                // A frame stored once counts whether it is a file or an entry of its folder's same-frames.txt.
                let references = try Self.referenceFrames(in: clone + "/visual/references", withEntries: true)
                #expect(references.count > 0)
                #expect(passedFrames == references.count, "every committed reference is checked by exactly one shard")
            } else {
                #expect(!run.contains("${{"), "`\(run)`: an expression this test does not know how to substitute")
                let result = try Self.bash(run, in: clone, environment: gitHub)
                try #require(result.status == 0, "`\(run)` exited \(result.status):\n\(result.log)")
            }
        }
        // The last shard's summary, the one its job would show, passed.
        let page = try Self.stepSummary(gitHub)
        #expect(page == (try String(contentsOfFile: clone + "/" + Self.summaryFile, encoding: .utf8)))
        #expect(page.hasPrefix("## cardmotion verify, shard \(shards.count) of \(shards.count): passed\n"), "\(page)")

        // A deliberately changed reference: the first frame of the first script swapped for its last frame.
        let verifyStep = try #require(steps.compactMap(\.run).first { $0.contains(Self.shardExpression) })
        let summaryStep = try #require(steps.compactMap(\.run).first { $0.contains("GITHUB_STEP_SUMMARY") })
        let references = try Self.referenceFrames(in: clone + "/visual/references")
        let first = try #require(references.first)
        let folder = (first as NSString).deletingLastPathComponent
        let last = try #require(references.last { ($0 as NSString).deletingLastPathComponent == folder })
        #expect(first != last)
        let changed = clone + "/visual/references/" + first
        try FileManager.default.removeItem(atPath: changed)
        try FileManager.default.copyItem(atPath: clone + "/visual/references/" + last, toPath: changed)

        var failingShards: [Int] = []
        for shard in shards {
            try? FileManager.default.removeItem(atPath: clone + "/" + Self.artifactFolder)
            let result = try Self.bash(verifyStep.replacingOccurrences(of: Self.shardExpression, with: "\(shard)"),
                                       in: clone, environment: gitHub)
            #expect(result.status == 0 || result.status == 1, "shard \(shard): \(result.log)")
            guard result.status == 1 else { continue }
            failingShards.append(shard)
            let uploaded = try FileManager.default.contentsOfDirectory(atPath: clone + "/" + Self.artifactFolder)
            let script = (folder as NSString).lastPathComponent
            let part = "\(shard)-of-\(shards.count)"
            for name in ["manifest-\(part).json", "report-\(part).html", "junit-\(part).xml"] {
                #expect(uploaded.contains(name), "the artefact folder lacks \(name): \(uploaded.sorted())")
            }
            let images = try FileManager.default.contentsOfDirectory(atPath: clone + "/\(Self.artifactFolder)/\(script)")
            #expect(images.contains("frame-00000.diff.png"), "\(images.sorted())")

            try "".write(toFile: try #require(gitHub["GITHUB_STEP_SUMMARY"]), atomically: true, encoding: .utf8)
            let shown = try Self.bash(summaryStep, in: clone, environment: gitHub)
            #expect(shown.status == 0, "\(shown.log)")
            let lines = try Self.stepSummary(gitHub).split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix("## cardmotion verify, shard \(shard) of \(shards.count): 1 of ") == true,
                    "\(lines)")
            #expect(lines.contains("Report: [\(Self.artifactFolder)/report-\(part).html](\(Self.artifactFolder)/report-\(part).html)"
                                   + " (in the artefact folder)."), "\(lines)")
            #expect(lines.contains("Run: [the CI run's page](https://github.com/owner/repo/actions/runs/7), which lists the artefacts"
                                   + " it uploaded."), "\(lines)")
            #expect(lines.contains { $0.hasPrefix("#### \(script): 1 of ") }, "\(lines)")
            #expect(lines.contains("cardmotion approve \(Self.artifactFolder) --script \(script)"), "\(lines)")
        }
        #expect(failingShards.count == 1, "exactly the shard holding \(folder) fails: \(failingShards)")
    }

    // MARK: Reading the workflow

    /// One step of a job.
    struct Step: Equatable {
        var run: String?
        var uses: String?
        var condition: String?
        var with: [String: String]
    }

    static func workflow() throws -> Node {
        let text = try String(contentsOfFile: workflowPath, encoding: .utf8)
        return try #require(try Yams.compose(yaml: text), "\(workflowPath) is empty")
    }

    static func visualJob() throws -> Node {
        try #require(try workflow()["jobs"]?["visual"], "\(workflowPath) has no job `visual`")
    }

    /// The keys of a mapping, in the file's order.
    static func keys(_ node: Node) -> [String] {
        node.mapping?.map { $0.key.string ?? "?" } ?? []
    }

    static func shards(of job: Node) throws -> [Int] {
        let values = try #require(job["strategy"]?["matrix"]?["shard"]?.sequence, "the job has no matrix of shards")
        return try values.map { try #require($0.int, "a shard that is not a number: \($0)") }
    }

    static func steps(of job: Node) throws -> [Step] {
        let steps = try #require(job["steps"]?.sequence, "the job has no steps")
        return steps.map { step in
            var with: [String: String] = [:]
            for (key, value) in step["with"]?.mapping ?? [:] { with[key.string ?? "?"] = value.string }
            return Step(run: step["run"]?.string, uses: step["uses"]?.string, condition: step["if"]?.string, with: with)
        }
    }

    // MARK: Running it

    /// `6.3` from `swift --version`'s `Swift version 6.3.1 (…)`.
    static func localSwiftVersion() throws -> String {
        let result = try bash("swift --version 2>&1", in: Repository.root.path)
        let words = result.log.split(separator: " ")
        let index = try #require(words.firstIndex(of: "version"), "no version in: \(result.log)")
        let version = words[words.index(after: index)].split(separator: ".")
        return version.prefix(2).joined(separator: ".")
    }

    /// A clone of this checkout's HEAD commit in a new temporary folder, with SwiftPM's dependency clones copied in.
    static func cleanClone() throws -> String {
        let root = Repository.root.path
        let head = try bash("git rev-parse HEAD", in: root)
        try #require(head.status == 0, "git rev-parse failed: \(head.log)")
        let commit = head.log.trimmingCharacters(in: .whitespacesAndNewlines)
        let clone = try temporaryFolder() + "/clone"
        let cloned = try bash("git clone --quiet --no-checkout '\(root)' '\(clone)'"
                              + " && git -C '\(clone)' checkout --quiet --detach \(commit)", in: root)
        try #require(cloned.status == 0, "git clone failed: \(cloned.log)")
        let files = FileManager.default
        for entry in ["repositories", "checkouts", "workspace-state.json"]
        where files.fileExists(atPath: root + "/.build/" + entry) {
            try files.createDirectory(atPath: clone + "/.build", withIntermediateDirectories: true)
            try files.copyItem(atPath: root + "/.build/" + entry, toPath: clone + "/.build/" + entry)
        }
        return clone
    }

    /// The reference frames under `folder`, as paths relative to it, sorted.
    static func referenceFrames(in folder: String, withEntries: Bool = false) throws -> [String] {
        let all = try FileManager.default.subpathsOfDirectory(atPath: folder)
        let files = all.filter { ($0 as NSString).lastPathComponent.hasPrefix("frame-") && $0.hasSuffix(".png") }
        guard withEntries else { return files.sorted() }
        var entries: [String] = []
        for index in all where (index as NSString).lastPathComponent == SameFrames.fileName {
            let subfolder = (index as NSString).deletingLastPathComponent
            let frames = try #require(try ReferenceFrames.open(folder + "/" + subfolder))
            entries += frames.index.earlier.keys.map { subfolder + "/" + FrameFileName.of($0) }
        }
        return (files + entries).sorted()
    }

    /// The counts of verify's summary line, `verify: 38 frames of 1 script in …: 38 passed, 0 failed, 0 recorded`.
    static func verifySummary(_ log: String) -> (passed: Int, failed: Int, recorded: Int)? {
        guard let line = log.split(separator: "\n").last(where: { $0.hasPrefix("verify: ") }),
              let counted = line.split(separator: "): ", maxSplits: 1).last,
              let tail = counted.split(separator: ";").first else { return nil }
        var counts: [String: Int] = [:]
        for part in tail.split(separator: ",") {
            let words = part.split(separator: " ")
            if words.count >= 2, let count = Int(words[0]) { counts[String(words[1])] = count }
        }
        guard let passed = counts["passed"], let failed = counts["failed"], let recorded = counts["recorded"] else {
            return nil
        }
        return (passed, failed, recorded)
    }

    /// The variables GitHub gives every step that the summary reads, and `GITHUB_STEP_SUMMARY`: a new empty file
    /// standing for the job's page.
    static func gitHubEnvironment() throws -> [String: String] {
        let page = try temporaryFolder() + "/step-summary.md"
        try "".write(toFile: page, atomically: true, encoding: .utf8)
        return ["GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "owner/repo", "GITHUB_RUN_ID": "7",
                "GITHUB_STEP_SUMMARY": page]
    }

    /// What the steps appended to the job's page.
    static func stepSummary(_ environment: [String: String]) throws -> String {
        try String(contentsOfFile: try #require(environment["GITHUB_STEP_SUMMARY"]), encoding: .utf8)
    }

    /// Runs `command` with bash under `set -euo pipefail` in `folder`, as a runner runs a `run:` step, with the
    /// environment of a CI machine: no recording mode, no project-only switches, git barred from the network, and
    /// `environment` added (GitHub's variables).
    /// Its output (both streams) goes to a file, read back once it exits; the watchdog of 3,600 s only stops a hang.
    static func bash(_ command: String, in folder: String, environment added: [String: String] = [:]) throws -> (status: Int32, log: String) {
        let logPath = try temporaryFolder() + "/step.log"
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        let log = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
        defer { try? log.close() }
        var environment = ProcessInfo.processInfo.environment
        for name in ["CARDMOTION_RECORD", "CARDMOTION_WARNINGS_AS_ERRORS", "CARDMOTION_ARTIFACTS"] {
            environment[name] = nil
        }
        environment.merge(added) { _, new in new }
        environment["GIT_CONFIG_COUNT"] = "3"
        for (index, protocolName) in ["https", "http", "ssh"].enumerated() {
            environment["GIT_CONFIG_KEY_\(index)"] = "protocol.\(protocolName).allow"
            environment["GIT_CONFIG_VALUE_\(index)"] = "never"
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "set -euo pipefail\n" + command]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = environment
        process.standardOutput = log
        process.standardError = log
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 3600, execute: watchdog)
        process.waitUntilExit()
        watchdog.cancel()
        let text = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        return (process.terminationStatus, text)
    }
}
