/// A GET, HEAD or POST request as ``HTTPServer`` read it: the path, the query's parameters, the headers and a POST's
/// body.
///
/// Reading is bounded (``HTTPLimits``): a request line, a header count, a head or a body longer than its limit is
/// refused with 414, 431 or 413, a malformed one with 400, a POST without `Content-Length` with 411, and any other
/// method with 405, before any handler runs.
public struct HTTPRequest: Sendable, Equatable {
    /// `GET`, `HEAD` or `POST`.
    public var method: String
    /// The target's path, exactly as sent (not percent-decoded: routes are matched against fixed strings, so an
    /// encoded `..` or `/` matches no route).
    public var path: String
    /// The query's parameters, percent-decoded, in the order sent.
    public var query: [(name: String, value: String)]
    /// The headers, names lowercased, in the order sent.
    public var headers: [(name: String, value: String)]
    /// A POST's body, at most ``HTTPLimits/bodyBytes`` long (empty for GET and HEAD).
    public var body: [UInt8] = []

    /// Whether the response carries no body (HEAD).
    public var isHead: Bool { method == "HEAD" }

    /// Whether the request asks to change something (POST): handlers answer it only on routes that take it.
    public var isPost: Bool { method == "POST" }

    /// The first value of the header `name` (lowercase), or `nil`.
    public func header(_ name: String) -> String? {
        headers.first { $0.name == name }?.value
    }

    /// The first value of the query parameter `name`, or `nil`.
    public func parameter(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    public static func == (lhs: HTTPRequest, rhs: HTTPRequest) -> Bool {
        lhs.method == rhs.method && lhs.path == rhs.path
            && lhs.query.map(\.name) == rhs.query.map(\.name) && lhs.query.map(\.value) == rhs.query.map(\.value)
            && lhs.headers.map(\.name) == rhs.headers.map(\.name) && lhs.headers.map(\.value) == rhs.headers.map(\.value)
            && lhs.body == rhs.body
    }
}

/// The limits of what ``HTTPServer`` reads from a client (docs/limits.md).
public enum HTTPLimits {
    /// The longest request line, in bytes; longer is refused with 414.
    public static let requestLineBytes = 2048
    /// The longest request head (request line and headers), in bytes; longer is refused with 431.
    public static let headBytes = 8192
    /// The most header lines; more is refused with 431.
    public static let headerCount = 100
    /// The most query parameters; more is refused with 400.
    public static let queryParameters = 16
    /// Seconds a client has to send its whole request head, from connecting (408 after), and to take each part of
    /// the response.
    public static let clientTimeoutSeconds = 10
    /// The longest POST body, in bytes (64 KiB); longer is refused with 413.
    public static let bodyBytes = 64 << 10
    /// The most connections served at once (event streams included). A new one beyond takes the place of the oldest
    /// still sending its head; when none is, it is answered 503 at once.
    public static let connections = 64
}

/// Why a request was refused before any handler saw it: the status to answer and a sentence saying why.
public struct HTTPRequestProblem: Error, Equatable, Sendable {
    public var status: Int
    public var message: String

    public init(status: Int, message: String) {
        self.status = status
        self.message = message
    }
}

extension HTTPRequest {
    /// The methods a server answers when it is not told otherwise.
    public static let readOnlyMethods: Set<String> = ["GET", "HEAD"]

