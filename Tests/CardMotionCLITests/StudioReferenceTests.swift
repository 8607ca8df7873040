import CardMotionTestSupport
import Foundation
import Testing

/// `cardmotion studio --reference DIR`: verdicts, reference pictures and diffs against verify's reference layout
/// (docs/studio.md), over real sockets.
@Suite(.serialized) struct StudioReferenceTests {
    /// The stack example rendered into `folder/ref`, with frame 10 replaced by frame 60's picture, frame 50 by
    /// frame 100's, and frame 200 removed; returns the reference folder and what `verify` says of the two changed
    /// frames (with frame 200 back, so that it runs), as `frame: differing pixels`.
    static func changedReferences(in folder: String) throws -> (reference: String, verify: [Int: Int]) {
        let reference = folder + "/ref"
        #expect(try runCardMotion(["render", Repository.stackExample, "-o", reference]).status == 0)
        let files = FileManager.default
        for (frame, source) in [(10, 60), (50, 100)] {
            try files.removeItem(atPath: reference + String(format: "/frame-%05d.png", frame))
            try files.copyItem(atPath: reference + String(format: "/frame-%05d.png", source), toPath: reference + String(format: "/frame-%05d.png", frame))
        }
        let pixels = try verifyFailures(script: Repository.stackExample, reference: reference, json: folder + "/verify.json")
        try files.removeItem(atPath: reference + "/frame-00200.png")
        return (reference, pixels)
    }

    /// The failing frames `verify` finds for `script` against `reference`, with their differing pixels, from the
    /// JSON it writes to `json`.
    static func verifyFailures(script: String, reference: String, json: String) throws -> [Int: Int] {
        #expect(try runCardMotion(["verify", script, "--reference", reference, "--json", json]).status == 1)
        let results = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let failures = try #require((results["scripts"] as? [[String: Any]])?.first?["failures"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: failures.map { ($0["frame"] as! Int, $0["differentPixels"] as! Int) })
    }

    @Test func verdictsMatchVerifyForTwoChangedFramesAndAMissingOne() throws {
        let (reference, verify) = try Self.changedReferences(in: try temporaryFolder())
        #expect(verify == [10: 45583, 50: 177619])
        let studio = try StudioProcess([Repository.stackExample, "--reference", reference])
        let response = try LoopbackHTTP.get("/api/verdicts?script=stack", port: studio.port)
        #expect(response.status == 200)
        let verdicts = response.json
        #expect(verdicts["script"] as? String == "stack")
        #expect(verdicts["revision"] as? Int == 1)
        #expect(verdicts["reference"] as? String == reference)
        #expect(verdicts["threshold"] as? Double == 0.1)
        #expect(verdicts["failed"] as? Int == 2)
        #expect(verdicts["missing"] as? Int == 1)
        let frames = try #require(verdicts["frames"] as? [[String: Any]])
        #expect(frames.count == 223)
        for (frame, verdict) in frames.enumerated() {
            switch frame {
            case 10, 50:
                #expect(verdict["verdict"] as? String == "failed", "\(frame)")
                #expect(verdict["differentPixels"] as? Int == verify[frame], "\(frame)")
            case 200:
                #expect(verdict.count == 1 && verdict["verdict"] as? String == "missing", "\(frame)")
            default:
                #expect(verdict["verdict"] as? String == "passed", "\(frame)")
                #expect(verdict["differentPixels"] as? Int == 0, "\(frame)")
            }
        }
        // The reference is served as stored; the diff is a picture of the frame's size; frame 200 has neither.
        let stored = try #require(FileManager.default.contents(atPath: reference + "/frame-00010.png"))
        let served = try LoopbackHTTP.get("/references/10.png?script=stack&revision=1", port: studio.port)
        #expect(served.status == 200 && served.headers["content-type"] == "image/png")
        #expect(served.body == [UInt8](stored))
        let diff = try LoopbackHTTP.get("/diffs/10.png?script=stack", port: studio.port)
        #expect(diff.status == 200 && diff.headers["content-type"] == "image/png")
        #expect(Array(diff.body[16..<24]) == [0, 0, 2, 0xEE, 0, 0, 5, 0x36])
        for kind in ["references", "diffs"] {
            let missing = try LoopbackHTTP.get("/\(kind)/200.png", port: studio.port)
            #expect(missing.status == 404)
            #expect(missing.json["error"] as? String == "stack has no reference for frame 200: \(reference)/frame-00200.png does not exist")
        }
    }

