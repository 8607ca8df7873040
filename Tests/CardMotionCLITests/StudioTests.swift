import CardMotionTestSupport
import Foundation
import Testing

/// `cardmotion studio`: the built binary on a free port, its API checked over real sockets (docs/studio.md).
@Suite(.serialized) struct StudioTests {
    /// Polls `/api/state` until its revision reaches `revision` (a reload takes well under a second; the limit
    /// is generous for a loaded machine and only bounds a failure).
    static func state(atRevision revision: Int, port: UInt16, script: String = "stack") throws -> [String: Any] {
        let deadline = Date(timeIntervalSinceNow: 60)
        while true {
            let state = try LoopbackHTTP.get("/api/state?script=\(script)", port: port).json
            if (state["revision"] as? Int ?? 0) >= revision || Date() > deadline { return state }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    @Test func firstLineIsTheURLAndCtrlCEndsWithStatusZero() throws {
        let studio = try StudioProcess([Repository.stackExample])
        #expect(studio.firstLine == "studio: http://127.0.0.1:\(studio.port)/")
        let page = try LoopbackHTTP.get("/", port: studio.port)
        #expect(page.status == 200)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.text.contains("<canvas id=\"curves\""))
        #expect(!page.text.contains("http://") && !page.text.contains("https://"))
        let stopped = studio.stop()
        #expect(stopped.status == 0)
        #expect(stopped.stderr == "\ncardmotion: stopped\n")
    }

    @Test func stateOfTheStackExample() throws {
        let studio = try StudioProcess([Repository.stackExample])
        let response = try LoopbackHTTP.get("/api/state?script=stack.yaml", port: studio.port)
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "application/json; charset=utf-8")
        let state = response.json
        #expect(state["script"] as? String == "stack")
        #expect(state["revision"] as? Int == 1)
        #expect(state["fps"] as? Int == 60)
        #expect(state["frames"] as? Int == 223)
        #expect(state["duration"] as? Double == 3.7)
        #expect(state["screen"] as? [String: Double] == ["width": 375, "height": 667, "scale": 2])
        #expect(state["touchesInFrames"] as? Bool == false)
        #expect(state["error"] is NSNull)
        let gestures = try #require(state["gestures"] as? [[String: Any]])
        #expect(gestures.map { $0["kind"] as? String } == ["drag", "drag", "swipe", "swipe"])
        #expect(gestures.map { $0["at"] as? Double } == [0.3, 1.4, 2.6, 3.2])
        #expect(gestures.map { ($0["duration"] as? NSNumber)?.doubleValue } == [0.5, 0.4, 0, 0])
        #expect(gestures.map { $0["direction"] as? String } == [nil, nil, "left", "right"])
        // 223 frames: a sample for every frame; each id's runs of frames where it is in the scene.
        #expect(state["samples"] as? [Int] == Array(0..<223))
        let tracks = try #require(state["tracks"] as? [String: [[String: Any]]])
        #expect(tracks.keys.sorted().prefix(6) == ["card-0", "card-1", "card-2", "card-3", "card-4", "card-5"])
        for (id, runs) in tracks {
            var end = 0
            for run in runs {
                #expect(run.keys.sorted() == ["alpha", "angle", "from", "scale", "x", "y"], "\(id)")
                let from = run["from"] as? Int ?? -1, count = (run["x"] as? [Double])?.count ?? 0
                #expect(from >= end && count > 0 && from + count <= 223, "\(id)")
                for key in ["y", "angle", "alpha", "scale"] { #expect((run[key] as? [Double])?.count == count, "\(id).\(key)") }
                end = from + count + 1
            }
        }
        // card-0 is there from the start; swiped away at 2.6 s (the first swipe), it leaves the scene for good.
        let card0Runs = try #require(tracks["card-0"])
        #expect(card0Runs.count == 1 && card0Runs.first?["from"] as? Int == 0)
        // card-0 at frame 0, from the same geometry `cardmotion states` prints: the centre of its corners.
        let states = try runCardMotion(["states", Repository.stackExample])
        let firstLine = try #require(states.stdout.split(separator: "\n").first)
        let line = try #require(try JSONSerialization.jsonObject(with: Data(firstLine.utf8)) as? [String: Any])
        let card = try #require((line["nodes"] as? [[String: Any]])?.first { $0["id"] as? String == "card-0" })
        let corners = try #require(card["corners"] as? [[Double]])
        let card0 = try #require(card0Runs.first)
        #expect((card0["x"] as? [Double])?.first == (corners[0][0] + corners[2][0]) / 2)
        #expect((card0["y"] as? [Double])?.first == (corners[0][1] + corners[2][1]) / 2)
        #expect((card0["x"] as? [Double])?.first == 187.5)
        #expect((card0["y"] as? [Double])?.first == 345)
        #expect((card0["angle"] as? [Double])?.first == 0)
        #expect((card0["alpha"] as? [Double])?.first == 1)
        // The first script is the default; the script's path and its name without extension name it too.
        for target in ["/api/state", "/api/state?script=stack", "/api/state?script=" + Repository.stackExample] {
            #expect(try LoopbackHTTP.get(target, port: studio.port).body == response.body, "\(target)")
        }
        #expect(try LoopbackHTTP.get("/api/scripts", port: studio.port).text == "[\n  \"stack\"\n]\n")
    }

    /// A cell's named layers have tracks of their own, `NODE/LAYER`, from the geometry `cardmotion states` prints:
    /// their centre is the mean of their corners, their scale 1.
    @Test func tracksHoldTheNamedLayersOfCells() throws {
        let script = Repository.example("stamps")
        let studio = try StudioProcess([script])
        let state = try LoopbackHTTP.get("/api/state?script=stamps", port: studio.port).json
        let tracks = try #require(state["tracks"] as? [String: [Any]])
        #expect(tracks.keys.contains("card-2/likeStamp") && tracks.keys.contains("card-2/nopeStamp"), "\(tracks.keys.sorted())")
        let nodes = try #require(LoopbackHTTP.get("/frames/39.json?script=stamps", port: studio.port).json["nodes"] as? [String: [String: Double]])
        let states = try runCardMotion(["states", script])
        let line = String(states.stdout.split(separator: "\n")[39])
        let frame = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let card = try #require((frame["nodes"] as? [[String: Any]])?.first { $0["id"] as? String == "card-2" })
        let layer = try #require((card["layers"] as? [[String: Any]])?.first { $0["id"] as? String == "likeStamp" })
        let corners = try #require(layer["corners"] as? [[Double]])
        let stamp = try #require(nodes["card-2/likeStamp"])
        let x = try #require(stamp["x"]), y = try #require(stamp["y"])
        #expect(abs(x - corners.map { $0[0] }.reduce(0, +) / 4) < 1e-9 && abs(y - corners.map { $0[1] }.reduce(0, +) / 4) < 1e-9,
                "\(x), \(y) against \(corners)")
        #expect(stamp["alpha"] == layer["alpha"] as? Double)
        #expect(stamp["scale"] == 1)
    }

    @Test func framesAreByteIdenticalToRender() throws {
        let folder = try temporaryFolder()
        let rendered = try runCardMotion(["render", Repository.stackExample, "-o", folder])
        #expect(rendered.status == 0)
        let studio = try StudioProcess([Repository.stackExample])
        for frame in [0, 45, 222] {
            let response = try LoopbackHTTP.get("/frames/\(frame).png?script=stack&revision=1", port: studio.port)
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == "image/png")
            let expected = try Data(contentsOf: URL(fileURLWithPath: folder + String(format: "/frame-%05d.png", frame)))
            #expect(response.body == Array(expected), "frame \(frame)")
        }
        // HEAD: the same head, no body.
        let head = try LoopbackHTTP.get("/frames/45.png", port: studio.port, method: "HEAD")
        #expect(head.status == 200 && head.body.isEmpty)
        #expect(head.headers["content-length"] == String(try LoopbackHTTP.get("/frames/45.png", port: studio.port).body.count))
        let outOfRange = try LoopbackHTTP.get("/frames/223.png", port: studio.port)
        #expect(outOfRange.status == 404)
        #expect(outOfRange.json["error"] as? String == "frame 223 is out of range: stack has 223 frames (0 to 222)")
    }

