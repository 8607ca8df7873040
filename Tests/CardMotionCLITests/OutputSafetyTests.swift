import CardMotionTestSupport
import CardRender
import Foundation
import Testing

/// Whatever happens during a run, outputs are whole files in the chosen folder, or nothing.
@Suite struct OutputSafetyTests {

    /// Every file under `folder`, as paths relative to it.
    func files(under folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
    }

    /// A script that renders for minutes: the switcher example made ten minutes long.
    func longScript(in folder: String) throws -> String {
        let example = try String(contentsOfFile: Repository.example("switcher"), encoding: .utf8)
        let path = folder + "/long.yaml"
        try example.replacingOccurrences(of: "\nfps: 60\n", with: "\nfps: 60\nduration: 600\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Starts a long render, waits for its first frames, sends `signal` and checks the clean stop.
    func stopsCleanly(on signal: Int32, status: Int32) throws {
        let folder = try temporaryFolder(), output = folder + "/frames"
        let process = cardMotionProcess(["render", try longScript(in: folder), "-o", output, "--scale", "2"])
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while files(under: output).filter({ $0.hasPrefix("frame-") }).count < 5 && Date() < deadline { usleep(20_000) }
        kill(process.processIdentifier, signal)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == status)
        #expect(stderr.contains("unfinished file"), "\(stderr)")
        let written = files(under: output)
        #expect(written.count >= 5 && written.count < 36_001, "the run stopped early")
        #expect(written.allSatisfy { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }, "no temporary file is left: \(written.filter { !$0.hasPrefix("frame-") })")
        for name in written { _ = try PNGCodec.decode(contentsOf: output + "/" + name) }
    }

    @Test func ctrlCLeavesOnlyWholeFrames() throws {
        try stopsCleanly(on: SIGINT, status: 130)
    }

    @Test func sigtermLeavesOnlyWholeFrames() throws {
        try stopsCleanly(on: SIGTERM, status: 143)
    }

    /// A full disk behind standard output is an error, not output silently lost.
    @Test func aFullDiskOnStandardOutputExitsWith2() throws {
        let process = cardMotionProcess(["states", Repository.stackExample])
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        let err = Pipe()
        process.standardError = err
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(stderr == "cardmotion: cannot write to standard output: no space left on the device\n")
    }

    /// An output folder that cannot be created (here /proc accepts no new folders, even for root) or that is a file.
    @Test func anUnwritableOutputFolderExitsWith2() throws {
        let denied = try runCardMotion(["render", Repository.stackExample, "-o", "/proc/cardmotion-frames", "--to", "0"])
        #expect(denied.status == 2)
        #expect(denied.stderr.hasPrefix("cardmotion: cannot create the folder /proc/cardmotion-frames: "), "\(denied.stderr)")
        let file = try temporaryFolder() + "/taken"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let taken = try runCardMotion(["render", Repository.stackExample, "-o", file, "--to", "0"])
        #expect(taken.status == 2)
        #expect(taken.stderr == "cardmotion: \(file) exists and is not a folder\n")
    }

    /// Scripts in other folders, named with dots (one reads its images from its parent folder, named by
    /// `--assets`): every file written lands inside the output folder.
    @Test func nothingIsWrittenOutsideTheOutputFolder() throws {
        let root = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: root + "/scripts/nested", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repository.examples + "/images", toPath: root + "/scripts/images")
        let example = try String(contentsOfFile: Repository.stackExample, encoding: .utf8)
        try example.write(toFile: root + "/scripts/..stack.yaml", atomically: true, encoding: .utf8)
        try example.replacingOccurrences(of: "images/", with: "../images/")
            .write(toFile: root + "/scripts/nested/.hidden.yaml", atomically: true, encoding: .utf8)
        let before = Set(files(under: root))
        let result = try runCardMotion(["render", root + "/scripts/..stack.yaml", root + "/scripts/nested/.hidden.yaml",
                                        "-o", root + "/out", "--fps", "5", "--scale", "0.25", "--to", "0.4", "--assets", root + "/scripts"])
        #expect(result.status == 0, "\(result.stderr)")
        let added = Set(files(under: root)).subtracting(before)
        #expect(added.allSatisfy { $0.hasPrefix("out") }, "\(added.filter { !$0.hasPrefix("out") })")
        #expect(added.filter { $0.hasSuffix(".png") }.sorted() == [
            "out/..stack/frame-00000.png", "out/..stack/frame-00001.png", "out/..stack/frame-00002.png",
            "out/.hidden/frame-00000.png", "out/.hidden/frame-00001.png", "out/.hidden/frame-00002.png",
        ])
    }
}

/// The same script gives byte-identical frames on every run, whatever the number of threads.
@Suite struct DeterminismTests {
    static let examples = ["stack", "deck", "switcher", "sortGrid", "sortGrid-default"]

    @Test(arguments: examples)
    func everyExampleRendersByteIdenticallyTwiceAndOnAnyNumberOfThreads(_ example: String) throws {
        let script = Repository.example(example)
        var runs: [[String: Data]] = []
        for jobs in ["1", "2", "2"] {
            let folder = try temporaryFolder()
            let result = try runCardMotion(["render", script, "-o", folder, "--fps", "15", "--jobs", jobs])
            try #require(result.status == 0, "\(result.stderr)")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            runs.append(Dictionary(uniqueKeysWithValues: try names.map { ($0, try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0))) }))
        }
        #expect(runs[0].count > 10)
        #expect(runs[0] == runs[1], "--jobs 1 and --jobs 2 differ")
        #expect(runs[1] == runs[2], "two runs with --jobs 2 differ")
    }
}
