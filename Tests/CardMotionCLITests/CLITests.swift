import CardMotionTestSupport
import Foundation
import Testing

/// The command line end to end: the built `cardmotion` binary, its files, its output and exit statuses.
@Suite struct CLITests {
    static let example = Repository.stackExample

    @Test func renderWritesNumberedFramesAndASummary() throws {
        let folder = try temporaryFolder()
        let result = try runCardMotion(["render", Self.example, "--output", folder, "--fps", "10", "--scale", "0.5", "--to", "0.5"])
        #expect(result.status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == (0...5).map { String(format: "frame-%05d.png", $0) })
        #expect(result.stdout.contains("6 frames in"))
        let header = try Data(contentsOf: URL(fileURLWithPath: folder + "/frame-00000.png")).prefix(24)
        #expect(Array(header.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
        #expect(header[16..<20].reduce(0) { $0 << 8 | Int($1) } == 188, "375 pt at scale 0.5 rounds to 188 px")
    }

    /// A frame at rest repeats the previous frame's scene and reuses its encoding: it is byte-identical to the same
    /// frame rendered on its own, and to its predecessor (the stack rests from 0 s to 0.3 s).
    @Test func repeatedFramesMatchAStandaloneRender() throws {
        let sequence = try temporaryFolder(), single = try temporaryFolder()
        #expect(try runCardMotion(["render", Self.example, "-o", sequence, "--fps", "20", "--scale", "0.5", "--to", "0.3"]).status == 0)
        #expect(try runCardMotion(["render", Self.example, "-o", single, "--fps", "20", "--scale", "0.5", "--from", "0.25", "--to", "0.25"]).status == 0)
        let repeated = try Data(contentsOf: URL(fileURLWithPath: sequence + "/frame-00005.png"))
        #expect(repeated == (try Data(contentsOf: URL(fileURLWithPath: single + "/frame-00005.png"))))
        #expect(repeated == (try Data(contentsOf: URL(fileURLWithPath: sequence + "/frame-00004.png"))))
    }

    /// `--shard K/N` splits a suite: the parts never overlap and together cover every script (balanced by frame
    /// count), and each part writes its own JUnit file; a part beyond N is a usage error.
    @Test func shardsSplitTheSuite() throws {
        let scripts = ["stack", "deck", "switcher", "sortGrid-default"].map { Repository.example($0) }
        let references = try temporaryFolder(), artifacts = try temporaryFolder()
        var covered: [String] = []
        for part in 1...2 {
            let result = try runCardMotion(["verify"] + scripts + ["--reference", references, "--artifacts", artifacts, "--record", "missing",
                                                          "--fps", "5", "--scale", "0.25", "--shard", "\(part)/2"])
            #expect(result.status == 0, "\(result.stderr)")
            let junit = try String(contentsOfFile: artifacts + "/junit-\(part)-of-2.xml", encoding: .utf8)
            let cases = scripts.filter { junit.contains("name=\"\($0)\"") }
            #expect(!cases.isEmpty)
            covered += cases
        }
        #expect(covered.sorted() == scripts.sorted())
        #expect(try FileManager.default.contentsOfDirectory(atPath: references).sorted() == ["deck", "sortGrid-default", "stack", "switcher"])
        let bad = try runCardMotion(["render", scripts[0], "--shard", "3/2"])
        #expect(bad.status == 2 && bad.stderr.contains("--shard"))
    }

    /// Frames are byte-identical whatever the number of threads, for a script that mostly rests and for one whose
    /// every frame moves (jobs are handed to whichever worker is free, so 5 workers on this machine's cores take
    /// frames in an order that changes from run to run).
    @Test(arguments: ["stack.yaml", "stack-drag.yaml"])
    func renderIsDeterministicAcrossJobs(example: String) throws {
        let script = Repository.examples + "/" + example
        let one = try temporaryFolder(), two = try temporaryFolder(), five = try temporaryFolder()
        for (folder, jobs) in [(one, "1"), (two, "2"), (five, "5")] {
            #expect(try runCardMotion(["render", script, "-o", folder, "--jobs", jobs, "--scale", "0.25"]).status == 0)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: one).sorted()
        #expect(names.count > 200)
        for other in [two, five] {
            #expect(names == (try FileManager.default.contentsOfDirectory(atPath: other).sorted()))
            for name in names {
                #expect(FileManager.default.contents(atPath: one + "/" + name) == FileManager.default.contents(atPath: other + "/" + name))
            }
        }
    }

    @Test func statesPrintsOneJSONObjectPerFrame() throws {
        let result = try runCardMotion(["states", Self.example, "--fps", "10"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count > 30)
        let first = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(first["frame"] as? Int == 0)
        let nodes = try #require(first["nodes"] as? [[String: Any]])
        // The screen itself first (the stack example's screen has no layers: states lists it all the same).
        #expect(nodes.map { $0["id"] as? String } == ["screen", "stack", "card-3", "card-2", "card-1", "card-0"])
        #expect(nodes[0]["kind"] as? String == "decoration")
        #expect(nodes[0]["corners"] as? [[Double]] == [[0, 0], [375, 0], [375, 667], [0, 667]])
        #expect(nodes[2]["alpha"] as? Double == 0.475)
        let corners = try #require(nodes[5]["corners"] as? [[Double]])
        #expect(corners == [[25, 150], [350, 150], [350, 540], [25, 540]])
    }

    @Test func previewWritesOneFrameOrASheet() throws {
        let folder = try temporaryFolder()
        #expect(try runCardMotion(["preview", Self.example, "--at", "0.6", "--scale", "0.5", "--output", folder + "/one.png"]).status == 0)
        let sheet = try runCardMotion(["preview", Self.example, "--sheet", "--count", "6", "--columns", "3", "--scale", "0.5",
                             "--output", folder + "/sheet.png"])
        #expect(sheet.status == 0)
        // 188 x 334 frames in 180 x 320 thumbnails (180 x 334 / 188 = 319.8), each over a 20-pixel label band.
        #expect(sheet.stdout.contains("(6 frames, 572 x 704 pixels)"), "3 × 180 + 4 × 8 by 2 × (320 + 20) + 3 × 8")
    }

    @Test func badScriptsExitWith2AndNameFileLineAndKey() throws {
        let folder = try temporaryFolder()
        let script = folder + "/bad.yaml"
        try "screen: {size: [375, 667]}\nwidget:\n  kind: stack\n  frame: [0, 0, 300, 400]\n  maxAngel: 10\n"
            .write(toFile: script, atomically: true, encoding: .utf8)
        let result = try runCardMotion(["render", script, "--output", folder + "/out"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.yaml:5:3: widget.maxAngel: unknown key 'maxAngel' (did you mean 'maxAngle'?)"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"), "nothing is written for a bad script")
    }

    @Test func badOptionsAndMissingFilesExitWith2() throws {
        let badOption = try runCardMotion(["render", Self.example, "--fps", "0"])
        #expect(badOption.status == 2)
        #expect(badOption.stderr.contains("--fps"))
        let missing = try runCardMotion(["states", "/nonexistent/script.yaml"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/nonexistent/script.yaml: no such file"))
        let unknown = try runCardMotion(["render", Self.example, "--frobnicate"])
        #expect(unknown.status == 2)
        #expect(try runCardMotion(["--help"]).status == 0)
    }
}
