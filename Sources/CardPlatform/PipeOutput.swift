import Foundation

/// Writes to the standard input of a program CardMotion started, where the program may have ended (failed,
/// crashed) while we write: that is a failure to report, not a SIGPIPE that ends CardMotion.
public enum PipeOutput {
    /// Why the bytes could not all be written.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// The reason in words ("the reader has gone (broken pipe)", ...).
        public var reason: String
        /// Whether the reading end is closed: the program has ended or closed its input.
        public var readerHasGone: Bool
        public var description: String { reason }
    }

    /// Writes every byte of `bytes` to `descriptor`, the writing end of a pipe, blocking while the pipe is full.
    public static func write(_ bytes: some ContiguousBytes, to descriptor: Int32) throws(Failure) {
        let code = SystemCalls.withoutBrokenPipeSignal(on: descriptor) { OutputFile.writeAll(bytes, to: descriptor) }
        guard code == 0 else {
            throw Failure(reason: SystemErrorMessage.writing(code), readerHasGone: code == SystemCalls.brokenPipe)
        }
    }
}
