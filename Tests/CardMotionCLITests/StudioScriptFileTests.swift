import CardMotionTestSupport
import Foundation
import Testing

/// The studio reads its scripts again only as they were found at start (docs/security.md, The studio): a script
/// swapped for a link or a second name of another file is refused with a message that quotes none of it.
@Suite(.serialized) struct StudioScriptFileTests {
    /// Replaces `path` by rename with what `make` creates at a temporary name beside it (as an editor saves).
    static func swap(_ path: String, _ make: (String) throws -> Void) throws {
        let temporary = path + ".swap"
        try make(temporary)
        guard rename(temporary, path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    @Test func aScriptSwappedForALinkOrAHardLinkIsRefusedWithoutQuotingIt() throws {
        let folder = try temporaryFolder(), elsewhere = try temporaryFolder()
        let script = try copyOfStackExample(in: folder)
        let good = try String(contentsOfFile: script, encoding: .utf8)
        let secrets = [("secret.yaml", "AWS_SECRET_ACCESS_KEY: wJalrXUtnFEMI\npassword: hunter2\n"), ("secret.env", "DB_PASSWORD=hunter2\n")]
        for (name, text) in secrets { try text.write(toFile: elsewhere + "/" + name, atomically: true, encoding: .utf8) }
        let studio = try StudioProcess([script])
        var revision = 1
        func refusal(after change: () throws -> Void) throws -> [String: Any] {
            try change()
            revision += 1
            let state = try StudioTests.state(atRevision: revision, port: studio.port)
            #expect(state["revision"] as? Int == revision)
            #expect(state["frames"] as? Int == 223, "the last good frames stay")
            let body = try LoopbackHTTP.get("/api/state", port: studio.port).text
            #expect(!body.contains("hunter2") && !body.contains("AWS_SECRET") && !body.contains("wJalr"))
            return try #require(state["error"] as? [String: Any])
        }
        for (name, _) in secrets + [("/etc/passwd", "")] {
            let target = name.hasPrefix("/") ? name : elsewhere + "/" + name
            let error = try refusal { try Self.swap(script) { try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: target) } }
            #expect(error["message"] as? String
                    == "\(script): was replaced by a symbolic link, which is not followed (start again naming the link to read through it)")
            #expect(error["line"] is NSNull)
        }
        // A second name of a file elsewhere (a hard link) put in its place.
        let error = try refusal { try Self.swap(script) { try FileManager.default.linkItem(atPath: elsewhere + "/secret.env", toPath: $0) } }
        #expect(error["message"] as? String
                == "\(script): is now a second name (hard link) of another file; only the file named at start, or one saved in its place, is read")
        // Saved again as a file of its own: read as before.
        try good.write(toFile: script, atomically: true, encoding: .utf8)
        revision += 1
        let state = try StudioTests.state(atRevision: revision, port: studio.port)
        #expect(state["error"] is NSNull)
        #expect(studio.stop().status == 0)
    }

    /// A link the user named is followed, to the file it led to at start; pointed elsewhere later, it is refused.
    @Test func aLinkTheUserNamedIsFollowedToItsFileOnly() throws {
        let folder = try temporaryFolder()
        let script = try copyOfStackExample(in: folder)
        let link = folder + "/linked.yaml"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "stack.yaml")
        try "password: hunter2\n".write(toFile: folder + "/other.yaml", atomically: true, encoding: .utf8)
        let studio = try StudioProcess([link])
        var state = try LoopbackHTTP.get("/api/state", port: studio.port).json
        #expect(state["frames"] as? Int == 223)
        #expect(state["error"] is NSNull)
        // The file it leads to, written in place: read.
        let fps30 = try String(contentsOfFile: script, encoding: .utf8).replacingOccurrences(of: "fps: 60", with: "fps: 30")
        let handle = try #require(FileHandle(forWritingAtPath: script))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(fps30.utf8))
        try handle.close()
        state = try StudioTests.state(atRevision: 2, port: studio.port, script: "linked")
        #expect(state["frames"] as? Int == 112)
        // Pointed at another file: refused.
        try StudioScriptFileTests.swap(link) { try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: "other.yaml") }
        state = try StudioTests.state(atRevision: 3, port: studio.port, script: "linked")
        let canonical = try #require(URL(fileURLWithPath: script).resolvingSymlinksInPath().path as String?)
        #expect((state["error"] as? [String: Any])?["message"] as? String
                == "\(link): no longer leads to \(canonical), the file it led to at start; start again to read the link's new target")
        #expect(!(try LoopbackHTTP.get("/api/state", port: studio.port).text.contains("hunter2")))
        #expect(studio.stop().status == 0)
    }
}
