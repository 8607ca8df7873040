import CardMotionTestSupport
import CardRender
import CardVerify
import Foundation
import Testing

/// `cardmotion approve` against crafted artefact folders: a real `verify --artifacts` run in a small project, then
/// its manifest or files tampered with. Every attack is refused with exit status 2 and a message naming the
/// manifest, the frame and the field, before a single file changes.
@Suite struct ApproveSecurityTests {
    /// A 80 x 100 screen, four frames; the overlay's colour (and the stack's left edge) are what the tests change.
    static func script(overlay: String = "gray", left: Int = 10) -> String {
        """
        screen: {size: [80, 100], scale: 1}
        fps: 10
        duration: 0.3
        widget: {kind: stack, frame: [\(left), 10, 60, 80], visibleCount: 2, interitemSpacing: 4}
        cards: [{title: A}, {title: B}]
        overlay: [{frame: [0, 0, 20, 20], backgroundColor: \(overlay)}]

        """
    }

    /// A project folder: `s.yaml` recorded into `ref/`, then changed (every frame fails) and verified with
    /// `--artifacts art`, all from the project folder with relative paths as a user runs them. Beside them, a
    /// `secret.txt` and an executable `scripts/test`.
    static func failedRun(_ changed: String = script(overlay: "red")) throws -> String {
        let folder = try temporaryFolder()
        try script().write(toFile: folder + "/s.yaml", atomically: true, encoding: .utf8)
        #expect(try runCardMotion(["verify", "s.yaml", "--reference", "ref", "--record", "missing"], in: folder).status == 0)
        try changed.write(toFile: folder + "/s.yaml", atomically: true, encoding: .utf8)
        let failed = try runCardMotion(["verify", "s.yaml", "--reference", "ref", "--artifacts", "art"], in: folder)
        #expect(failed.status == 1, "\(failed.stderr)")
        try "secret-key-material\n".write(toFile: folder + "/secret.txt", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/scripts", withIntermediateDirectories: true)
        try "#!/bin/sh\nswift test\n".write(toFile: folder + "/scripts/test", atomically: true, encoding: .utf8)
        return folder
    }

    /// Every file and link below `folder` (and in `outside`, when given): a file's bytes, a link's target.
    static func snapshot(_ folders: String...) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for folder in folders {
            for case let relative as String in FileManager.default.enumerator(atPath: folder)! {
                let path = folder + "/" + relative
                if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                    files[path] = Data(("link:" + target).utf8)
                } else if (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeRegular {
                    files[path] = try Data(contentsOf: URL(fileURLWithPath: path))
                }
            }
        }
        return files
    }

    /// Edits frame 0 of the project's manifest (a JSON object per frame) with `edit`.
    static func editManifest(in folder: String, _ edit: (inout [String: Any]) -> Void) throws {
        let path = folder + "/art/manifest.json"
        var manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
        var frames = manifest["frames"] as! [[String: Any]]
        edit(&frames[0])
        manifest["frames"] = frames
        try JSONSerialization.data(withJSONObject: manifest).write(to: URL(fileURLWithPath: path))
    }

