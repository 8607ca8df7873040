import Foundation

/// A running `cardmotion studio`, for tests: started on a free port (`--port 0`), its URL read from its first
/// line of output; ``stop()`` sends SIGINT and returns the exit status. Killed when the object goes.
public final class StudioProcess: @unchecked Sendable {
    public let process: Process
    /// The port it listens on.
    public let port: UInt16
    /// Its first line of output.
    public let firstLine: String
    private let errors = Pipe()

    public struct StartFailure: Error, CustomStringConvertible {
        public var description: String
    }

    /// What the first line holds after the port (`#token=...` for a review).
    public let rest: String

    /// Starts `cardmotion studio` (or `command`: `review`) with `arguments` (scripts and options; `--port 0` is
    /// added) in `directory` and waits, at most `timeLimit` seconds, for its first line.
    public init(_ arguments: [String], command: String = "studio", in directory: String? = nil, timeLimit: Double = 120) throws {
        process = cardMotionProcess([command, "--port", "0"] + arguments)
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let reading = output.fileHandleForReading
        var line: [UInt8] = []
        let deadline = Date(timeIntervalSinceNow: timeLimit)
        while !line.contains(UInt8(ascii: "\n")) && Date() < deadline {
            let chunk = reading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        firstLine = String(decoding: line.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        let prefix = "\(command): http://127.0.0.1:"
        let afterPrefix = firstLine.dropFirst(prefix.count)
        let digits = afterPrefix.prefix { $0.isNumber }
        guard firstLine.hasPrefix(prefix), afterPrefix.dropFirst(digits.count).hasPrefix("/"), let port = UInt16(digits) else {
            process.terminate()
            throw StartFailure(description: "\(command) did not print its URL: '\(firstLine)'")
        }
        self.port = port
        rest = String(afterPrefix.dropFirst(digits.count + 1))
    }

    /// Sends SIGINT (Ctrl-C) and waits for the end: the exit status and what it wrote on stderr.
    public func stop() -> (status: Int32, stderr: String) {
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, text)
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}