    @Test func routesRefuseTraversalAndLinks() throws {
        let folder = try temporaryFolder()
        let reference = folder + "/ref"
        #expect(try runCardMotion(["render", Repository.stackExample, "-o", reference]).status == 0)
        try "secret\n".write(toFile: folder + "/secret.png", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: reference + "/frame-00020.png")
        try FileManager.default.createSymbolicLink(atPath: reference + "/frame-00020.png", withDestinationPath: folder + "/secret.png")
        let studio = try StudioProcess([Repository.stackExample, "--reference", reference])
        let cases: [(String, Int, String)] = [
            ("/references/../secret.png", 404, "no such page: /references/../secret.png"),
            ("/references/..%2Fsecret.png", 404, "no such page: /references/..%2Fsecret.png"),
            ("/references/%2e%2e/secret.png", 404, "no such page: /references/%2e%2e/secret.png"),
            ("/diffs/-1.png", 404, "no such page: /diffs/-1.png"),
            ("/references/.png", 404, "no such page: /references/.png"),
            ("/references/1234567890.png", 400, "the frame number has more than 9 digits"),
            ("/references/223.png", 404, "frame 223 is out of range: stack has 223 frames (0 to 222)"),
            ("/references/5.png?script=../secret", 404, "unknown script '../secret'; the scripts are: stack"),
            ("/references/5.png?path=x", 400, "unknown query parameter 'path'; expected revision, script"),
            ("/diffs/5.png?revision=x", 400, "query parameter 'revision' must be a whole number"),
            ("/references/20.png", 500, "reference \(reference)/frame-00020.png: is a symbolic link; links are not followed here"),
            ("/api/verdicts", 500, "reference \(reference)/frame-00020.png: is a symbolic link; links are not followed here"),
        ]
        for (target, status, message) in cases {
            let response = try LoopbackHTTP.get(target, port: studio.port)
            #expect(response.status == status, "\(target)")
            #expect(response.json["error"] as? String == message, "\(target)")
        }
    }

    @Test func withoutReferenceTheRoutesAre404AndABadFolderStopsTheStart() throws {
        let studio = try StudioProcess([Repository.stackExample])
        for target in ["/api/verdicts", "/references/0.png", "/diffs/0.png"] {
            let response = try LoopbackHTTP.get(target, port: studio.port)
            #expect(response.status == 404, "\(target)")
            #expect(response.json["error"] as? String == "the studio was started without --reference: there is nothing to compare with")
        }
        let run = try runCardMotion(["studio", "--port", "0", Repository.stackExample, "--reference", Repository.stackExample])
        #expect(run.status == 2)
        #expect(run.stderr.contains("reference \(Repository.stackExample) is not a folder"))
    }

    @Test func severalScriptsUseSubfoldersAndAReloadRecomputes() throws {
        let folder = try temporaryFolder()
        let script = try copyOfStackExample(in: folder)
        #expect(try runCardMotion(["render", script, "-o", folder + "/ref/stack"]).status == 0)
        let studio = try StudioProcess([script, Repository.example("deck"), "--reference", folder + "/ref"])
        func verdicts(_ name: String) throws -> [String: Any] { try LoopbackHTTP.get("/api/verdicts?script=\(name)", port: studio.port).json }
        let stack = try verdicts("stack")
        #expect(stack["revision"] as? Int == 1 && stack["failed"] as? Int == 0 && stack["missing"] as? Int == 0)
        #expect(stack["reference"] as? String == folder + "/ref/stack")
        // No ref/deck: every frame of the deck is missing.
        let deck = try verdicts("deck")
        let deckFrames = try #require(deck["frames"] as? [[String: Any]])
        #expect(deck["reference"] as? String == folder + "/ref/deck")
        #expect(deck["missing"] as? Int == deckFrames.count && deckFrames.allSatisfy { $0["verdict"] as? String == "missing" })

        // Saved with the first drag 4 points longer: revision 2's verdicts are verify's for the edited script.
        _ = try copyOfStackExample(in: folder, longerFirstDrag)
        #expect(try StudioTests.state(atRevision: 2, port: studio.port)["revision"] as? Int == 2)
        let expected = try Self.verifyFailures(script: script, reference: folder + "/ref/stack", json: folder + "/verify.json")
        #expect(expected.count == 34 && expected[26] == 8908)
        let edited = try verdicts("stack")
        #expect(edited["revision"] as? Int == 2)
        let frames = try #require(edited["frames"] as? [[String: Any]])
        var failed: [Int: Int] = [:]
        for (frame, verdict) in frames.enumerated() where verdict["verdict"] as? String == "failed" {
            failed[frame] = verdict["differentPixels"] as? Int
        }
        #expect(!expected.isEmpty)
        #expect(failed == expected)
        #expect(edited["failed"] as? Int == expected.count)
    }
}
