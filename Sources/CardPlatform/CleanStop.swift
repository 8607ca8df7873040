import Dispatch
import Foundation

/// A clean stop on Ctrl-C (SIGINT), SIGTERM and SIGHUP: the temporary files being written are removed (and the
/// registered ``TemporaryFolders``), the folder locks released, a line on stderr says so, and the process exits with 128 + the signal number, as shells expect.
/// Files already complete stay; none is left half-written.
///
/// A stop and the run's own end race: the stop refuses every later write, so a worker can see its write refused and
/// the run end in an error while the stop is still under way. The process therefore always ends through one gate,
/// ``exit(_:message:)`` or the stop, and whichever passes it first decides the status: once a signal has come, the
/// run's end waits for the stop, and the signal's status wins.
public enum CleanStop {
    /// The signal sources, kept alive for the life of the process.
    private static let sources = Locked<[DispatchSourceSignal]>([])
    /// The first of the stop and the run's end to come.
    private static let gate = Locked<Ending?>(nil)

    private enum Ending { case stopping, exiting }

    /// Set by ``stopEndsRunCleanly()``.
    private static let stopEndsServing = Locked(false)

    /// Makes a stop signal the normal end of the run (status 0, "stopped" on stderr): for a server, which runs until
    /// it is stopped and writes no files.
    public static func stopEndsRunCleanly() {
        stopEndsServing.withLock { $0 = true }
    }

    /// Whether `ending` is the first to come (the stop or the run's end): only the first goes on.
    private static func enter(_ ending: Ending) -> Bool {
        gate.withLock { first in
            guard first == nil else { return false }
            first = ending
            return true
        }
    }

    /// Routes the signals to a dispatch queue (not a signal handler), where taking locks and deleting files is
    /// safe. `program` starts the line written on stderr. Call it first thing, before any thread starts.
    /// A fatal signal (a trap) removes the same temporary and lock files (``CrashCleanup``), and the process dies of it.
    public static func install(program: String) {
        CrashCleanup.install()
        #if canImport(Darwin)
        for number in SystemCalls.stopSignals { SystemCalls.ignore(number) }
        #else
        // Blocked in this thread and every thread started later, a signal stays pending until the dispatch source
        // reads it (libdispatch reads a signalfd on Linux). Ignored instead, one that came before the source was
        // registered (the first milliseconds of a run) was lost, and the run went on to its end.
        SystemCalls.block(SystemCalls.stopSignals)
        #endif
        for number in SystemCalls.stopSignals {
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global(qos: .userInitiated))
            source.setEventHandler {
                guard enter(.stopping) else { return }
                if stopEndsServing.current {
                    // A server (the studio) has nothing half-written: a stop is how it ends, with status 0.
                    FolderLock.releaseAll()
                    StandardStreams.writeError("\n\(program): stopped\n")
                    SystemCalls.exitImmediately(0)
                }
                let removed = OutputFile.abandonAll()
                TemporaryFolders.removeAll()
                FolderLock.releaseAll()
                let name = number == SystemCalls.interruptSignal ? "interrupted" : "stopped by signal \(number)"
                let detail = removed == 1 ? "1 unfinished file removed" : "\(removed) unfinished files removed"
                StandardStreams.writeError("\n\(program): \(name); \(detail)\n")
                SystemCalls.exitImmediately(128 + number)
            }
            source.resume()
            sources.withLock { $0.append(source) }
        }
    }

    /// Ends the process after its run with `status`, writing `message` (if any) to stderr and releasing the folder
    /// locks. If a stop signal came first, neither happens: the stop, already under way, ends the process with the
    /// signal's status.
    public static func exit(_ status: Int32, message: String? = nil) -> Never {
        // A fatal signal's handler is removing the run's files and the process dies of it (``CrashCleanup``).
        guard enter(.exiting), !CrashCleanup.isDying else {
            while true { Thread.sleep(forTimeInterval: 60) }
        }
        if let message { StandardStreams.writeError(message) }
        FolderLock.releaseAll()
        SystemCalls.exitNormally(status)
    }
}
