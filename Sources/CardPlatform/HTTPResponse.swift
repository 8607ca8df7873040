/// A complete response: status, content type, body; always `Connection: close` and `Cache-Control: no-store`.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var contentType: String
    public var body: [UInt8]
    /// Further headers, written after the standard ones.
    public var headers: [(name: String, value: String)]

    public init(status: Int, contentType: String, body: [UInt8], headers: [(name: String, value: String)] = []) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.headers = headers
    }

    /// A JSON body (UTF-8).
    public static func json(_ text: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "application/json; charset=utf-8", body: Array(text.utf8))
    }

    /// A JSON error body, `{"error": MESSAGE}`, with `status`. `message` must need no JSON escaping (the server's
    /// own refusals: printable ASCII without quotes or backslashes); the studio formats its own with `JSONValue`.
    /// A 405 names the methods `allowed` in its `Allow` header.
    static func refusal(_ problem: HTTPRequestProblem, allowed: Set<String> = HTTPRequest.readOnlyMethods) -> HTTPResponse {
        let message = String(problem.message.unicodeScalars.filter { (0x20...0x7E).contains($0.value) && $0 != "\"" && $0 != "\\" })
        var response = json("{\"error\": \"\(message)\"}\n", status: problem.status)
        if problem.status == 405 { response.headers.append(("Allow", ["GET", "HEAD", "POST"].filter(allowed.contains).joined(separator: ", "))) }
        return response
    }

    /// A JSON error response: `body` is the JSON text, `status` its status (405 adds `Allow: GET, HEAD`, the methods
    /// of a server that takes no change).
    public static func error(_ status: Int, json body: String) -> HTTPResponse {
        var response = json(body, status: status)
        if status == 405 { response.headers.append(("Allow", "GET, HEAD")) }
        return response
    }

    /// The bytes sent: the head, then the body unless the request was HEAD.
    public func bytes(includingBody: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        head += "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
        head += "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        return Array(head.utf8) + (includingBody ? body : [])
    }

    /// The reason phrase of the statuses the studio answers.
    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 415: "Unsupported Media Type"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}
