import CardMotionTestSupport
import Foundation
import Testing

/// The studio's server under clients that hold connections: heads sent a byte at a time, and event streams whose
/// clients went (docs/studio.md, Limits).
@Suite(.serialized) struct StudioConnectionTests {
    /// Sends `byte` on `socket` every `seconds` until a send fails or `count` were sent, on a thread of its own.
    static func trickle(_ byte: UInt8, on socket: Int32, every seconds: Double, count: Int) {
        Thread.detachNewThread {
            for _ in 0..<count {
                Thread.sleep(forTimeInterval: seconds)
                guard LoopbackHTTP.send([byte], on: socket) else { return }
            }
        }
    }

    /// Opens a connection and sends the first byte of a request head.
    static func slowClient(port: UInt16) throws -> Int32 {
        let socket = try LoopbackHTTP.connect(port: port)
        LoopbackHTTP.send(Array("G".utf8), on: socket)
        return socket
    }

    /// A head trickled a byte a second (each read well within 10 s of the last) is answered 408 once 10 s have
    /// passed since the connection opened: the limit is on the whole head.
    @Test func aHeadSentAByteAtATimeIsDroppedWith408() throws {
        let studio = try StudioProcess([Repository.stackExample])
        let socket = try LoopbackHTTP.connect(port: studio.port)
        defer { close(socket) }
        LoopbackHTTP.send(Array("GET /".utf8), on: socket)
        Self.trickle(UInt8(ascii: "a"), on: socket, every: 1, count: 60)
        let opened = Date()
        let response = try LoopbackHTTP.parse(LoopbackHTTP.readAll(socket))
        #expect(response.status == 408)
        #expect(response.json["error"] as? String == "the request head did not arrive within 10 s")
        // Answered once the 10 s were up, not when the trickle stopped (60 s).
        #expect(Date().timeIntervalSince(opened) < 30)
    }

    /// 64 connections sending their heads a byte at a time take every slot; a real request still gets in (it takes
    /// the place of the oldest), and again when the slow clients all reconnect at once.
    @Test func slowHeadsCannotKeepARequestOut() throws {
        let studio = try StudioProcess([Repository.stackExample])
        var slow: [Int32] = []
        defer { for socket in slow { close(socket) } }
        for _ in 0..<2 {
            for socket in slow { close(socket) }
            slow = try (0..<64).map { _ in try Self.slowClient(port: studio.port) }
            for socket in slow { Self.trickle(UInt8(ascii: "E"), on: socket, every: 2, count: 10) }
            let response = try LoopbackHTTP.get("/api/scripts", port: studio.port)
            #expect(response.status == 200)
            #expect(response.text == "[\n  \"stack\"\n]\n")
        }
        #expect(studio.stop().status == 0)
    }

    /// 64 event streams whose clients close (64 tabs reloaded) free their connections at once, not at the next
    /// keep-alive (15 s).
    @Test func closedEventStreamsFreeTheirConnectionsAtOnce() throws {
        let studio = try StudioProcess([Repository.stackExample])
        let streams = try (0..<64).map { _ in try LoopbackHTTP.openEventStream(port: studio.port).socket }
        #expect(try LoopbackHTTP.get("/api/scripts", port: studio.port).status == 503)
        for stream in streams { close(stream) }
        // Well within the keep-alive interval (a bound for a failure only: the slots free in milliseconds).
        let deadline = Date(timeIntervalSinceNow: 5)
        var status = 0
        while Date() < deadline {
            status = try LoopbackHTTP.get("/api/scripts", port: studio.port).status
            if status == 200 { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(status == 200)
        #expect(studio.stop().status == 0)
    }
}