    static func sha256(ofFile path: String) throws -> String {
        ContentDigest.sha256(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    /// The ways a crafted artefact folder tries to write or read outside the references, each with its set-up (in
    /// the project folder, and a folder outside it) and the exact message it gets.
    enum Attack: String, CaseIterable, CustomTestStringConvertible {
        case absolutePathOutside, goingUp, referenceFolderLinkedElsewhere, actualLinkedToASecret, scriptDisguisedAsAFrame,
             frameOfTheWrongSize, digestMismatch, nonReferenceFileInTheProject
        var testDescription: String { rawValue }

        func prepare(_ folder: String, outside: String) throws -> String {
            let manifest = "art/manifest.json"
            let file = FileManager.default
            switch self {
            case .absolutePathOutside:
                try file.copyItem(atPath: folder + "/ref/frame-00000.png", toPath: outside + "/frame-00000.png")
                try editManifest(in: folder) { $0["reference"] = outside + "/frame-00000.png" }
                return "\(manifest): frames[0].reference: '\(outside)/frame-00000.png' is an absolute path; only a path inside the folder is accepted"
            case .goingUp:
                try editManifest(in: folder) {
                    $0["actual"] = "../secret.txt"
                    $0["actualSHA256"] = try! sha256(ofFile: folder + "/secret.txt")
                }
                return "\(manifest): frames[0].actual: '../secret.txt' goes up with '..'; only a path inside the folder is accepted"
            case .referenceFolderLinkedElsewhere:
                try file.moveItem(atPath: folder + "/ref", toPath: outside + "/ref")
                try file.createSymbolicLink(atPath: folder + "/ref", withDestinationPath: outside + "/ref")
                return "\(manifest): frames[0].reference (s frame-00000.png): ref: is a symbolic link; links are not followed here"
            case .actualLinkedToASecret:
                try file.removeItem(atPath: folder + "/art/frame-00000.actual.png")
                try file.createSymbolicLink(atPath: folder + "/art/frame-00000.actual.png", withDestinationPath: folder + "/secret.txt")
                try editManifest(in: folder) { $0["actualSHA256"] = try! sha256(ofFile: folder + "/secret.txt") }
                return "\(manifest): frames[0].actual (s frame-00000.png): art/frame-00000.actual.png: is a symbolic link; links are not followed here"
            case .scriptDisguisedAsAFrame:
                try file.removeItem(atPath: folder + "/art/frame-00000.actual.png")
                try file.copyItem(atPath: folder + "/scripts/test", toPath: folder + "/art/frame-00000.actual.png")
                try editManifest(in: folder) { $0["actualSHA256"] = try! sha256(ofFile: folder + "/scripts/test") }
                return "\(manifest): frames[0].actual (s frame-00000.png): art/frame-00000.actual.png: is not a PNG image: not a PNG file (the signature is missing)"
            case .frameOfTheWrongSize:
                try Data(PNGBytes.valid).write(to: URL(fileURLWithPath: folder + "/art/frame-00000.actual.png"))
                try editManifest(in: folder) { $0["actualSHA256"] = ContentDigest.sha256(PNGBytes.valid) }
                return "\(manifest): frames[0].actual (s frame-00000.png): art/frame-00000.actual.png: is 2 x 1 pixels; the manifest records 80 x 100"
            case .digestMismatch:
                try file.removeItem(atPath: folder + "/art/frame-00000.actual.png")
                try file.copyItem(atPath: folder + "/art/frame-00000.diff.png", toPath: folder + "/art/frame-00000.actual.png")
                return "\(manifest): frames[0].actual (s frame-00000.png): art/frame-00000.actual.png: its SHA-256 is not the one verify recorded (actualSHA256); the file changed since"
            case .nonReferenceFileInTheProject:
                try editManifest(in: folder) {
                    $0["reference"] = "scripts/test"
                    $0["referenceSHA256"] = try! sha256(ofFile: folder + "/scripts/test")
                }
                return "\(manifest): frames[0].reference: 'scripts/test' is not frame-00000.png: approve replaces only frame files of reference folders"
            }
        }
    }

    @Test(arguments: Attack.allCases)
    func aCraftedArtefactFolderIsRefusedBeforeAnythingIsWritten(_ attack: Attack) throws {
        let folder = try Self.failedRun(), outside = try temporaryFolder()
        let message = try attack.prepare(folder, outside: outside)
        let before = try Self.snapshot(folder, outside)
        let result = try runCardMotion(["approve", "art"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr == "cardmotion: \(message)\n")
        #expect(result.stdout == "")
        #expect(try Self.snapshot(folder, outside) == before, "every file byte-identical")
    }

    /// The manifest is parsed strictly: an unknown field, a manifest of the older format (no version) and a wrong
    /// type are refused naming the file and the field.
    @Test func aManifestOfAnotherShapeIsRefused() throws {
        let folder = try Self.failedRun()
        let before = try Self.snapshot(folder)
        try Self.editManifest(in: folder) { $0["fingerprint"] = "3f8-1a2b3c4d" }
        let unknown = try runCardMotion(["approve", "art"], in: folder)
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "cardmotion: art/manifest.json: frames[0].fingerprint: is not a field of a manifest written by this version of verify (run verify --artifacts again)\n")
        try Self.editManifest(in: folder) { $0.removeValue(forKey: "fingerprint"); $0["width"] = "80" }
        let type = try runCardMotion(["approve", "art"], in: folder)
        #expect(type.stderr == "cardmotion: art/manifest.json: frames[0].width: must be a whole number\n")
        try Data(#"{"frames": []}"#.utf8).write(to: URL(fileURLWithPath: folder + "/art/manifest.json"))
        let old = try runCardMotion(["approve", "art"], in: folder)
        #expect(old.status == 2)
        #expect(old.stderr == "cardmotion: art/manifest.json: version: is missing: written by an older cardmotion or not by verify; run verify --artifacts again\n")
        let after = try Self.snapshot(folder)
        #expect(after.filter { !$0.key.hasSuffix("/manifest.json") } == before.filter { !$0.key.hasSuffix("/manifest.json") })
    }

    /// The happy path: the frames are approved, `states.jsonl` takes their geometry, and a frame whose reference
    /// already holds the rendered frame (approved before, its geometry not) still gets its geometry written.
    @Test func approvingReplacesTheReferencesAndTheirGeometry() throws {
        let folder = try Self.failedRun(Self.script(overlay: "red", left: 12))
        let manifest = try ApprovalManifest.parse(Array(Data(contentsOf: URL(fileURLWithPath: folder + "/art/manifest.json"))), file: "m")
        #expect(manifest.frames.map(\.reference) == (0...3).map { "ref/frame-0000\($0).png" })
        // The four frames are alike, so frames 1 to 3 were entries of same-frames.txt naming frame 0: they get files
        // of their own (which win over their entries) before frame 0 alone takes the rendered frame.
        for frame in 1...3 {
            try FileManager.default.copyItem(atPath: folder + "/ref/frame-00000.png", toPath: folder + "/ref/frame-0000\(frame).png")
        }
        try FileManager.default.removeItem(atPath: folder + "/ref/frame-00000.png")
        try FileManager.default.copyItem(atPath: folder + "/art/frame-00000.actual.png", toPath: folder + "/ref/frame-00000.png")
        let approved = try runCardMotion(["approve", "art"], in: folder)
        #expect(approved.status == 0, "\(approved.stderr)")
        #expect(approved.stdout == (1...3).map { "approved s frame-0000\($0).png -> ref/frame-0000\($0).png\n" }.joined()
                + "approve: 3 frames approved, 1 already approved\n")
        let states = try String(contentsOfFile: folder + "/ref/states.jsonl", encoding: .utf8)
        #expect(states == manifest.frames.map { $0.states.text + "\n" }.joined())
        // Approved alike, the four frames are stored once again: frame 0's file, and entries naming it.
        for frame in 0...3 {
            #expect(try Self.sha256(ofFile: folder + "/ref/frame-00000.png") == manifest.frames[frame].actualSHA256)
        }
        #expect(try String(contentsOfFile: folder + "/ref/same-frames.txt", encoding: .utf8).split(separator: "\n").dropFirst().map(String.init)
                == (1...3).map { "frame-0000\($0).png = frame-00000.png" })
        let again = try runCardMotion(["verify", "s.yaml", "--reference", "ref"], in: folder)
        #expect(again.status == 0)
        #expect(!again.stdout.contains("warning"), "\(again.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/ref").sorted()
                == ["frame-00000.png", "same-frames.txt", "states.jsonl"], "no temporary or lock file left")
    }

