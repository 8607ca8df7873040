import CardMotionTestSupport
import Foundation
import Testing

/// `cardmotion review`: Accept buttons in real headless Chromium give the reference folders `cardmotion approve`
/// gives for the same choices; requests that do not come from the page change nothing.
@Suite(.serialized, .enabled(if: HeadlessChromium.executable != nil, "chromium is not installed"))
struct ReviewTests {
    static let quick = ["--scale", "0.5", "--fps", "10"]

    /// A folder holding references of Examples/stack.yaml and the artefacts of a verify of the script with its first
    /// drag 4 points longer (frames 4 to 9 fail), both made from the folder with relative paths (`ref`, `art`).
    static func failedRun() throws -> String {
        let folder = try temporaryFolder()
        _ = try copyOfStackExample(in: folder)
        #expect(try runCardMotion(["verify", "stack.yaml", "--reference", "ref", "--record", "missing"] + quick, in: folder).status == 0)
        _ = try copyOfStackExample(in: folder, longerFirstDrag)
        #expect(try runCardMotion(["verify", "stack.yaml", "--reference", "ref", "--artifacts", "art"] + quick, in: folder).status == 1)
        return folder
    }

    /// A second folder with the same files as `folder`: the control the page's accepts are compared with.
    static func copy(of folder: String) throws -> String {
        let twin = try temporaryFolder() + "/twin"
        try FileManager.default.copyItem(atPath: folder, toPath: twin)
        return twin
    }

