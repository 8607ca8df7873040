import Foundation

/// A Server-Sent Events channel: every open stream gets each event published after it opened, and a keep-alive
/// comment when nothing was published for ``keepAliveSeconds``, which is also how a stream finds its client gone.
public final class EventBroadcast: @unchecked Sendable {
    /// Seconds between keep-alive comments on a quiet stream.
    public static let keepAliveSeconds = 15.0
    /// The most events kept for a stream that has not sent them yet; a stream further behind is closed (the page
    /// reopens it and reads the state afresh).
    public static let backlog = 64

    private let condition = NSCondition()
    /// Every event published, numbered from 0; only the last ``backlog`` are kept.
    private var events: [(number: Int, text: String)] = []
    private var published = 0

    public init() {}

    /// Sends `event` with `data` (one line) to every open stream.
    public func publish(event: String, data: String) {
        condition.lock()
        events.append((published, "event: \(event)\ndata: \(data)\n\n"))
        published += 1
        if events.count > Self.backlog { events.removeFirst(events.count - Self.backlog) }
        condition.broadcast()
        condition.unlock()
    }

    /// Serves `connection` as an event stream until its client goes (or falls more than ``backlog`` events
    /// behind).
    func stream(to connection: Int32, headOnly: Bool) {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
            + "X-Content-Type-Options: nosniff\r\nConnection: keep-alive\r\n\r\n"
        guard HTTPServer.send(Array(head.utf8), to: connection), !headOnly else { return }
        condition.lock()
        var next = published
        condition.unlock()
        guard HTTPServer.send(Array(": open\n\n".utf8), to: connection) else { return }
        while true {
            condition.lock()
            if next == published {
                _ = condition.wait(until: Date(timeIntervalSinceNow: Self.keepAliveSeconds))
            }
            let oldest = events.first?.number ?? published
            let pending = next < oldest ? nil : events.filter { $0.number >= next }.map(\.text).joined()
            next = published
            condition.unlock()
            guard let pending else { return }
            let text = pending.isEmpty ? ": keep-alive\n\n" : pending
            guard HTTPServer.send(Array(text.utf8), to: connection) else { return }
        }
    }
}
