import Foundation

/// A small HTTP/1.1 server for GET, HEAD and POST (a body of at most ``HTTPLimits/bodyBytes``): one thread per connection, at most ``HTTPLimits/connections`` at
/// once, every connection closed after its response except an event stream (``EventBroadcast``).
///
/// Requests are parsed with the limits of ``HTTPLimits``; the handler sees only well-formed GET, HEAD and POST
/// requests, a POST with its whole body. A client that has not sent its whole request head (and body) within ``HTTPLimits/clientTimeoutSeconds`` of connecting is
/// answered 408 and dropped (however it trickles the bytes), one that stops reading is dropped after a write waits
/// that long, and one that disconnects mid-response costs its thread nothing more than a failed write (no SIGPIPE:
/// `MSG_NOSIGNAL`). When every connection is taken, a new one takes the place of the oldest still sending its head
/// (``ConnectionSlots``).
public final class HTTPServer: @unchecked Sendable {
    /// What a handler answers: a complete response, or an event stream that stays open.
    public enum Reply: Sendable {
        case response(HTTPResponse)
        case events(EventBroadcast)
    }

    /// Why the server could not listen.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// The port listened on (the one the system picked when asked for port 0).
    public let port: UInt16
    /// The address listened on, dotted IPv4.
    public let host: String
    /// The methods answered (GET and HEAD, and POST for a server that takes changes); any other is a 405.
    public let methods: Set<String>
    private let listener: Int32
    private let slots = ConnectionSlots()

    /// Listens on `host` (dotted IPv4, such as 127.0.0.1) and `port` (0: any free port), answering `methods`.
    public init(host: String, port: UInt16, methods: Set<String> = HTTPRequest.readOnlyMethods) throws(Failure) {
        self.methods = methods
        switch SystemCalls.listen(host: host, port: port, backlog: 128) {
        case .success(let listening):
            listener = listening.descriptor
            self.port = listening.port
            self.host = host
        case .failure(let failure):
            let reason = failure.call == "inet_pton" ? "not a dotted IPv4 address" : "\(failure.call): \(SystemCalls.message(for: failure.code))"
            throw Failure(description: "cannot listen on \(host):\(port): \(reason)")
        }
    }

