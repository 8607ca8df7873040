import CardPlatform

/// The checks of the studio's request targets: which query parameters a route takes, and frame numbers in paths.
enum StudioQuery {
    /// The most digits of a frame number (frames are far fewer than 10⁹: docs/limits.md).
    static let frameDigits = 9

    /// Refuses a query with a parameter `allowed` does not list, a parameter given twice, or an empty value.
    static func check(_ request: HTTPRequest, allowing allowed: Set<String>) throws(StudioRequestProblem) {
        var seen = Set<String>()
        for (name, value) in request.query {
            guard allowed.contains(name) else {
                let expected = allowed.isEmpty ? "this page takes none" : "expected " + allowed.sorted().joined(separator: ", ")
                throw StudioRequestProblem(status: 400, message: "unknown query parameter '\(name.prefix(100))'; \(expected)")
            }
            guard seen.insert(name).inserted else { throw StudioRequestProblem(status: 400, message: "query parameter '\(name)' given twice") }
            guard !value.isEmpty else { throw StudioRequestProblem(status: 400, message: "query parameter '\(name)' is empty") }
        }
    }

    /// The frame number of a `/frames/N.png` path (or of `prefix` + `N` + `suffix`; N decimal digits only), `nil`
    /// for any other path; a malformed or too long number is a 400.
    static func frameNumber(inPath path: String, prefix: String = "/frames/", suffix: String = ".png") throws(StudioRequestProblem) -> Int? {
        guard path.hasPrefix(prefix), path.hasSuffix(suffix), path.utf8.count > prefix.utf8.count + suffix.utf8.count else { return nil }
        let digits = path.dropFirst(prefix.count).dropLast(suffix.count)
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        guard digits.count <= frameDigits, let frame = Int(digits) else {
            throw StudioRequestProblem(status: 400, message: "the frame number has more than \(frameDigits) digits")
        }
        return frame
    }

    /// A frame's `revision` parameter: the page adds the revision it shows, so that the browser asks again after a
    /// reload (the URL changes); the frame served is always the current revision's. Must be a whole number.
    static func checkRevision(_ value: String?) throws(StudioRequestProblem) {
        guard let value else { return }
        guard value.count <= 18, value.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }), Int(value) != nil else {
            throw StudioRequestProblem(status: 400, message: "query parameter 'revision' must be a whole number")
        }
    }

    /// Refuses a request whose `Host` header is not a name of the address the studio listens on, with its port
    /// (``HTTPServer/hostNames(listeningOn:)``: `localhost` too for a loopback address; every interface's address,
    /// `localhost` and the host name for 0.0.0.0): a web page elsewhere that rebinds its own name to this machine
    /// (DNS rebinding) sends its own name, and is refused with 403.
    static func checkHost(_ request: HTTPRequest, host: String, port: UInt16) throws(StudioRequestProblem) {
        let given = request.headers.first { $0.name == "host" }?.value.lowercased()
        let allowed = HTTPServer.hostNames(listeningOn: host).map { "\($0):\(port)" }
        guard let given, allowed.contains(given) else {
            throw StudioRequestProblem(status: 403, message: "the Host header must be \(allowed.joined(separator: " or ")), got '\(given?.prefix(100) ?? "none")'")
        }
    }
}
