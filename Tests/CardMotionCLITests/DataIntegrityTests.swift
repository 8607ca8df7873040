import CardMotionTestSupport
import Foundation
import Testing

/// A run that fails part-way changes nothing, and no run writes over a file it reads or through a link it did not
/// make.
@Suite struct DataIntegrityTests {
    /// Every file under `folder` (hidden ones too: temporary files, the lock file) with its bytes, by relative path.
    func snapshot(_ folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        for case let name as String in FileManager.default.enumerator(atPath: folder) ?? FileManager.DirectoryEnumerator() {
            if let data = FileManager.default.contents(atPath: folder + "/" + name) { files[name] = data }
        }
        return files
    }

    func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// A stack of five cards whose last one, seen from frame 3 on, casts a shadow of radius `radius` (at 2 pixels per
    /// point, 1000 points make a mask of 12040 x 12040 pixels, past the 64,000,000-pixel limit only met while
    /// drawing), its cell `color`.
    func lateShadowScript(radius: Int, color: String = "white") -> String {
        """
        screen: {size: [100, 160], scale: 2}
        fps: 10
        duration: 1
        widget: {kind: stack, frame: [10, 10, 80, 140]}
        cell:
          backgroundColor: \(color)
          layers:
            - frame: [10, 10, 20, 20]
              shadow: {opacity: 1, radius: \(radius)}
              backgroundColor: red
              if: late
        cards:
          - {}
          - {}
          - {}
          - {}
          - {late: x}
        timeline:
          - {at: 0.1, swipe: left}
          - {at: 0.3, swipe: left}
          - {at: 0.5, swipe: left}

        """
    }

    /// A limit met only while drawing frame 3: `render` into a folder of an earlier run's frames, and `verify
    /// --record all` over recorded references (with `--artifacts`), fail naming the script's line and key and the
    /// frame, and leave every folder byte-identical.
    @Test func aLimitMetWhileDrawingALateFrameLeavesEveryFolderAsItWas() throws {
        let folder = try temporaryFolder()
        let good = folder + "/good.yaml", late = folder + "/late.yaml"
        try write(lateShadowScript(radius: 5), to: good)
        try write(lateShadowScript(radius: 1000), to: late)
        let message = "cardmotion: \(late):9:15: cell.layers[0].shadow: a shadow of 12040 x 12040 pixels exceeds the limit of 64000000 pixels (drawing frame 3 at 0.3 s)\n"

        let frames = folder + "/frames"
        #expect(try runCardMotion(["render", good, "-o", frames]).status == 0)
        let rendered = snapshot(frames)
        #expect(rendered.count == 11)
        let render = try runCardMotion(["render", late, "-o", frames, "--jobs", "2"])
        #expect(render.status == 2)
        #expect(render.stderr == message)
        #expect(snapshot(frames) == rendered)

        let references = folder + "/references", artifacts = folder + "/artifacts"
        #expect(try runCardMotion(["verify", good, "--reference", references, "--record", "all"]).status == 0)
        let recorded = snapshot(references)
        #expect(recorded.count == 3, "11 alike frames stored once (frame-00000.png and same-frames.txt), and states.jsonl")
        // Run from the folder that holds the references, as approve would be: verify writes no note about them.
        let verify = try runCardMotion(["verify", late, "--reference", references, "--record", "all", "--artifacts", artifacts],
                                       in: folder)
        #expect(verify.status == 2)
        #expect(verify.stderr == message)
        #expect(snapshot(references) == recorded)
        #expect(snapshot(artifacts) == [:])
    }