    /// `--reference DIR` narrows approve to the frames of folders named; a folder outside the current one is refused.
    @Test func referenceNarrowsToFoldersInsideTheCurrentOne() throws {
        let folder = try Self.failedRun()
        let before = try Self.snapshot(folder)
        let outside = try temporaryFolder()
        let refused = try runCardMotion(["approve", "art", "--reference", outside], in: folder)
        #expect(refused.status == 2)
        #expect(refused.stderr == "cardmotion: --reference \(outside): is not inside the current folder; approve writes only below the folder it runs in\n")
        let missing = try runCardMotion(["approve", "art", "--reference", "nothere"], in: folder)
        #expect(missing.stderr == "cardmotion: --reference nothere: no such folder\n")
        try FileManager.default.createDirectory(atPath: folder + "/other", withIntermediateDirectories: true)
        let none = try runCardMotion(["approve", "art", "--reference", "other"], in: folder)
        #expect(none.status == 0)
        #expect(none.stdout == "approve: no failing frame matches in art\n")
        #expect(try Self.snapshot(folder) == before)
        let named = try runCardMotion(["approve", "art", "--reference", "./ref/"], in: folder)
        #expect(named.stdout.hasSuffix("approve: 4 frames approved\n"), "\(named.stdout)")
    }

    /// verify leaves out of the manifest the frames of a reference folder outside the current folder, and says so.
    @Test func verifyRecordsOnlyReferencesInsideTheCurrentFolder() throws {
        let folder = try Self.failedRun(), elsewhere = try temporaryFolder()
        let result = try runCardMotion(["verify", folder + "/s.yaml", "--reference", folder + "/ref", "--artifacts", "art"], in: elsewhere)
        #expect(result.status == 1)
        #expect(result.stderr == "verify: note: the reference folder \(folder)/ref is not inside the current folder; approve replaces only references inside the folder it runs in, so manifest.json leaves out its frames (run verify from a folder that holds \(folder)/ref, or use --record failed)\n")
        let manifest = try ApprovalManifest.parse(Array(Data(contentsOf: URL(fileURLWithPath: elsewhere + "/art/manifest.json"))), file: "m")
        #expect(manifest.frames.isEmpty)
        let failing = try #require(manifest.unlisted.first?.frames)
        #expect(manifest.unlisted == [ApprovalManifest.Unlisted(script: folder + "/s.yaml", references: folder + "/ref", frames: failing)])
        #expect(!failing.isEmpty)
    }