    @Test func reloadOnSaveWithNewRevisionEventAndErrorThenRecovery() throws {
        let folder = try temporaryFolder()
        let script = try copyOfStackExample(in: folder)
        let studio = try StudioProcess([script])
        let events = try LoopbackHTTP.connect(port: studio.port)
        defer { close(events) }
        LoopbackHTTP.send(Array("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:\(studio.port)\r\n\r\n".utf8), on: events)
        var received = ""
        func readEvents(until marker: String) {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while !received.contains(marker) {
                let count = chunk.withUnsafeMutableBytes { recv(events, $0.baseAddress, $0.count, 0) }
                if count <= 0 { return }
                received += String(decoding: chunk[0..<count], as: UTF8.self)
            }
        }
        readEvents(until: ": open\n\n")
        #expect(received.hasPrefix("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n"))

        // Saved by rename (write-to-temporary then rename, as editors do): a new revision at 30 frames a second.
        _ = try copyOfStackExample(in: folder) { $0.replacingOccurrences(of: "fps: 60", with: "fps: 30") }
        var state = try Self.state(atRevision: 2, port: studio.port)
        #expect(state["revision"] as? Int == 2)
        #expect(state["frames"] as? Int == 112)
        #expect(state["error"] is NSNull)
        readEvents(until: "data: 2\n\n")
        #expect(received.hasSuffix("event: reload\ndata: 2\n\n"))

        // Written in place, broken: the error with the CLI's place; the last good frames stay.
        let good = try String(contentsOfFile: script, encoding: .utf8)
        let handle = try #require(FileHandle(forWritingAtPath: script))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("widget: [\n".utf8))
        try handle.close()
        let lines = good.split(separator: "\n", omittingEmptySubsequences: false).count
        state = try Self.state(atRevision: 3, port: studio.port)
        #expect(state["revision"] as? Int == 3)
        let error = try #require(state["error"] as? [String: Any])
        #expect(error["file"] as? String == script)
        #expect(error["line"] as? Int == lines + 1)
        #expect(error["column"] as? Int == 1)
        #expect(error["message"] as? String == "is not valid YAML or JSON: while parsing a flow node did not find expected node content")
        #expect(state["frames"] as? Int == 112)
        #expect(try LoopbackHTTP.get("/frames/111.png", port: studio.port).status == 200)
        readEvents(until: "data: 3\n\n")

        // Fixed: the error goes.
        try good.write(toFile: script, atomically: true, encoding: .utf8)
        state = try Self.state(atRevision: 4, port: studio.port)
        #expect(state["revision"] as? Int == 4)
        #expect(state["error"] is NSNull)
        #expect(state["frames"] as? Int == 112)
    }