    /// The chunks of a PNG file: type, where the chunk starts, and its data's range.
    func chunks(of bytes: [UInt8]) -> [(type: String, offset: Int, data: Range<Int>)] {
        var chunks: [(type: String, offset: Int, data: Range<Int>)] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            chunks.append((type, offset, offset + 8..<offset + 8 + length))
            offset += 12 + length
        }
        return chunks
    }

    /// A reference APNG whose last frame's data is garbage (with a correct CRC): `verify` of a script that fails
    /// every frame against it stops at that frame with status 2, naming the file, and writes no failure image: the
    /// artefact folder keeps the earlier run's files, and only them. A later run that passes leaves its reports and
    /// none of the earlier run's failure images.
    @Test func aCorruptLateFrameOfAReferenceAPNGWritesNoArtefacts() throws {
        let folder = try temporaryFolder()
        let red = folder + "/red.yaml", blue = folder + "/blue.yaml", reference = folder + "/ref.apng"
        let artifacts = folder + "/artifacts"
        try write(lateShadowScript(radius: 5, color: "'#ff0000'"), to: red)
        try write(lateShadowScript(radius: 5, color: "'#0000ff'"), to: blue)
        #expect(try runCardMotion(["verify", red, "--reference", reference, "--record", "missing"]).status == 0)
        let failing = try runCardMotion(["verify", blue, "--reference", reference, "--artifacts", artifacts])
        #expect(failing.status == 1, "\(failing.stderr)")
        let earlier = snapshot(artifacts)
        // 11 failing frames; the failures of frames at rest repeat an earlier frame's and share its images.
        #expect(failing.stdout.contains("0 passed, 11 failed"), "\(failing.stdout)")
        #expect(earlier.keys.filter { $0.hasSuffix(".actual.png") }.count == 8)

        let good = try [UInt8](Data(contentsOf: URL(fileURLWithPath: reference)))
        var broken = good
        let all = chunks(of: good)
        let last = try #require(all.lastIndex { $0.type == "fdAT" })
        let frameControls = all[..<last].filter { $0.type == "fcTL" }
        let control = try #require(frameControls.last)
        let data = all[last].data
        for index in (data.lowerBound + 4)..<data.upperBound { broken[index] = 0xFF }
        let checksum = PNGBytes.crc32(Array(broken[(all[last].offset + 4)..<data.upperBound]))
        broken.replaceSubrange(data.upperBound..<data.upperBound + 4, with: PNGBytes.bigEndian(checksum))
        try Data(broken).write(to: URL(fileURLWithPath: reference))

        let corrupt = try runCardMotion(["verify", blue, "--reference", reference, "--artifacts", artifacts])
        #expect(corrupt.status == 2)
        #expect(corrupt.stderr == "cardmotion: reference \(reference): fcTL \(frameControls.count - 1) at byte \(control.offset): the frame's data cannot be decoded: IDAT: invalid window size (libpng)\n")
        #expect(frameControls.count > 1, "a late frame is the broken one")
        #expect(snapshot(artifacts) == earlier)

        try Data(good).write(to: URL(fileURLWithPath: reference))
        let passing = try runCardMotion(["verify", red, "--reference", reference, "--artifacts", artifacts])
        #expect(passing.status == 0, "\(passing.stderr)")
        #expect(snapshot(artifacts).keys.sorted() == ["junit.xml", "manifest.json", "report.html", "report.json"])
    }

    /// `compare --output` that is, on disk, one of the compared files or folders (a hard link, another spelling, the
    /// same file given twice, a symbolic link to a folder) exits 2 naming `--output` and the input, and changes nothing.
    @Test func compareNeverWritesOverAnInput() throws {
        let folder = try temporaryFolder()
        let a = folder + "/A", b = folder + "/B"
        for side in [a, b] { try FileManager.default.createDirectory(atPath: side, withIntermediateDirectories: true) }
        try Data(PNGBytes.valid).write(to: URL(fileURLWithPath: a + "/x.png"))
        try Data(PNGBytes.png(width: 2, height: 1, depth: 8, colorType: 2, rows: [0, 0, 255, 0, 0, 0, 255]))
            .write(to: URL(fileURLWithPath: b + "/x.png"))
        try FileManager.default.linkItem(atPath: a + "/x.png", toPath: folder + "/hard.png")
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: "A")
        let before = snapshot(folder)
        let file = "it would be replaced by the diff; choose another file\n"
        let cases: [(arguments: [String], message: String)] = [
            ([a + "/x.png", b + "/x.png", "--output", a + "/x.png"],
             "cardmotion: --output \(a)/x.png is the compared file \(a)/x.png (the same file on disk): \(file)"),
            ([a + "/x.png", b + "/x.png", "--output", folder + "/hard.png"],
             "cardmotion: --output \(folder)/hard.png is the compared file \(a)/x.png (the same file on disk): \(file)"),
            ([a + "/x.png", a + "/x.png", "--output", b + "/../A/./x.png"],
             "cardmotion: --output \(b)/../A/./x.png is the compared file \(a)/x.png (the same file on disk): \(file)"),
            ([a, b, "--output", folder + "/link"],
             "cardmotion: --output \(folder)/link is the compared folder \(a) (the same folder on disk): its images would be replaced by diffs; choose another folder\n"),
        ]
        for (arguments, message) in cases {
            let result = try runCardMotion(["compare"] + arguments)
            #expect(result.status == 2)
            #expect(result.stderr == message)
        }
        #expect(snapshot(folder) == before)
    }

    /// Whether this process may bind-mount a folder (root with CAP_SYS_ADMIN, not in every container).
    static let canBindMount: Bool = {
        guard let folder = try? temporaryFolder() else { return false }
        let target = folder + "/target"
        try? FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        guard mountCommand(["--bind", folder, target]) == 0 else { return false }
        return mountCommand(["-u", target]) == 0
    }()

    /// Runs `mount ARGUMENTS` (or `umount` for `-u TARGET`); its exit status.
    @discardableResult
    static func mountCommand(_ arguments: [String]) -> Int32 {
        let process = Process()
        let unmount = arguments.first == "-u"
        process.executableURL = URL(fileURLWithPath: unmount ? "/bin/umount" : "/bin/mount")
        process.arguments = unmount ? Array(arguments.dropFirst()) : arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// A bind mount of a compared folder as `--output`: another path to the same folder, refused by device and inode.
    @Test(.enabled(if: canBindMount, "mount --bind is not allowed here (it needs root with CAP_SYS_ADMIN)"))
    func compareRefusesABindMountOfAnInput() throws {
        let folder = try temporaryFolder()
        let a = folder + "/A", b = folder + "/B", mounted = folder + "/X"
        for side in [a, b, mounted] { try FileManager.default.createDirectory(atPath: side, withIntermediateDirectories: true) }
        try Data(PNGBytes.valid).write(to: URL(fileURLWithPath: a + "/x.png"))
        try Data(PNGBytes.png(width: 2, height: 1, depth: 8, colorType: 2, rows: [0, 0, 255, 0, 0, 0, 255]))
            .write(to: URL(fileURLWithPath: b + "/x.png"))
        try #require(Self.mountCommand(["--bind", a, mounted]) == 0)
        defer { Self.mountCommand(["-u", mounted]) }
        let before = snapshot(a)
        let result = try runCardMotion(["compare", a, b, "--output", mounted])
        #expect(result.status == 2)
        #expect(result.stderr == "cardmotion: --output \(mounted) is the compared folder \(a) (the same folder on disk): its images would be replaced by diffs; choose another folder\n")
        #expect(snapshot(a) == before)
    }

    /// A lock file that is a symbolic link, a hard link to a file elsewhere, or not a regular file is refused before
    /// it is locked or written: status 2, naming the folder, and the file it leads to keeps its content.
    @Test func aLockFileThatLeadsElsewhereIsNeverWritten() throws {
        let folder = try temporaryFolder()
        let victim = folder + "/victim.txt", script = folder + "/s.yaml"
        try write("important content\n", to: victim)
        try write(lateShadowScript(radius: 5), to: script)
        let kinds: [(name: String, make: (String) throws -> Void, problem: String)] = [
            ("symlink", { try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: victim) }, "is a symbolic link"),
            ("hardlink", { try FileManager.default.linkItem(atPath: victim, toPath: $0) }, "has 2 names (a hard link to a file elsewhere)"),
            ("fifo", { #expect(mkfifo($0, 0o644) == 0) }, "is not a regular file"),
        ]
        for (name, make, problem) in kinds {
            let output = folder + "/" + name
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            try make(output + "/.cardmotion.lock")
            let result = try runCardMotion(["render", script, "-o", output])
            #expect(result.status == 2)
            #expect(result.stderr == "cardmotion: cannot lock the folder \(output): its lock file .cardmotion.lock \(problem); it is never written through: remove it and run again\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: output) == [".cardmotion.lock"], "no frame written")
        }
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "important content\n")
    }
}
