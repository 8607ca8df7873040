import Dispatch
import Foundation

/// A clean stop on Ctrl-C (SIGINT), SIGTERM and SIGHUP: the temporary files being written are removed, a line
/// on stderr says so, and the process exits with 128 + the signal number, as shells expect. Files already
/// complete stay; none is left half-written.
public enum CleanStop {
    private static let sources = Sources()

    /// Routes the signals to a dispatch queue (not a signal handler), where taking locks and deleting files is
    /// safe. `program` starts the line written on stderr.
    public static func install(program: String) {
        for number in SystemCalls.stopSignals {
            SystemCalls.ignore(number)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global(qos: .userInitiated))
            source.setEventHandler {
                let removed = OutputFile.abandonAll()
                let name = number == SystemCalls.interruptSignal ? "interrupted" : "stopped by signal \(number)"
                let detail = removed == 1 ? "1 unfinished file removed" : "\(removed) unfinished files removed"
                StandardStreams.writeError("\n\(program): \(name); \(detail)\n")
                SystemCalls.exitImmediately(128 + number)
            }
            source.resume()
            sources.keep(source)
        }
    }

    /// Keeps the signal sources alive for the life of the process.
    private final class Sources: @unchecked Sendable {
        private let lock = NSLock()
        private var sources: [DispatchSourceSignal] = []
        func keep(_ source: DispatchSourceSignal) { lock.withLock { sources.append(source) } }
    }
}