    /// Parses a request head (everything before the blank line, CRLF or LF line ends), enforcing ``HTTPLimits``;
    /// a method other than `methods` (a subset of GET, HEAD and POST) is a 405.
    public init(head: [UInt8], methods: Set<String> = HTTPRequest.readOnlyMethods) throws(HTTPRequestProblem) {
        guard head.count <= HTTPLimits.headBytes else {
            throw HTTPRequestProblem(status: 431, message: "the request head is longer than \(HTTPLimits.headBytes) bytes")
        }
        var lines = head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let first = lines.first, !first.isEmpty else { throw HTTPRequestProblem(status: 400, message: "no request line") }
        guard first.count <= HTTPLimits.requestLineBytes else {
            throw HTTPRequestProblem(status: 414, message: "the request line is longer than \(HTTPLimits.requestLineBytes) bytes")
        }
        guard lines.count - 1 <= HTTPLimits.headerCount else {
            throw HTTPRequestProblem(status: 431, message: "more than \(HTTPLimits.headerCount) header lines")
        }
        guard first.allSatisfy({ (0x21...0x7E).contains($0) || $0 == 0x20 }) else {
            throw HTTPRequestProblem(status: 400, message: "the request line has bytes other than printable ASCII")
        }
        let parts = first.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        guard parts.count == 3, parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0" else {
            throw HTTPRequestProblem(status: 400, message: "the request line is not METHOD TARGET HTTP/1.x")
        }
        method = parts[0]
        guard methods.contains(method) else {
            let served = ["GET", "HEAD", "POST"].filter(methods.contains)
            throw HTTPRequestProblem(status: 405, message: "only \(served.dropLast().joined(separator: ", ")) and \(served.last ?? "") are served, not \(method.prefix(32))")
        }
        let target = parts[1]
        guard target.hasPrefix("/") else { throw HTTPRequestProblem(status: 400, message: "the target must start with /") }
        let pieces = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        path = String(pieces[0])
        query = try pieces.count > 1 ? Self.parameters(String(pieces[1])) : []
        headers = try lines.dropFirst().map { line throws(HTTPRequestProblem) in
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex else {
                throw HTTPRequestProblem(status: 400, message: "a header line has no name")
            }
            let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self).lowercased()
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingSpaces
            return (name, value)
        }
    }

    /// How many body bytes follow the head: 0 for GET and HEAD; a POST's `Content-Length` (decimal digits, once, at
    /// most ``HTTPLimits/bodyBytes``). A POST without it is a 411, one with `Transfer-Encoding` a 400 (bodies are
    /// read by length only), a longer one a 413.
    public var bodyLength: Int {
        get throws(HTTPRequestProblem) {
            let lengths = headers.filter { $0.name == "content-length" }.map(\.value)
            guard isPost else {
                guard lengths.allSatisfy({ $0 == "0" }) else { throw HTTPRequestProblem(status: 400, message: "only POST requests have a body") }
                return 0
            }
            guard !headers.contains(where: { $0.name == "transfer-encoding" }) else {
                throw HTTPRequestProblem(status: 400, message: "a body is read by Content-Length only, not Transfer-Encoding")
            }
            guard lengths.count == 1, let text = lengths.first else {
                throw HTTPRequestProblem(status: 411, message: "a POST request needs one Content-Length header")
            }
            guard !text.isEmpty, text.utf8.count <= 9, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                  let length = Int(text) else {
                throw HTTPRequestProblem(status: 400, message: "Content-Length must be a whole number of bytes")
            }
            guard length <= HTTPLimits.bodyBytes else {
                throw HTTPRequestProblem(status: 413, message: "the body is longer than \(HTTPLimits.bodyBytes) bytes")
            }
            return length
        }
    }

    /// The `name=value` pairs of a query, percent-decoded (`+` stands for a space).
    private static func parameters(_ query: String) throws(HTTPRequestProblem) -> [(name: String, value: String)] {
        let pairs = query.split(separator: "&")
        guard pairs.count <= HTTPLimits.queryParameters else {
            throw HTTPRequestProblem(status: 400, message: "more than \(HTTPLimits.queryParameters) query parameters")
        }
        return try pairs.map { pair throws(HTTPRequestProblem) in
            let sides = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (try percentDecoded(String(sides[0])), try percentDecoded(sides.count > 1 ? String(sides[1]) : ""))
        }
    }

    /// `text` with its `%XX` escapes decoded and `+` as a space; a broken escape or bytes that are not UTF-8 are a 400.
    static func percentDecoded(_ text: String) throws(HTTPRequestProblem) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            switch byte {
            case UInt8(ascii: "+"): bytes.append(0x20)
            case UInt8(ascii: "%"):
                guard utf8.count >= 2, let high = hexValue(utf8.popFirst()!), let low = hexValue(utf8.popFirst()!) else {
                    throw HTTPRequestProblem(status: 400, message: "a broken %-escape in the query")
                }
                bytes.append(high << 4 | low)
            default: bytes.append(byte)
            }
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else {
            throw HTTPRequestProblem(status: 400, message: "the query is not UTF-8")
        }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

private extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        let end = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })!
        return String(scalars[start...end])
    }
}