    /// Whether `host` is a loopback address (127.0.0.0/8): only this machine can connect.
    public static func isLoopback(_ host: String) -> Bool {
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// Accepts connections for ever, answering each on a thread of its own with `handler`. Returns only if the
    /// listening socket fails.
    public func serve(_ handler: @escaping @Sendable (HTTPRequest) -> Reply) {
        while true {
            guard SystemCalls.waitUntilReadable(listener, milliseconds: 1000) else { continue }
            guard let connection = SystemCalls.accept(listener) else { continue }
            SystemCalls.setTimeouts(connection, seconds: HTTPLimits.clientTimeoutSeconds)
            let deadline = ContinuousClock.now + .seconds(HTTPLimits.clientTimeoutSeconds)
            guard let ticket = slots.admit(connection) else {
                let busy = HTTPResponse.refusal(HTTPRequestProblem(status: 503, message: "too many connections"))
                Self.send(busy.bytes(includingBody: true), to: connection)
                _ = SystemCalls.close(connection)
                continue
            }
            let thread = Thread { [slots, methods] in
                Self.answer(connection, headDeadline: deadline, methods: methods, handler: handler) { slots.answering(ticket) }
                slots.release(ticket)
                _ = SystemCalls.close(connection)
            }
            thread.stackSize = ThreadStack.size
            thread.start()
        }
    }

    /// Reads one request from `connection` (its head by `headDeadline`) and answers it; `answering` is called once
    /// the head is in.
    private static func answer(_ connection: Int32, headDeadline: ContinuousClock.Instant, methods: Set<String>,
                               handler: @Sendable (HTTPRequest) -> Reply, answering: () -> Void) {
        let request: HTTPRequest
        let reading = readHead(connection, deadline: headDeadline)
        answering()
        switch reading {
        case .head(let head, let rest):
            do throws(HTTPRequestProblem) {
                var parsed = try HTTPRequest(head: head, methods: methods)
                parsed.body = try readBody(connection, length: try parsed.bodyLength, after: rest, deadline: headDeadline)
                request = parsed
            } catch {
                send(HTTPResponse.refusal(error, allowed: methods).bytes(includingBody: true), to: connection)
                return
            }
        case .refused(let problem):
            send(HTTPResponse.refusal(problem, allowed: methods).bytes(includingBody: true), to: connection)
            return
        case .gone:
            return
        }
        switch handler(request) {
        case .response(let response):
            send(response.bytes(includingBody: !request.isHead), to: connection)
        case .events(let broadcast):
            broadcast.stream(to: connection, headOnly: request.isHead)
        }
    }

    /// What reading a request head gave.
    private enum HeadReading {
        /// The head, up to the blank line, and the bytes read after the blank line's end.
        case head([UInt8], rest: [UInt8])
        /// A problem to answer.
        case refused(HTTPRequestProblem)
        /// The client went, or timed out, before sending anything: there is no one to answer.
        case gone
    }

    /// Reads a request head, all of it by `deadline` (a total, not per read: a client that sends a byte now and then
    /// is answered 408 all the same).
    private static func readHead(_ connection: Int32, deadline: ContinuousClock.Instant) -> HeadReading {
        var head: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
            guard milliseconds > 0, SystemCalls.waitUntilReadable(connection, milliseconds: Int32(clamping: milliseconds)) else {
                return head.isEmpty ? .gone : .refused(HTTPRequestProblem(status: 408, message: "the request head did not arrive within \(HTTPLimits.clientTimeoutSeconds) s"))
            }
            let count = chunk.withUnsafeMutableBytes { SystemCalls.receive(connection, into: $0.baseAddress!, count: $0.count) }
            guard let count, count > 0 else {
                return head.isEmpty ? .gone : .refused(HTTPRequestProblem(status: 408, message: "the request head did not end"))
            }
            let searchFrom = max(0, head.count - 3)
            head += chunk[0..<count]
            if let end = headEnd(in: head, from: searchFrom) {
                let bodyStart = head[end] == UInt8(ascii: "\n") && head[end + 1] == UInt8(ascii: "\n") ? end + 2 : end + 3
                return .head(Array(head[0..<end]), rest: Array(head[bodyStart...]))
            }
            if !head.contains(UInt8(ascii: "\n")) && head.count > HTTPLimits.requestLineBytes {
                return .refused(HTTPRequestProblem(status: 414, message: "the request line is longer than \(HTTPLimits.requestLineBytes) bytes"))
            }
            if head.count > HTTPLimits.headBytes {
                return .refused(HTTPRequestProblem(status: 431, message: "the request head is longer than \(HTTPLimits.headBytes) bytes"))
            }
        }
    }

    /// The `length` bytes of a body: `rest` (read with the head) and what follows, all of it by `deadline`.
    private static func readBody(_ connection: Int32, length: Int, after rest: [UInt8],
                                 deadline: ContinuousClock.Instant) throws(HTTPRequestProblem) -> [UInt8] {
        guard rest.count <= length else { throw HTTPRequestProblem(status: 400, message: "more bytes than Content-Length says") }
        var body = rest
        var chunk = [UInt8](repeating: 0, count: 4096)
        while body.count < length {
            let left = ContinuousClock.now.duration(to: deadline)
            let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
            guard milliseconds > 0, SystemCalls.waitUntilReadable(connection, milliseconds: Int32(clamping: milliseconds)) else {
                throw HTTPRequestProblem(status: 408, message: "the request body did not arrive within \(HTTPLimits.clientTimeoutSeconds) s")
            }
            let wanted = min(chunk.count, length - body.count)
            let count = chunk.withUnsafeMutableBytes { SystemCalls.receive(connection, into: $0.baseAddress!, count: wanted) }
            guard let count, count > 0 else { throw HTTPRequestProblem(status: 400, message: "the body ended before Content-Length bytes") }
            body += chunk[0..<count]
        }
        return body
    }

    /// Where the head ends in `bytes` (the index of the blank line's first byte), looking from `start`.
    private static func headEnd(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") { return index }
                if index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\r") && bytes[index + 2] == UInt8(ascii: "\n") { return index }
            }
            index += 1
        }
        return nil
    }

    /// Sends `bytes`; false when the client has gone.
    @discardableResult
    static func send(_ bytes: [UInt8], to connection: Int32) -> Bool {
        bytes.withUnsafeBytes { SystemCalls.sendAll(connection, $0) }
    }
}
