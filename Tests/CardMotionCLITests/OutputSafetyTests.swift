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

    /// A script that renders for minutes: the switcher example made ten minutes long (or `seconds` long).
    func longScript(in folder: String, seconds: Int = 600) throws -> String {
        let example = try String(contentsOfFile: Repository.example("switcher"), encoding: .utf8)
        let path = folder + "/long.yaml"
        try example.replacingOccurrences(of: "\nfps: 60\n", with: "\nfps: 60\nduration: \(seconds)\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Ctrl-C while ffmpeg writes a GIF: the run exits 130 and leaves neither the GIF nor ffmpeg's spool folder in
    /// the system's temporary folder.
    @Test func ctrlCDuringAGIFLeavesNoTemporaryFolder() throws {
        let folder = try temporaryFolder(), scratch = folder + "/tmp"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: false)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = scratch
        let process = cardMotionProcess(["render", try longScript(in: folder, seconds: 120), "-o", folder + "/long.gif", "--scale", "0.25"],
                                        environment: environment)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while try FileManager.default.contentsOfDirectory(atPath: scratch).isEmpty, Date() < deadline { usleep(20_000) }
        #expect(try !FileManager.default.contentsOfDirectory(atPath: scratch).isEmpty, "ffmpeg's folder was made")
        usleep(300_000)
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder + "/long.gif"))
    }

    /// Starts a long render, waits for its first frames, sends `signal` and checks the clean stop: the frames drawn so
    /// far were staged, and are removed; the folder is left as it was (empty).
    func stopsCleanly(on signal: Int32, status: Int32) throws {
        let folder = try temporaryFolder(), output = folder + "/frames"
        let process = cardMotionProcess(["render", try longScript(in: folder), "-o", output, "--scale", "2"])
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        waitForFrames(in: output, count: 5)
        kill(process.processIdentifier, signal)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == status)
        #expect(stderr.contains("unfinished file"), "\(stderr)")
        #expect(files(under: output) == [], "no frame put in place, no temporary file left")
    }

    @Test func ctrlCLeavesTheFolderAsItWas() throws {
        try stopsCleanly(on: SIGINT, status: 130)
    }

    @Test func sigtermLeavesTheFolderAsItWas() throws {
        try stopsCleanly(on: SIGTERM, status: 143)
    }

    /// A run that dies of a fatal signal (a Swift trap is SIGILL; a fault SIGSEGV; SIGABRT) while frames are staged
    /// removes them and its lock file before it dies, and still dies of the signal: no hidden `.frame-*.tmp` or
    /// `.cardmotion.lock` is left in the folder for the next run to sweep. How it ended is read from the kernel
    /// (`/proc/PID/stat`: state and exit code), since the test process's signal mask, which its children inherit,
    /// keeps SIGCHLD blocked and so can keep a parent from reaping a child that died of a signal.
    @Test(.serialized, arguments: [SIGILL, SIGSEGV, SIGABRT])
    func aFatalSignalLeavesNoTemporaryFile(signal: Int32) throws {
        let folder = try temporaryFolder(), output = folder + "/frames"
        let process = cardMotionProcess(["render", try longScript(in: folder), "-o", output, "--scale", "2"])
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        waitForFrames(in: output, count: 5)
        #expect(files(under: output).contains { $0.hasPrefix(".frame-") && $0.hasSuffix(".tmp") }, "frames are staged")
        #expect(files(under: output).contains(".cardmotion.lock"))
        let pid = process.processIdentifier
        kill(pid, signal)
        // The state and exit code (as waitpid reports it) once the process has ended: fields 3 and 52 of its stat line.
        var ended: (state: Substring, code: Int32)?
        let deadline = Date().addingTimeInterval(60)
        while ended == nil, Date() < deadline {
            if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
               let fields = stat.split(separator: ")").last?.split(separator: " "), fields.count >= 50, fields[0] == "Z" {
                ended = (fields[0], Int32(fields[49].trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1)
            } else if process.isRunning {
                usleep(20_000)
            } else {
                ended = ("reaped", process.terminationReason == .uncaughtSignal ? process.terminationStatus : 1000 + process.terminationStatus)
            }
        }
        let code = try #require(ended, "the run ended").code
        #expect(code & 0x7f == signal, "died of the signal (wait status \(code))")
        #expect(files(under: output) == [], "no frame put in place, no temporary or lock file left")
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

extension OutputSafetyTests {
    /// Starts `cardmotion` with `arguments` (in `folder`, if given) and returns at once; its stdout and stderr go
    /// to the pipes returned.
    func start(_ arguments: [String], in folder: String? = nil) throws -> (process: Process, stdout: Pipe, stderr: Pipe) {
        let process = Process()
        process.executableURL = cardMotionProcess([]).executableURL
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        return (process, out, err)
    }

    /// Waits until `folder` holds `count` frame files, in place or still staged under their temporary names
    /// (`.frame-00000.png.PID.N.tmp`; at most a minute).
    func waitForFrames(in folder: String, count: Int = 1) {
        let deadline = Date().addingTimeInterval(60)
        while files(under: folder).filter({ $0.hasPrefix("frame-") || $0.hasPrefix(".frame-") }).count < count && Date() < deadline {
            usleep(10_000)
        }
    }

    /// Holds the lock of `folder` as another run would (its lock file locked, naming process `id`) while `body`
    /// runs.
    static func holdingLock<T>(of folder: String, as id: Int32, _ body: () throws -> T) throws -> T {
        let descriptor = open(folder + "/.cardmotion.lock", O_RDWR | O_CREAT, 0o644)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        try #require(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        let number = Array("\(id)\n".utf8)
        try #require(write(descriptor, number, number.count) == number.count)
        return try body()
    }

    /// The number of a process that has ended (none has it now).
    static func endedProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    /// Two renders of different scripts into one folder: the second stops at once (status 2, naming the first run's
    /// process) without writing anything; the first one's frames are all there, whole, and nothing else is.
    @Test func twoRendersIntoOneFolderNeverMix() throws {
        let folder = try temporaryFolder(), output = folder + "/frames"
        let first = try start(["render", try longScript(in: folder, seconds: 20), "-o", output, "--scale", "0.5"])
        waitForFrames(in: output)
        let second = try runCardMotion(["render", Repository.root.appendingPathComponent("Examples/deck.yaml").path, "-o", output, "--scale", "0.5"])
        #expect(first.process.isRunning, "the second run stopped while the first was still writing")
        #expect(second.status == 2)
        #expect(second.stderr == "cardmotion: \(output)/: another cardmotion run (process \(first.process.processIdentifier)) is writing here; wait for it or choose another --output\n")
        let summary = String(decoding: first.stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        first.process.waitUntilExit()
        #expect(first.process.terminationStatus == 0)
        let count = try #require(summary.split(separator: " ").first.flatMap { Int($0) }, "\(summary)")
        #expect(count == 1201)
        #expect(files(under: output) == (0..<count).map(FrameFileName.of), "the first run's frames and nothing else (no lock file left)")
        for name in files(under: output) { _ = try PNGCodec.decode(contentsOf: output + "/" + name) }
    }

    /// A folder held by another run stops `render` at once with status 2, before any frame is written; with
    /// several scripts, every sub-folder is locked before the first frame, so one held sub-folder stops them all.
    /// Once the holder has gone, the folder is free again.
    @Test func aHeldFolderStopsARenderBeforeItWritesAnything() throws {
        let folder = try temporaryFolder(), output = folder + "/frames"
        try FileManager.default.createDirectory(atPath: output + "/deck", withIntermediateDirectories: true)
        let quick = ["--fps", "5", "--scale", "0.25"]
        let stack = Repository.stackExample, deck = Repository.root.appendingPathComponent("Examples/deck.yaml").path
        try Self.holdingLock(of: output, as: 4242) {
            let result = try runCardMotion(["render", stack, "-o", output] + quick)
            #expect(result.status == 2)
            #expect(result.stderr == "cardmotion: \(output)/: another cardmotion run (process 4242) is writing here; wait for it or choose another --output\n")
        }
        try Self.holdingLock(of: output + "/deck", as: 4343) {
            let result = try runCardMotion(["render", stack, deck, "-o", output] + quick)
            #expect(result.status == 2)
            #expect(result.stderr == "cardmotion: \(output)/deck/: another cardmotion run (process 4343) is writing here; wait for it or choose another --output\n")
        }
        #expect(files(under: output) == [".cardmotion.lock", "deck", "deck/.cardmotion.lock", "stack"], "no frame, and stack/ released")
        let free = try runCardMotion(["render", stack, "-o", output] + quick)
        #expect(free.status == 0, "\(free.stderr)")
        #expect(!files(under: output).contains(".cardmotion.lock"), "a run removes its lock file when it ends")
    }

    /// A run killed with SIGKILL leaves its lock file but not its lock, and the next run into the folder removes the
    /// temporary files of dead processes (exactly `.NAME.PID.N.tmp`), not those of a live one nor look-alikes.
    @Test func aKilledRunsLockAndTemporaryFilesDoNotOutliveIt() throws {
        let folder = try temporaryFolder(), output = folder + "/frames"
        let killed = try start(["render", try longScript(in: folder), "-o", output, "--scale", "2"])
        waitForFrames(in: output, count: 2)
        kill(killed.process.processIdentifier, SIGKILL)
        killed.process.waitUntilExit()
        #expect(FileManager.default.fileExists(atPath: output + "/.cardmotion.lock"))
        let dead = killed.process.processIdentifier, alive = ProcessInfo.processInfo.processIdentifier
        let kept = [".frame-00002.png.\(alive).1.tmp", ".frame-00003.png.\(dead)x.1.tmp", ".frame-00004.png.\(dead).tmp",
                    "frame-00005.png.\(dead).1.tmp"]
        for name in kept + [".frame-00001.png.\(dead).7.tmp", ".stack.png.\(try Self.endedProcessID()).1.tmp"] {
            try Data("partial".utf8).write(to: URL(fileURLWithPath: output + "/" + name))
        }
        let result = try runCardMotion(["render", Repository.stackExample, "-o", output, "--fps", "5", "--scale", "0.25"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(files(under: output).filter { FrameFileName.exactIndex(of: $0) == nil } == kept.sorted())
        #expect(files(under: output).filter { FrameFileName.exactIndex(of: $0) != nil } == (0..<19).map(FrameFileName.of))
    }

    /// `render s.yaml -o .` in the folder of the script's own inputs: the frames past the end of the new run go,
    /// but no input does, whatever its name (a card image, a logo through a symbolic link, a font, the script), and
    /// neither do names that are not exactly this tool's frame names.
    @Test func staleFrameCleanupNeverRemovesAnInput() throws {
        let folder = try temporaryFolder()
        try FileManager.default.copyItem(atPath: Repository.root.appendingPathComponent("Examples/images").path, toPath: folder + "/images")
        for copy in ["frame-00099.png", "frame-00098.png", "frame-000095.png"] {
            try FileManager.default.copyItem(atPath: folder + "/images/sprite-band.png", toPath: folder + "/" + copy)
        }
        try FileManager.default.createSymbolicLink(atPath: folder + "/frame-00094.png", withDestinationPath: "images/sprite-logo.png")
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", toPath: folder + "/frame-00097.png")
        let example = try String(contentsOfFile: Repository.stackExample, encoding: .utf8)
        let script = "fonts: [frame-00097.png]\n" + example
            .replacingOccurrences(of: "image: images/sprite-band.png", with: "image: frame-00099.png")
            .replacingOccurrences(of: "logo: images/sprite-logo.png", with: "logo: frame-00094.png")
        try script.write(toFile: folder + "/s.yaml", atomically: true, encoding: .utf8)
        func render(_ script: String) throws -> [String] {
            let run = try start(["render", script, "-o", ".", "--fps", "5", "--scale", "0.25"], in: folder)
            let stderr = String(decoding: run.stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            run.process.waitUntilExit()
            #expect(run.process.terminationStatus == 0, "\(stderr)")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            #expect(Set((0..<19).map(FrameFileName.of)).isSubset(of: names))
            return names.filter { FrameFileName.exactIndex(of: $0).map { $0 >= 19 } ?? true }.sorted()
        }
        #expect(try render("s.yaml") == ["frame-000095.png", "frame-00094.png", "frame-00097.png", "frame-00099.png", "images", "s.yaml"])
        try script.write(toFile: folder + "/frame-00096.png", atomically: true, encoding: .utf8)
        #expect(try render("frame-00096.png").contains("frame-00096.png"), "the script itself")
    }

    /// Ctrl-C at any moment of a render, again and again, under write pressure (small frames, several threads):
    /// always status 130, never an error about the writes the stop refused, and only whole frames left.
    @Test func ctrlCAlwaysExits130() throws {
        for attempt in 0..<8 {
            let folder = try temporaryFolder(), output = folder + "/frames"
            let run = try start(["render", try longScript(in: folder), "-o", output, "--scale", "0.25", "--jobs", "3"])
            waitForFrames(in: output)
            usleep(UInt32(attempt * 23_000))
            kill(run.process.processIdentifier, SIGINT)
            let stderr = String(decoding: run.stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            run.process.waitUntilExit()
            #expect(run.process.terminationStatus == 130, "attempt \(attempt): \(stderr)")
            #expect(stderr.hasPrefix("\ncardmotion: interrupted; "), "attempt \(attempt): \(stderr)")
            #expect(files(under: output).allSatisfy { FrameFileName.exactIndex(of: $0) != nil }, "attempt \(attempt)")
        }
    }

    /// A stop signal that comes while the run is starting (before its signal handling is registered) is not lost:
    /// the run stops (status 143, or killed by the signal if it came before the run set anything up) instead of
    /// rendering on to its end.
    @Test func aSignalInTheFirstMillisecondsIsNotLost() throws {
        for attempt in 0..<6 {
            let folder = try temporaryFolder()
            let process = Process()
            process.executableURL = cardMotionProcess([]).executableURL
            process.arguments = ["render", try longScript(in: folder), "-o", folder + "/frames", "--scale", "0.25"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32(attempt * 4_000))
            kill(process.processIdentifier, SIGTERM)
            let deadline = Date().addingTimeInterval(30)
            while process.isRunning && Date() < deadline { usleep(10_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            let stopped = process.terminationReason == .exit ? process.terminationStatus == 143 : process.terminationStatus == SIGTERM
            #expect(stopped, "attempt \(attempt): \(process.terminationReason == .exit ? "exit" : "signal") \(process.terminationStatus)")
        }
    }

    /// An output path under a regular file, for every command that creates folders: one plain message naming the
    /// file, status 2.
    @Test func aFolderUnderAFileIsNamedForEveryOutput() throws {
        let folder = try temporaryFolder(), file = folder + "/afile"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let png = folder + "/a.png"
        #expect(try runCardMotion(["preview", Repository.stackExample, "--scale", "0.25", "-o", png]).status == 0)
        let quick = ["--fps", "5", "--scale", "0.25"]
        let runs: [(arguments: [String], folder: String)] = [
            (["render", Repository.stackExample, "-o", file + "/sub", "--to", "0"], file + "/sub"),
            (["preview", Repository.stackExample, "-o", file + "/sub/deeper/p.png"], file + "/sub/deeper"),
            (["verify", Repository.stackExample, "--reference", file + "/sub", "--record", "missing"] + quick, file + "/sub"),
            (["verify", Repository.stackExample, "--reference", folder + "/ref", "--record", "missing", "--artifacts", file + "/art"] + quick, file + "/art"),
            (["compare", png, png, "--output", file + "/sub/diff.png"], file + "/sub"),
        ]
        for (arguments, path) in runs {
            let result = try runCardMotion(arguments)
            #expect(result.status == 2, "\(arguments[0])")
            #expect(result.stderr == "cardmotion: cannot create the folder \(path): \(file) is a file, not a folder\n")
        }
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
