import CardMotionTestSupport
import Foundation
import Testing

/// `cardmotion studio SCRIPT --reference DIR --review`: the studio's Accept buttons in real headless Chromium give
/// the reference folder `cardmotion verify --artifacts` then `cardmotion approve` give; requests that do not come
/// from the page change nothing, and without `--review` nothing can be posted.
@Suite(.serialized, .enabled(if: HeadlessChromium.executable != nil, "chromium is not installed"))
struct StudioReviewTests {
    static let fps = ["--fps", "10"]

    /// A folder holding `stack.yaml` with its first drag 4 points longer, and `ref`, the references of the script as
    /// it was (so some of its frames fail).
    static func changedScript() throws -> String {
        let folder = try temporaryFolder()
        _ = try copyOfStackExample(in: folder)
        #expect(try runCardMotion(["verify", "stack.yaml", "--reference", "ref", "--record", "missing"] + fps, in: folder).status == 0)
        _ = try copyOfStackExample(in: folder, longerFirstDrag)
        return folder
    }

    /// A copy of `folder` with the artefacts of a failed `verify --artifacts art` run in it, for `approve`.
    static func verifiedTwin(of folder: String) throws -> String {
        let twin = try ReviewTests.copy(of: folder)
        #expect(try runCardMotion(["verify", "stack.yaml", "--reference", "ref", "--artifacts", "art"] + fps, in: twin).status == 1)
        return twin
    }

    /// The studio in `folder` on its changed script, with `options`, and its token.
    static func studio(in folder: String, _ options: [String] = ["--review"]) throws -> (studio: StudioProcess, token: String) {
        let studio = try StudioProcess(["stack.yaml", "--reference", "ref"] + fps + options, in: folder)
        return (studio, studio.rest.hasPrefix("#token=") ? String(studio.rest.dropFirst("#token=".count)) : "")
    }

    @Test func acceptingAFrameThenTheScriptEqualsApprove() throws {
        let folder = try Self.changedScript()
        let twin = try Self.verifiedTwin(of: folder)
        let (studio, token) = try Self.studio(in: folder)
        #expect(studio.firstLine == "studio: http://127.0.0.1:\(studio.port)/#token=\(token)")
        #expect(token.count == 64 && token.allSatisfy(\.isHexDigit))
        let page = try DevToolsPipe(url: "http://127.0.0.1:\(studio.port)/" + studio.rest)
        #expect(try page.waitUntil("document.body.dataset.failedFrames === '4 5 6 7 8 9'"))
        try page.evaluate("window.notReloaded = true")
        #expect(try page.evaluate("document.getElementById('accept-script').textContent") as? String == "Accept every failing frame of stack")
        #expect(try page.evaluate("document.getElementById('accept-frame').disabled") as? Bool == true)

        // Frame 6, failing: its button is enabled; accepting it equals approve --frames 6, and its verdict turns passed.
        try page.evaluate("studio.seek(6)")
        #expect(try page.waitUntil("!document.getElementById('accept-frame').disabled"))
        try page.evaluate("document.getElementById('accept-frame').click()")
        #expect(try page.waitUntil("document.body.dataset.failedFrames === '4 5 7 8 9'"))
        #expect(try page.waitUntil("document.getElementById('verdict').textContent === 'passed: 0 different pixels'"))
        #expect(try page.evaluate("document.getElementById('accept-status').textContent") as? String == "Accepted 1 frame.")
        #expect(try page.evaluate("document.getElementById('accept-frame').disabled") as? Bool == true)
        #expect(try page.evaluate("window.notReloaded") as? Bool == true)
        #expect(try runCardMotion(["approve", "art", "--frames", "6"], in: twin).status == 0)
        #expect(try ReviewTests.files(in: folder + "/ref") == ReviewTests.files(in: twin + "/ref"))

        // The rest of the script: the same as approve of every frame.
        try page.evaluate("document.getElementById('accept-script').click()")
        #expect(try page.waitUntil("document.body.dataset.failedFrames === ''"))
        #expect(try page.evaluate("document.getElementById('accept-status').textContent") as? String == "Accepted 5 frames.")
        #expect(try page.evaluate("document.getElementById('accept-script').disabled") as? Bool == true)
        #expect(try page.evaluate("window.notReloaded") as? Bool == true)
        #expect(try runCardMotion(["approve", "art"], in: twin).status == 0)
        #expect(try ReviewTests.files(in: folder + "/ref") == ReviewTests.files(in: twin + "/ref"))
        #expect(try runCardMotion(["verify", "stack.yaml", "--reference", "ref"] + Self.fps, in: folder).status == 0)
        #expect(studio.stop().status == 0)
    }

