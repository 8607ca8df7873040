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
        let dom = try renderedDOM(pageAt: path, virtualTimeBudget: virtualTimeBudget)
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

    /// The document of the page at `path` as Chromium serialises it after its scripts ran for `virtualTimeBudget`
    /// ms of virtual time (`--dump-dom`): what a page built by its script shows, as markup.
    public static func renderedDOM(pageAt path: String, virtualTimeBudget: Int = 5000) throws -> String {
        let profile = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let output = try run(["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=\(virtualTimeBudget)",
                              "--user-data-dir=" + profile, "--dump-dom", "file://" + path])
        return String(decoding: output, as: UTF8.self)
    }

    /// Runs chromium with `arguments` to its end and returns what it wrote on standard output. A run longer than
    /// `timeLimit` seconds (far beyond any test's page: a bound for hangs only) is killed and throws, with what the threads of chromium and of each process in `watching` (the
    /// server the page talks to) were doing then (``HungProcess``): a hang fails its test and says where it was.
    public static func run(_ arguments: [String], watching: [Int32] = [], timeLimit: Double = 600) throws -> Data {
        guard let executable else { throw ProbeError(description: "chromium is not installed") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let watchdog = HungProcess.Watchdog(process, timeLimit: timeLimit, watching: watching)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if let threads = watchdog.stop() {
            throw ProbeError(description: "chromium took more than \(timeLimit) s; the threads then:\n\(threads)")
        }
        return data
    }

    /// Runs `script` in a page: JavaScript in an async function that sets `result` (awaiting what it needs), whose
    /// value comes back as a JSON object; an exception comes back as `{"error": "..."}`. Work on other threads
    /// (decoders) does not hold virtual time back, so a 1 ms timer ticks until the result is written.
    public static func evaluate(_ script: String, virtualTimeBudget: Int = 600_000) throws -> [String: Any] {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let page = """
            <html><body><script>
            let done = false;
            (function tick() { if (!done) setTimeout(tick, 1); })();
            (async () => {
              const out = document.createElement('pre'); out.id = 'probe';
              try {
                let result;
                \(script)
                out.textContent = JSON.stringify(result);
              } catch (error) { out.textContent = JSON.stringify({error: String(error)}); }
              document.body.appendChild(out); done = true;
            })();
            </script></body></html>
            """
        try page.write(toFile: folder + "/probe.html", atomically: true, encoding: .utf8)
        return try probe(pageAt: folder + "/probe.html", virtualTimeBudget: virtualTimeBudget)
    }

    /// Every frame of the image `bytes` (MIME `type`: image/png for APNG, image/webp, image/gif) as Chromium decodes
    /// it with WebCodecs' ImageDecoder, unpremultiplied and without colour conversion: `frames`, `repetitions`
    /// (-1 for ever), `durations` (µs) and each frame's RGBA bytes as `pixels`.
    public static func decodeImage(_ bytes: [UInt8], type: String) throws -> [String: Any] {
        try evaluate("""
            const bytes = Uint8Array.from(atob('\(Data(bytes).base64EncodedString())'), c => c.charCodeAt(0));
            const decoder = new ImageDecoder({data: bytes, type: '\(type)', colorSpaceConversion: 'none', premultiplyAlpha: 'none'});
            await decoder.tracks.ready; await decoder.completed;
            const track = decoder.tracks.selectedTrack;
            result = {frames: track.frameCount, repetitions: Number.isFinite(track.repetitionCount) ? track.repetitionCount : -1,
                      durations: [], pixels: []};
            for (let index = 0; index < track.frameCount; index++) {
              const {image} = await decoder.decode({frameIndex: index});
              result.durations.push(image.duration);
              const pixels = new Uint8Array(image.allocationSize({format: 'RGBA'}));
              await image.copyTo(pixels, {format: 'RGBA'});
              result.pixels.push(Array.from(pixels)); image.close();
            }
            """)
    }
}