    /// approve of frames whose references lie outside the folder verify ran in refuses (exit 2), naming them, the
    /// folder and what to do, and writes nothing: whether verify was given the folder as an absolute or a relative
    /// path, and wherever approve runs. Narrowed to other scripts or frames, it has nothing to refuse.
    @Test func approvingReferencesOutsideTheFolderIsRefusedWithTheWayOut() throws {
        let folder = try Self.failedRun(), elsewhere = try temporaryFolder()
        let relative = "../" + (folder as NSString).lastPathComponent + "/ref"
        for reference in [folder + "/ref", relative] {
            let result = try runCardMotion(["verify", folder + "/s.yaml", "--reference", reference, "--artifacts", "art"], in: elsewhere)
            #expect(result.status == 1)
            let failing = try ApprovalManifest.parse(Array(Data(contentsOf: URL(fileURLWithPath: elsewhere + "/art/manifest.json"))),
                                                     file: "m").unlisted.first?.frames ?? []
            let frames = failing.count == 1 ? "frame \(failing[0])" : "frames \(failing.first!) to \(failing.last!)"
            let before = try Self.snapshot(folder, elsewhere)
            for directory in [elsewhere, folder] {
                let refused = try runCardMotion(["approve", elsewhere + "/art"], in: directory)
                #expect(refused.status == 2)
                let current = directory == folder ? folder : elsewhere
                #expect(refused.stderr == """
                    cardmotion: \(failing.count) failing frame\(failing.count == 1 ? "" : "s") of s (\(frames)) have their references \
                    in \(folder)/ref, outside the folder verify ran in, so its manifest cannot list them; approve writes only below \
                    the folder it runs in (\(current)). Run verify and approve from a folder that holds \(folder)/ref, or record \
                    them again with cardmotion verify \(folder)/s.yaml --reference \(folder)/ref --record failed
                    nothing was approved

                    """)
                #expect(refused.stdout.isEmpty)
            }
            #expect(try Self.snapshot(folder, elsewhere) == before)
            let other = try runCardMotion(["approve", "art", "--frames", "99999"], in: elsewhere)
            #expect(other.status == 0)
            #expect(other.stdout == "approve: no failing frame matches in art\n")
        }
    }

    /// Whether this process may mount a tmpfs (root, and a kernel and container that allow it).
    static let canMount: Bool = {
        guard let folder = try? temporaryFolder() else { return false }
        defer { _ = try? run("/bin/umount", [folder]) }
        return (try? run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder])) == 0
    }()

    @discardableResult
    static func run(_ program: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// On a full disk approve writes nothing and leaves no temporary file; once there is room, it approves all.
    @Test(.enabled(if: canMount, "mounting a tmpfs needs root (mount -t tmpfs): full-disk approve skipped"))
    func aFullDiskApprovesNothing() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/disk", withIntermediateDirectories: true)
        #expect(try Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", folder + "/disk"]) == 0)
        defer { _ = try? Self.run("/bin/umount", [folder + "/disk"]) }
        try Self.script().write(toFile: folder + "/s.yaml", atomically: true, encoding: .utf8)
        #expect(try runCardMotion(["verify", "s.yaml", "--reference", "disk/ref", "--record", "missing"], in: folder).status == 0)
        try Self.script(overlay: "red", left: 12).write(toFile: folder + "/s.yaml", atomically: true, encoding: .utf8)
        #expect(try runCardMotion(["verify", "s.yaml", "--reference", "disk/ref", "--artifacts", "art"], in: folder).status == 1)
        // Filled to the last block (dd stops at "no space left"), then one block freed for the folder's lock file.
        try Data(count: 4096).write(to: URL(fileURLWithPath: folder + "/disk/room"))
        _ = try Self.run("/bin/dd", ["if=/dev/zero", "of=\(folder)/disk/filler", "bs=4k"])
        try FileManager.default.removeItem(atPath: folder + "/disk/room")
        let before = try Self.snapshot(folder + "/disk/ref")
        let full = try runCardMotion(["approve", "art"], in: folder)
        #expect(full.status == 2)
        #expect(full.stderr == "cardmotion: cannot write disk/ref/frame-00000.png: no space left on the device; nothing was approved\n")
        #expect(try Self.snapshot(folder + "/disk/ref") == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/disk/ref").count == 3,
                "frame-00000.png, same-frames.txt (frames 1 to 3 are alike) and states.jsonl: no temporary or lock file left")
        try FileManager.default.removeItem(atPath: folder + "/disk/filler")
        let roomy = try runCardMotion(["approve", "art"], in: folder)
        #expect(roomy.stdout.hasSuffix("approve: 4 frames approved\n"), "\(roomy.stderr)")
        let again = try runCardMotion(["verify", "s.yaml", "--reference", "disk/ref"], in: folder)
        #expect(again.status == 0)
        #expect(!again.stdout.contains("warning"), "states.jsonl is consistent with the frames: \(again.stdout)")
    }
}