    @Test func requestsNotFromThePageAreRefusedAndChangeNothing() throws {
        let folder = try Self.changedScript()
        let before = try ReviewTests.files(in: folder)
        let (studio, token) = try Self.studio(in: folder)
        let port = studio.port, own = "http://127.0.0.1:\(port)"
        let body = #"{"script": "stack", "revision": 1, "frame": 6}"#
        let refused: [(String?, String?, String?, Int, String)] = [
            (nil, own, nil, 403, "an accept must carry the page's token in X-CardMotion-Token: open the address cardmotion studio --review printed"),
            (String(repeating: "0", count: 64), own, nil, 403, "an accept must carry the page's token in X-CardMotion-Token: open the address cardmotion studio --review printed"),
            (token, nil, nil, 403, "an accept's Origin must be \(own) or http://localhost:\(port), got 'none'"),
            (token, "http://evil.example", nil, 403, "an accept's Origin must be \(own) or http://localhost:\(port), got 'http://evil.example'"),
            (token, "http://evil.example:\(port)", "evil.example:\(port)", 403, "the Host header must be 127.0.0.1:\(port) or localhost:\(port), got 'evil.example:\(port)'"),
        ]
        for (given, origin, host, status, message) in refused {
            let response = try ReviewTests.post(port: port, body: body, token: given, origin: origin, host: host)
            #expect(response.status == status, "\(message)")
            #expect(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: String] == ["error": message])
        }
        // From the page, but about a revision it did not show, a passing frame, or a frame without a reference.
        let conflicts = [
            (#"{"script": "stack", "revision": 0, "frame": 6}"#, "stack changed since the page showed it (revision 0, now 1): nothing was accepted; look at its frames again"),
            (#"{"script": "stack", "revision": 1, "frame": 2}"#, "frame 2 of stack passes: only a failing frame is accepted; nothing was accepted"),
        ]
        for (body, message) in conflicts {
            let response = try ReviewTests.post(port: port, body: body, token: token, origin: own)
            #expect(response.status == 409)
            #expect(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: String] == ["error": message])
        }
        #expect(try ReviewTests.post(port: port, body: "script=stack", token: token, origin: own, contentType: "application/x-www-form-urlencoded").status == 415)
        #expect(try ReviewTests.files(in: folder) == before)
        // The page's own request is accepted.
        let accepted = try ReviewTests.post(port: port, body: body, token: token, origin: own)
        #expect(accepted.status == 200)
        #expect(String(decoding: accepted.body, as: UTF8.self) == #"{"already":0,"approved":1,"revision":2}"# + "\n")
        #expect(try ReviewTests.files(in: folder) != before)
        _ = studio.stop()
    }

    @Test func aReferenceFolderOutsideTheCurrentFolderIsRefused() throws {
        let folder = try Self.changedScript()
        let elsewhere = try temporaryFolder()
        try FileManager.default.copyItem(atPath: folder + "/stack.yaml", toPath: elsewhere + "/stack.yaml")
        try FileManager.default.copyItem(atPath: folder + "/images", toPath: elsewhere + "/images")
        let before = try ReviewTests.files(in: folder)
        let studio = try StudioProcess(["stack.yaml", "--reference", folder + "/ref", "--review"] + Self.fps, in: elsewhere)
        let token = String(studio.rest.dropFirst("#token=".count))
        let response = try ReviewTests.post(port: studio.port, body: #"{"script": "stack", "revision": 1}"#, token: token,
                                            origin: "http://127.0.0.1:\(studio.port)")
        #expect(response.status == 409)
        let message = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: String])["error"] ?? ""
        #expect(message.hasPrefix("6 failing frames of stack (frames 4 to 9) have their references in \(folder)/ref, outside the folder verify ran in"), "\(message)")
        #expect(message.hasSuffix("\nnothing was approved"))
        #expect(try ReviewTests.files(in: folder) == before)
        _ = studio.stop()
    }

    @Test func withoutReviewThereIsNoButtonAndPostIsRefused() throws {
        let folder = try Self.changedScript()
        let before = try ReviewTests.files(in: folder)
        let (studio, token) = try Self.studio(in: folder, [])
        #expect(studio.firstLine == "studio: http://127.0.0.1:\(studio.port)/")
        #expect(token.isEmpty)
        let page = try DevToolsPipe(url: "http://127.0.0.1:\(studio.port)/")
        #expect(try page.waitUntil("document.body.dataset.failedFrames === '4 5 6 7 8 9'"))
        #expect(try page.evaluate("document.getElementById('review').hidden") as? Bool == true)
        let response = try ReviewTests.post(port: studio.port, body: #"{"script": "stack", "revision": 1}"#,
                                            token: String(repeating: "a", count: 64), origin: "http://127.0.0.1:\(studio.port)")
        #expect(response.status == 405)
        #expect(try ReviewTests.files(in: folder) == before)
        _ = studio.stop()

        let alone = try runCardMotion(["studio", "stack.yaml", "--review"], in: folder)
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("--review accepts frames into the --reference folder: give --reference DIR"), "\(alone.stderr)")
    }
}
