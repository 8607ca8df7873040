import Foundation

/// A minimal HTTP/1.1 client over a raw TCP socket to 127.0.0.1, for testing the studio's server: it sends the
/// exact bytes given (no normalising of `..` or `%2e`, as curl's --path-as-is), and can hang up mid-response.
public enum LoopbackHTTP {
    /// A response: status, headers (names lowercased) and body.
    public struct Response: Sendable {
        public var status: Int
        public var headers: [String: String]
        public var body: [UInt8]
        public var text: String { String(decoding: body, as: UTF8.self) }
        /// The body parsed as a JSON object.
        public var json: [String: Any] { (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? [:] }
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// A connected socket to 127.0.0.1:`port`, with 30-second read and write time limits.
    public static func connect(port: UInt16) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket: \(errno)") }
        var limit = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(socket)
            throw Failure(description: "connect to port \(port): \(errno)")
        }
        return socket
    }

    /// Sends `bytes` on `socket` (false when the peer has gone).
    @discardableResult
    public static func send(_ bytes: [UInt8], on socket: Int32) -> Bool {
        bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) == $0.count }
    }

    /// Reads until the peer closes (or `limit` bytes, or a read times out).
    public static func readAll(_ socket: Int32, limit: Int = 64 << 20) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while bytes.count < limit {
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return bytes
    }

    /// Sends `request` (raw bytes, the whole head) and reads the whole response.
    public static func raw(_ request: String, port: UInt16) throws -> Response {
        let socket = try connect(port: port)
        defer { close(socket) }
        send(Array(request.utf8), on: socket)
        return try parse(readAll(socket))
    }

    /// `GET target` exactly as written.
    public static func get(_ target: String, port: UInt16, method: String = "GET") throws -> Response {
        try raw("\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", port: port)
    }

    /// Opens `GET /api/events` and reads until the stream's `: open` comment (or the end): the socket, and what was
    /// read.
    public static func openEventStream(port: UInt16) throws -> (socket: Int32, received: String) {
        let stream = try connect(port: port)
        send(Array("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8), on: stream)
        var received = ""
        var chunk = [UInt8](repeating: 0, count: 1024)
        while !received.hasSuffix(": open\n\n") {
            let count = chunk.withUnsafeMutableBytes { recv(stream, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += String(decoding: chunk[0..<count], as: UTF8.self)
        }
        return (stream, received)
    }

    /// A response's bytes split into status, headers and body.
    public static func parse(_ bytes: [UInt8]) throws -> Response {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = (0...(max(0, bytes.count - 4))).first(where: { Array(bytes[$0..<min(bytes.count, $0 + 4)]) == separator }) else {
            throw Failure(description: "no response head in \(bytes.count) bytes")
        }
        let head = String(decoding: bytes[0..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = head[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw Failure(description: "bad status line '\(head[0])'") }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: Array(bytes[(end + 4)...]))
    }
}
