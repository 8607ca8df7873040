import Foundation

/// Headless Chromium (Debian's `chromium`, which scripts/test installs) as the tests' browser: it loads a page from
/// a file, and the page reports what it saw as JSON in an element `<pre id="probe">`.
public enum HeadlessChromium {
    /// The browser's path; `nil` when it is not installed (the tests that need it are then skipped).
    public static let executable = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Why a page's report could not be read.
    public struct ProbeError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Loads the page at `path` with a fresh profile, lets it run for `virtualTimeBudget` ms of virtual time (which
    /// jumps ahead while the page is idle: a page waiting for other threads keeps a timer ticking), and returns the
    /// JSON object in its `<pre id="probe">`.
    public static func probe(pageAt path: String, virtualTimeBudget: Int = 5000) throws -> [String: Any] {
        guard let executable else { throw ProbeError(description: "chromium is not installed") }
        let profile = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=\(virtualTimeBudget)",
                             "--user-data-dir=" + profile, "--dump-dom", "file://" + path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let start = dom.range(of: "<pre id=\"probe\">") else {
            throw ProbeError(description: "the page wrote no probe: \(dom.prefix(300))")
        }
        let json = dom[start.upperBound...].prefix { $0 != "<" }.replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        guard let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            throw ProbeError(description: "the probe is not a JSON object: \(json.prefix(300))")
        }
        return object
    }
}
