/// Standard output and standard error, written with every `write(2)` checked, so that a full disk or a closed pipe
/// behind `>` is an error instead of output silently lost.
public enum StandardStreams {
    /// Why standard output could not be written.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var reason: String
        public var description: String { "cannot write to standard output: \(reason)" }
    }

    /// Writes `text` to standard output now (no buffering).
    public static func write(_ text: String) throws(Failure) {
        let code = OutputFile.writeAll(Array(text.utf8), to: SystemCalls.standardOutput)
        if code != 0 { throw Failure(reason: SystemErrorMessage.writing(code)) }
    }

    /// Writes `line` and a newline to standard output.
    public static func line(_ line: String) throws(Failure) {
        try write(line + "\n")
    }

    /// Writes `text` to standard error, as well as it can: a message about a failure has nowhere else to go.
    public static func writeError(_ text: String) {
        _ = OutputFile.writeAll(Array(text.utf8), to: SystemCalls.standardError)
    }

    /// Whether standard error is a terminal (progress bars are drawn only there).
    public static var errorIsTerminal: Bool { SystemCalls.isTerminal(SystemCalls.standardError) }
}