    @Test func traversalAndBadRequestsAreRefused() throws {
        let folder = try temporaryFolder()
        let script = try copyOfStackExample(in: folder)
        // A symlink next to the script, to a file outside its folder.
        try FileManager.default.createSymbolicLink(atPath: folder + "/secret.yaml", withDestinationPath: "/etc/passwd")
        let studio = try StudioProcess([script])
        let notFound = [
            "/../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/frames/%2e%2e%2f%2e%2e%2fetc%2fpasswd.png", "//etc/passwd",
            "/images/sprite-band.png", "/stack.yaml", "/secret.yaml", "/frames/../stack.yaml", "/frames/0.png/../../stack.yaml",
            "/frames/0.png?script=secret", "/frames/0.png?script=secret.yaml", "/api/state?script=%2Fetc%2Fpasswd",
            "/api/state?script=..%2F..%2Fetc%2Fpasswd", "/api/state?script=" + folder + "/secret.yaml", "/frames/-1.png",
        ]
        for target in notFound {
            let response = try LoopbackHTTP.get(target, port: studio.port)
            #expect(response.status == 404, "\(target)")
            #expect(!response.text.contains("root:"), "\(target)")
            #expect(response.headers["content-type"] == "application/json; charset=utf-8", "\(target)")
        }
        let unknown = try LoopbackHTTP.get("/api/state?script=nope", port: studio.port)
        #expect(unknown.json["error"] as? String == "unknown script 'nope'; the scripts are: stack")
        let host = "127.0.0.1:\(studio.port)"
        let cases: [(String, Int, String)] = [
            ("POST / HTTP/1.1\r\n\r\n", 405, "only GET and HEAD are served, not POST"),
            ("GET /" + String(repeating: "a", count: 3000) + " HTTP/1.1\r\n\r\n", 414, "the request line is longer than 2048 bytes"),
            ("GET / HTTP/1.1\r\n" + String(repeating: "X-A: b\r\n", count: 101) + "\r\n", 431, "more than 100 header lines"),
            ("GET / HTTP/1.1\r\nX-A: " + String(repeating: "b", count: 9000) + "\r\n\r\n", 431, "the request head is longer than 8192 bytes"),
            ("GET / HTTP/9\r\n\r\n", 400, "the request line is not METHOD TARGET HTTP/1.x"),
            ("GET etc/passwd HTTP/1.1\r\n\r\n", 400, "the target must start with /"),
            ("GET /api/state?script=%zz HTTP/1.1\r\nHost: \(host)\r\n\r\n", 400, "a broken %-escape in the query"),
            ("GET /api/state?script=stack&script=stack HTTP/1.1\r\nHost: \(host)\r\n\r\n", 400, "query parameter 'script' given twice"),
            ("GET /api/state?frame=1 HTTP/1.1\r\nHost: \(host)\r\n\r\n", 400, "unknown query parameter 'frame'; expected script"),
            ("GET /frames/1.png?revision=x HTTP/1.1\r\nHost: \(host)\r\n\r\n", 400, "query parameter 'revision' must be a whole number"),
            ("GET /frames/12345678901.png HTTP/1.1\r\nHost: \(host)\r\n\r\n", 400, "the frame number has more than 9 digits"),
        ]
        for (request, status, message) in cases {
            let response = try LoopbackHTTP.raw(request, port: studio.port)
            #expect(response.status == status, "\(request.prefix(40))")
            #expect(response.json["error"] as? String == message, "\(request.prefix(40))")
        }
        #expect(try LoopbackHTTP.raw("POST / HTTP/1.1\r\n\r\n", port: studio.port).headers["allow"] == "GET, HEAD")
        // DNS rebinding: a page elsewhere that resolves its own name to 127.0.0.1 sends that name as Host.
        for (header, shown) in [("Host: evil.example:\(studio.port)\r\n", "'evil.example:\(studio.port)'"), ("", "'none'")] {
            let response = try LoopbackHTTP.raw("GET /api/state HTTP/1.1\r\n\(header)\r\n", port: studio.port)
            #expect(response.status == 403)
            #expect(response.json["error"] as? String == "the Host header must be \(host) or localhost:\(studio.port), got \(shown)")
        }
        #expect(try LoopbackHTTP.raw("GET /api/state HTTP/1.1\r\nHost: localhost:\(studio.port)\r\n\r\n", port: studio.port).status == 200)
    }

