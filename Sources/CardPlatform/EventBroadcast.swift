import Foundation

/// A Server-Sent Events channel: every open stream gets each event published after it opened, and a keep-alive
/// comment when nothing was published for ``keepAliveSeconds``. A stream waits on its socket as well as for events,
/// so a client that goes (a page closed or reloaded) frees its connection at once, not at the next write.
public final class EventBroadcast: Sendable {
    /// Seconds between keep-alive comments on a quiet stream.
    public static let keepAliveSeconds = 15.0
    /// The most events kept for a stream that has not sent them yet; a stream further behind is closed (the page
    /// reopens it and reads the state afresh).
    public static let backlog = 64

    private struct Channel {
        /// Every event published, numbered from 0; only the last ``backlog`` are kept.
        var events: [(number: Int, text: String)] = []
        var published = 0
        /// The writing end of each open stream's wake pipe, by stream number: written to when an event is published.
        var wakes: [Int: Int32] = [:]
        var nextStream = 0
    }

    private let channel = Locked(Channel())

    public init() {}

    /// Sends `event` with `data` (one line) to every open stream.
    public func publish(event: String, data: String) {
        channel.withLock { channel in
            channel.events.append((channel.published, "event: \(event)\ndata: \(data)\n\n"))
            channel.published += 1
            if channel.events.count > Self.backlog { channel.events.removeFirst(channel.events.count - Self.backlog) }
            for wake in channel.wakes.values { SystemCalls.wake(wake) }
        }
    }

    /// Serves `connection` as an event stream until its client goes (or falls more than ``backlog`` events
    /// behind).
    func stream(to connection: Int32, headOnly: Bool) {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
            + "X-Content-Type-Options: nosniff\r\nConnection: keep-alive\r\n\r\n"
        guard HTTPServer.send(Array(head.utf8), to: connection), !headOnly else { return }
        guard let pipe = SystemCalls.makeWakePipe() else { return }
        let (opened, number) = channel.withLock { channel in
            defer { channel.nextStream += 1 }
            channel.wakes[channel.nextStream] = pipe.writing
            return (channel.published, channel.nextStream)
        }
        var next = opened
        defer {
            channel.withLock { $0.wakes[number] = nil }
            _ = SystemCalls.close(pipe.reading)
            _ = SystemCalls.close(pipe.writing)
        }
        guard HTTPServer.send(Array(": open\n\n".utf8), to: connection) else { return }
        while true {
            if channel.withLock({ next == $0.published }) {
                let waited = SystemCalls.waitForHangUpOrWake(connection, wake: pipe.reading,
                                                             milliseconds: Int32(Self.keepAliveSeconds * 1000))
                if waited == .hungUp { return }
                SystemCalls.drainWakes(pipe.reading)
            }
            let pending = channel.withLock { channel -> String? in
                let oldest = channel.events.first?.number ?? channel.published
                defer { next = channel.published }
                return next < oldest ? nil : channel.events.filter { $0.number >= next }.map(\.text).joined()
            }
            guard let pending else { return }
            let text = pending.isEmpty ? ": keep-alive\n\n" : pending
            guard HTTPServer.send(Array(text.utf8), to: connection) else { return }
        }
    }
}
