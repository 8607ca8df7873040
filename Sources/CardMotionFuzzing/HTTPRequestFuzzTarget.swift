import CardPlatform

/// Fuzzes the studio's request parser, `HTTPRequest(head:)`, with any bytes as a request head. Invariants: a head
/// is accepted only within ``HTTPLimits`` (head, request line, header lines, query parameters), as a GET or HEAD
/// whose path starts with `/`, with lowercased, non-empty header names and query values that are UTF-8 text; a
/// refusal is a client error (4xx) whose message quotes at most a bounded part of the input.
public enum HTTPRequestFuzzTarget {
    /// The longest refusal message: the longest the parser writes, with its quoted parts cut.
    static let longestMessage = 200

    public static func exercise(_ bytes: [UInt8]) -> FuzzOutcome {
        let request: HTTPRequest
        do {
            request = try HTTPRequest(head: bytes)
        } catch {
            if !(400...499).contains(error.status) || error.message.isEmpty || error.message.utf8.count > longestMessage {
                FuzzOutcome.broken("HTTPRequestFuzzTarget", "refused with \(error.status) '\(error.message.prefix(300))'")
            }
            return .rejected("\(error.status) \(error.message)")
        }
        func broken(_ problem: String) -> Never { FuzzOutcome.broken("HTTPRequestFuzzTarget", problem) }
        if bytes.count > HTTPLimits.headBytes { broken("a head of \(bytes.count) bytes was accepted") }
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if let first = lines.first, first.count > HTTPLimits.requestLineBytes + 1 {
            broken("a request line of \(first.count) bytes was accepted")
        }
        if !["GET", "HEAD"].contains(request.method) { broken("the method '\(request.method)' was accepted") }
        if !request.path.hasPrefix("/") { broken("the path '\(request.path.prefix(100))' was accepted") }
        if request.query.count > HTTPLimits.queryParameters { broken("\(request.query.count) query parameters were accepted") }
        if request.headers.count > HTTPLimits.headerCount { broken("\(request.headers.count) header lines were accepted") }
        for header in request.headers where header.name.isEmpty || header.name != header.name.lowercased() {
            broken("the header name '\(header.name.prefix(100))' was accepted")
        }
        return .accepted("\(request.method) \(request.path.prefix(40)), \(request.query.count) parameters, \(request.headers.count) headers")
    }
}