    @Test func clientsThatHangUpMidFrameDoNotStopTheServer() throws {
        let studio = try StudioProcess([Repository.stackExample])
        for frame in 100..<110 {
            let socket = try LoopbackHTTP.connect(port: studio.port)
            LoopbackHTTP.send(Array("GET /frames/\(frame).png HTTP/1.1\r\nHost: 127.0.0.1:\(studio.port)\r\n\r\n".utf8), on: socket)
            var start = [UInt8](repeating: 0, count: 100)
            let count = start.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            #expect(String(decoding: start.prefix(max(0, count)), as: UTF8.self).hasPrefix("HTTP/1.1 200 OK\r\nContent-Type: image/png\r\n"))
            close(socket)
        }
        // Clients that connect and send nothing, or half a head, then go.
        for partial in ["", "GET /frames/1"] {
            let socket = try LoopbackHTTP.connect(port: studio.port)
            LoopbackHTTP.send(Array(partial.utf8), on: socket)
            close(socket)
        }
        let state = try LoopbackHTTP.get("/api/state", port: studio.port)
        #expect(state.status == 200)
        #expect(state.json["frames"] as? Int == 223)
        #expect(try LoopbackHTTP.get("/frames/105.png", port: studio.port).status == 200)
        #expect(studio.stop().status == 0)
    }

    @Test func connectionsBeyondTheCapAreAnswered503() throws {
        let studio = try StudioProcess([Repository.stackExample])
        // 64 open event streams (as 64 tabs) take every connection; each has said ": open".
        var streams: [Int32] = []
        defer { for stream in streams { close(stream) } }
        for _ in 0..<64 {
            let (stream, received) = try LoopbackHTTP.openEventStream(port: studio.port)
            #expect(received.hasSuffix(": open\n\n"))
            streams.append(stream)
        }
        let refused = try LoopbackHTTP.get("/api/state", port: studio.port)
        #expect(refused.status == 503)
        #expect(refused.json["error"] as? String == "too many connections")
        #expect(studio.stop().status == 0)
    }

    @Test func badCommandLinesExitWithStatusTwo() throws {
        let missing = try runCardMotion(["studio", "--port", "0", "/nonexistent/stack.yaml"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/nonexistent/stack.yaml: not a file"))
        let badHost = try runCardMotion(["studio", "--port", "0", "--host", "localhost", Repository.stackExample])
        #expect(badHost.status == 2)
        #expect(badHost.stderr == "cardmotion: cannot listen on localhost:0: not a dotted IPv4 address\n")
    }
}
