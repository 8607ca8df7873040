import CardRender
import Dispatch
import Foundation

/// A clean stop on Ctrl-C (SIGINT), SIGTERM and SIGHUP: the temporary files being written are removed, a line
/// on stderr says so, and the process exits with 128 + the signal number, as shells expect. Files already
/// complete stay; none is left half-written.
enum InterruptHandling {
    private static let sources = Sources()

    /// Routes the signals to a dispatch queue (not a signal handler), where taking locks and deleting files is safe.
    static func install() {
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            Glibc.signal(signal, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signal, queue: .global(qos: .userInitiated))
            source.setEventHandler {
                let removed = OutputFile.abandonAll()
                let name = signal == SIGINT ? "interrupted" : "stopped by signal \(signal)"
                let detail = removed == 1 ? "1 unfinished file removed" : "\(removed) unfinished files removed"
                FileHandle.standardError.write(Data("\ncardmotion: \(name); \(detail)\n".utf8))
                _exit(128 + signal)
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
