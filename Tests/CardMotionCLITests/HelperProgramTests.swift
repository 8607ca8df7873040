import CardMotionTestSupport
import Foundation
import Testing

/// ffmpeg, the helper program of GIF and MP4 output, seen from the command line: what it wrote is checked before it
/// becomes the output, it dies with cardmotion (even a cardmotion killed with SIGKILL), and the temporary spool a
/// killed run leaves behind is removed by the next run, never a live run's.
@Suite struct HelperProgramTests {
    static let example = Repository.stackExample
    let quick = ["--scale", "0.5", "--fps", "10", "--to", "0.3"]

    /// An executable shell script `name` in `folder` with `body`; its path.
    func script(_ name: String, in folder: String, _ body: String) throws -> String {
        let path = folder + "/" + name
        try ("#!/bin/sh\n" + body).write(toFile: path, atomically: true, encoding: .utf8)
        #expect(chmod(path, 0o755) == 0)
        return path
    }

    func environment(ffmpeg: String?, temporary: String? = nil) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["CARDMOTION_FFMPEG"] = ffmpeg
        if let temporary { environment["TMPDIR"] = temporary }
        return environment
    }

    /// An ffmpeg that exits with 0 but writes bytes that are no GIF or MP4: exit 2, the reason, no output file.
    @Test func outputThatIsNotAGIFOrMP4IsAnError() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let garbage = try script("garbage", in: folder, "cat >/dev/null\nfor a; do last=\"$a\"; done\nprintf 'hello' > \"$last\"\n")
        for (name, reason) in [("s.gif", "not a valid GIF: no GIF signature"),
                               ("s.mp4", "not a valid MP4: a box header runs past the end of the file")] {
            let run = try runCardMotion(["render", Self.example, "-o", folder + "/" + name] + quick, environment: environment(ffmpeg: garbage))
            #expect(run.status == 2)
            #expect(run.stderr == "cardmotion: \(folder)/\(name): ffmpeg wrote a file that is \(reason)\n")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["garbage"])
    }

    /// cardmotion killed with SIGKILL while ffmpeg runs: the kernel kills ffmpeg too (PR_SET_PDEATHSIG).
    @Test func theHelperDiesWithCardmotion() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sleeper = try script("sleeper", in: folder, "echo $$ > \"\(folder)/pid\"\nexec sleep 300\n")
        let process = cardMotionProcess(["render", Self.example, "-o", folder + "/s.gif"] + quick,
                                        environment: environment(ffmpeg: sleeper))
        process.standardError = FileHandle.nullDevice
        try process.run()
        var helper: Int32?
        for _ in 0..<600 where helper == nil {
            helper = (try? String(contentsOfFile: folder + "/pid", encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            if helper == nil { Thread.sleep(forTimeInterval: 0.05) }
        }
        let id = try #require(helper)
        #expect(kill(id, 0) == 0)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        // Gone: no such process, or a zombie (dead, waiting for init to collect it).
        func isGone() -> Bool {
            guard kill(id, 0) == 0, let stat = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return true }
            return stat[stat.index(after: close)...].hasPrefix(" Z")
        }
        var gone = false
        for _ in 0..<30 where !gone {
            gone = isGone()
            if !gone { Thread.sleep(forTimeInterval: 0.1) }
        }
        #expect(gone, "the helper \(id) outlived cardmotion by 3 s")
    }

    /// A spool folder whose owner is gone (its `.owner` lock is free) is removed by the next run, a GIF's or any
    /// other; one whose owner lives (the lock held, here by this test) stays, and so do a folder without `.owner` and
    /// a folder whose name only starts like a spool's (`cardmotion-test-1`), which is not looked at.
    @Test func staleSpoolsAreRemovedLiveOnesKept() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let temporary = folder + "/tmp"
        // Names as cardmotion makes them (PREFIX-UUID), and one that only starts like them, whose `.owner` is free.
        let dead = "cardmotion-00000000-0000-0000-0000-00000000000D", live = "cardmotion-00000000-0000-0000-0000-00000000000E"
        let other = "cardmotion-00000000-0000-0000-0000-00000000000F", lookalike = "cardmotion-test-1"
        for name in [dead, live, other, lookalike] {
            try FileManager.default.createDirectory(atPath: temporary + "/" + name, withIntermediateDirectories: true)
            try Data(count: 1000).write(to: URL(fileURLWithPath: temporary + "/" + name + "/frames.nut"))
        }
        #expect(FileManager.default.createFile(atPath: temporary + "/" + dead + "/.owner", contents: nil))
        #expect(FileManager.default.createFile(atPath: temporary + "/" + live + "/.owner", contents: nil))
        #expect(FileManager.default.createFile(atPath: temporary + "/" + lookalike + "/.owner", contents: nil))
        let liveLock = open(temporary + "/" + live + "/.owner", O_RDONLY)
        defer { close(liveLock) }
        #expect(flock(liveLock, LOCK_EX | LOCK_NB) == 0)
        let run = try runCardMotion(["render", Self.example, "-o", folder + "/s.gif"] + quick,
                                    environment: environment(ffmpeg: nil, temporary: temporary))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).sorted() == [live, other, lookalike].sorted())
        try FileManager.default.createDirectory(atPath: temporary + "/" + dead, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: temporary + "/" + dead + "/.owner", contents: nil))
        let states = try runCardMotion(["states", Self.example], environment: environment(ffmpeg: nil, temporary: temporary))
        #expect(states.status == 0, "\(states.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).sorted() == [live, other, lookalike].sorted())
    }
}