    /// Every file below `folder` by relative path, with its bytes.
    static func files(in folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder)! {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder)
            if !isFolder.boolValue { files[path] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path)) }
        }
        return files
    }

    /// `POST /api/accept` with `body` and the given headers (each `nil` leaves its header out).
    static func post(port: UInt16, body: String, token: String?, origin: String?, host: String? = nil,
                     contentType: String = "application/json") throws -> LoopbackHTTP.Response {
        var head = "POST /api/accept HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nContent-Type: \(contentType)\r\n"
        if let token { head += "X-CardMotion-Token: \(token)\r\n" }
        if let origin { head += "Origin: \(origin)\r\n" }
        head += "Content-Length: \(body.utf8.count)\r\n\r\n"
        return try LoopbackHTTP.raw(head + body, port: port)
    }

    /// The review of `folder`'s artefacts, and the page opened with its token in Chromium.
    static func open(_ folder: String, _ options: [String] = []) throws -> (review: StudioProcess, page: DevToolsPipe, token: String) {
        let review = try StudioProcess(["art"] + options, command: "review", in: folder)
        let token = review.rest.hasPrefix("#token=") ? String(review.rest.dropFirst("#token=".count)) : ""
        let page = try DevToolsPipe(url: "http://127.0.0.1:\(review.port)/" + review.rest)
        return (review, page, token)
    }

    @Test func acceptingAFrameThenTheScriptEqualsApprove() throws {
        let folder = try Self.failedRun()
        let twin = try Self.copy(of: folder)
        let (review, page, _) = try Self.open(folder)
        #expect(try page.waitUntil("document.getElementById('review-left').textContent === '6 failing frames left to accept'"))

        // One frame, from its row: the same as approve --frames 4.
        try page.evaluate("document.getElementById('accept-f0').click()")
        #expect(try page.waitUntil("document.getElementById('review-left').textContent === '5 failing frames left to accept'"))
        #expect(try page.evaluate("document.getElementById('f0').classList.contains('accepted')") as? Bool == true)
        #expect(try page.evaluate("document.getElementById('accept-s0').textContent") as? String == "Accept 5 frames of stack")
        #expect(try runCardMotion(["approve", "art", "--script", "stack", "--frames", "4"], in: twin).status == 0)
        #expect(try Self.files(in: folder + "/ref") == Self.files(in: twin + "/ref"))

        // The rest of the script, from its heading.
        try page.evaluate("document.getElementById('accept-s0').click()")
        #expect(try page.waitUntil("document.getElementById('review-left').textContent === '0 failing frames left to accept'"))
        #expect(try page.evaluate("document.getElementById('review-status').textContent") as? String == "Accepted 5 frames, 1 accepted already.")
        #expect(try page.evaluate("document.getElementById('accept-s0').disabled") as? Bool == true)
        #expect(try runCardMotion(["approve", "art", "--script", "stack"], in: twin).status == 0)
        #expect(try Self.files(in: folder + "/ref") == Self.files(in: twin + "/ref"))
        #expect(try runCardMotion(["verify", "stack.yaml", "--reference", "ref"] + Self.quick, in: folder).status == 0)

        // The trail: one line per accept, and replaying it on a third copy gives the same references.
        let trail = try String(contentsOfFile: folder + "/art/approvals.jsonl", encoding: .utf8).split(separator: "\n")
        #expect(trail.count == 2)
        #expect(trail.allSatisfy { $0.contains("\"references\":\"ref\",\"script\":\"stack.yaml\"") })
        #expect(trail[0].contains("\"frames\":[{\"after\":") && trail[0].components(separatedBy: "\"frame\":").count == 2)
        #expect(trail[1].components(separatedBy: "\"frame\":").count == 6)
        #expect(review.stop().status == 0)
    }

    /// Two copies of the stack example whose first drag starts 0.2 s later than recorded: frames 4 to 12 of each fail
    /// with the same motion sentence, one group of 18 frames.
    static func twoScriptsSharingAShift() throws -> String {
        let folder = try temporaryFolder()
        let scripts = ["stack.yaml", "again.yaml"]
        try FileManager.default.copyItem(atPath: try copyOfStackExample(in: folder), toPath: folder + "/again.yaml")
        #expect(try runCardMotion(["verify"] + scripts + ["--reference", "ref", "--record", "missing"] + quick, in: folder).status == 0)
        for script in scripts {
            let path = folder + "/" + script
            try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "- at: 0.3 ", with: "- at: 0.5 ")
                .write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(try runCardMotion(["verify"] + scripts + ["--reference", "ref", "--artifacts", "art"] + quick, in: folder).status == 1)
        return folder
    }

    @Test func acceptingAGroupEqualsApprovingItsFramesOfEachScript() throws {
        let folder = try Self.twoScriptsSharingAShift()
        let twin = try Self.copy(of: folder)
        let (review, page, _) = try Self.open(folder)
        #expect(try page.waitUntil("document.getElementById('review-left').textContent === '18 failing frames left to accept'"))
        #expect(try page.evaluate("document.getElementById('accept-g0').textContent") as? String == "Accept the group (18 frames)")
        try page.evaluate("document.getElementById('accept-g0').click()")
        #expect(try page.waitUntil("document.getElementById('review-left').textContent === '0 failing frames left to accept'"))
        #expect(try page.evaluate("document.getElementById('review-status').textContent") as? String == "Accepted 18 frames.")
        #expect(try page.evaluate("[...document.querySelectorAll('button.accept')].every(button => button.disabled)") as? Bool == true)
        for script in ["stack", "again"] {
            #expect(try runCardMotion(["approve", "art", "--script", script, "--frames", "4-12"], in: twin).status == 0)
        }
        #expect(try Self.files(in: folder + "/ref") == Self.files(in: twin + "/ref"))
        // One line of the trail per script.
        let trail = try String(contentsOfFile: folder + "/art/approvals.jsonl", encoding: .utf8).split(separator: "\n")
        #expect(trail.map { $0.contains("\"references\":\"ref/stack\",\"script\":\"stack.yaml\"") } == [true, false])
        #expect(trail.map { $0.contains("\"references\":\"ref/again\",\"script\":\"again.yaml\"") } == [false, true])
        _ = review.stop()
    }

    @Test func acceptingAVariantEqualsApprovingItsReferenceFolder() throws {
        let folder = try temporaryFolder()
        try VariantCommandTests.script().write(toFile: folder + "/bar.yaml", atomically: true, encoding: .utf8)
        let options = ["--all-variants", "--reference", "ref", "--scale", "0.25"]
        #expect(try runCardMotion(["verify", "bar.yaml", "--record", "missing"] + options, in: folder).status == 0)
        try VariantCommandTests.script(darkBar: "#00FF00").write(toFile: folder + "/bar.yaml", atomically: true, encoding: .utf8)
        #expect(try runCardMotion(["verify", "bar.yaml", "--artifacts", "art"] + options, in: folder).status == 1)
        let twin = try Self.copy(of: folder)
        let (review, page, _) = try Self.open(folder)
        #expect(try page.waitUntil("document.getElementById('review-left').textContent === '6 failing frames left to accept'"))
        #expect(try page.evaluate("[...document.querySelectorAll('.review-variants button')].map(b => b.textContent)") as? [String]
                == ["Accept iPhoneSE3-dark (3 frames)", "Accept iPhone15ProMax-dark (3 frames)"])
        try page.evaluate("document.getElementById('accept-v-iPhoneSE3-dark').click()")
        #expect(try page.waitUntil("document.getElementById('review-left').textContent === '3 failing frames left to accept'"))
        #expect(try runCardMotion(["approve", "art", "--reference", "ref/iPhoneSE3-dark"], in: twin).status == 0)
        #expect(try Self.files(in: folder + "/ref") == Self.files(in: twin + "/ref"))
        let trail = try String(contentsOfFile: folder + "/art/approvals.jsonl", encoding: .utf8)
        #expect(trail.contains("\"references\":\"ref/iPhoneSE3-dark\",\"script\":\"bar.yaml\""))
        #expect(trail.contains("\"variant\":\"iPhoneSE3-dark\""))
        _ = review.stop()
    }

    @Test func replayingTheTrailElsewhereApprovesTheSameFrames() throws {
        let folder = try Self.failedRun()
        let twin = try Self.copy(of: folder)
        let (review, page, _) = try Self.open(folder)
        #expect(try page.waitUntil("document.getElementById('review-left').textContent === '6 failing frames left to accept'"))
        try page.evaluate("document.getElementById('accept-f2').click()")
        #expect(try page.waitUntil("document.getElementById('review-left').textContent === '5 failing frames left to accept'"))
        _ = review.stop()
        try FileManager.default.copyItem(atPath: folder + "/art/approvals.jsonl", toPath: twin + "/accepted.jsonl")
        let replay = try runCardMotion(["approve", "art", "--from", "accepted.jsonl"], in: twin)
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stdout == "approved stack frame-00006.png -> ref/frame-00006.png\napprove: 1 frame approved\n")
        #expect(try Self.files(in: folder + "/ref") == Self.files(in: twin + "/ref"))
    }

    @Test func requestsNotFromThePageAreRefusedAndChangeNothing() throws {
        let folder = try Self.failedRun()
        let before = try Self.files(in: folder)
        let review = try StudioProcess(["art"], command: "review", in: folder)
        let token = String(review.rest.dropFirst("#token=".count))
        #expect(token.count == 64 && token.allSatisfy(\.isHexDigit))
        let port = review.port, own = "http://127.0.0.1:\(port)"
        let body = #"{"picks": [{"script": "stack", "folder": "ref", "frames": [4, 5]}]}"#
        let refused: [(String?, String?, String?, String)] = [
            (nil, own, nil, "an accept must carry the page's token in X-CardMotion-Token: open the address cardmotion review printed"),
            (String(repeating: "0", count: 64), own, nil, "an accept must carry the page's token in X-CardMotion-Token: open the address cardmotion review printed"),
            (token, nil, nil, "an accept's Origin must be \(own) or http://localhost:\(port), got 'none'"),
            (token, "null", nil, "an accept's Origin must be \(own) or http://localhost:\(port), got 'null'"),
            (token, "http://127.0.0.1:\(port + 1)", nil, "an accept's Origin must be \(own) or http://localhost:\(port), got 'http://127.0.0.1:\(port + 1)'"),
            (token, "http://evil.example", nil, "an accept's Origin must be \(own) or http://localhost:\(port), got 'http://evil.example'"),
            (token, "http://evil.example:\(port)", "evil.example:\(port)", "the Host header must be 127.0.0.1:\(port) or localhost:\(port), got 'evil.example:\(port)'"),
        ]
        for (given, origin, host, message) in refused {
            let response = try Self.post(port: port, body: body, token: given, origin: origin, host: host)
            #expect(response.status == 403, "\(message)")
            #expect(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: String] == ["error": message])
        }
        // A form's POST (no JSON) and a GET with the token change nothing either.
        #expect(try Self.post(port: port, body: "picks=1", token: token, origin: own, contentType: "application/x-www-form-urlencoded").status == 415)
        #expect(try LoopbackHTTP.get("/api/accept", port: port).status == 404)
        #expect(try Self.files(in: folder) == before)
        // The page's own request is accepted.
        let accepted = try Self.post(port: port, body: body, token: token, origin: own)
        #expect(accepted.status == 200)
        #expect(String(decoding: accepted.body, as: UTF8.self) == #"{"accepted":[["ref",4],["ref",5]],"already":0,"approved":2}"# + "\n")
        _ = review.stop()
    }

    @Test func twoReviewersAcceptingTheSameFramesAtOnceLeaveOneConsistentFolder() throws {
        let folder = try Self.failedRun()
        let twin = try Self.copy(of: folder)
        let review = try StudioProcess(["art"], command: "review", in: folder)
        let token = String(review.rest.dropFirst("#token=".count)), port = review.port
        let body = #"{"picks": [{"script": "stack", "folder": "ref", "frames": [4, 5, 6, 7, 8, 9]}]}"#
        let lock = NSLock()
        nonisolated(unsafe) var answers: [String] = []
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            let response = try? Self.post(port: port, body: body, token: token, origin: "http://127.0.0.1:\(port)")
            lock.withLock { answers.append("\(response?.status ?? 0) " + String(decoding: response?.body ?? [], as: UTF8.self)) }
        }
        let accepted = #"{"accepted":[["ref",4],["ref",5],["ref",6],["ref",7],["ref",8],["ref",9]],"#
        #expect(answers.sorted() == ["200 " + accepted + #""already":0,"approved":6}"# + "\n",
                                             "200 " + accepted + #""already":6,"approved":0}"# + "\n"])
        #expect(try runCardMotion(["approve", "art"], in: twin).status == 0)
        #expect(try Self.files(in: folder + "/ref") == Self.files(in: twin + "/ref"))
        #expect(try String(contentsOfFile: folder + "/art/approvals.jsonl", encoding: .utf8).split(separator: "\n").count == 1)
        _ = review.stop()
    }

    @Test func aReferenceChangedSinceVerifyIsAConflictAndNothingIsWritten() throws {
        let folder = try Self.failedRun()
        try FileManager.default.removeItem(atPath: folder + "/ref/frame-00009.png")
        try FileManager.default.copyItem(atPath: folder + "/ref/frame-00000.png", toPath: folder + "/ref/frame-00009.png")
        let before = try Self.files(in: folder)
        let review = try StudioProcess(["art"], command: "review", in: folder)
        let token = String(review.rest.dropFirst("#token=".count)), port = review.port
        let response = try Self.post(port: port, body: #"{"picks": [{"script": "stack", "folder": "ref", "frames": [8, 9]}]}"#,
                                     token: token, origin: "http://localhost:\(port)")
        #expect(response.status == 409)
        #expect(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: String]
                == ["error": "ref/frame-00009.png changed since the verify run; run verify again before approving"])
        #expect(try Self.files(in: folder) == before)
        _ = review.stop()
    }

    @Test func readOnlyShowsNoButtonAndRefusesEveryChange() throws {
        let folder = try Self.failedRun()
        let before = try Self.files(in: folder)
        let (review, page, token) = try Self.open(folder, ["--read-only"])
        #expect(review.firstLine == "review: http://127.0.0.1:\(review.port)/")
        #expect(token.isEmpty)
        #expect(try page.waitUntil("document.getElementById('review-left').textContent.startsWith('6 failing frames (read-only')"))
        #expect(try page.evaluate("document.querySelectorAll('button.accept').length") as? Int == 0)
        let response = try Self.post(port: review.port, body: #"{"picks": [{"script": "stack", "folder": "ref", "frames": [4]}]}"#,
                                     token: String(repeating: "a", count: 64), origin: "http://127.0.0.1:\(review.port)")
        #expect(response.status == 403)
        #expect(try Self.files(in: folder) == before)
        _ = review.stop()
    }
}
