// The C library, as in SystemCalls.swift.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CChildProcess
import Foundation

/// A helper program CardMotion runs (ffmpeg): started with a pipe on its standard input (or the null device),
/// standard output to the null device and standard error read on a thread of its own (``ErrorTail``), and waited
/// for by its **exit** (`waitpid`), never by the end of its output, so a grandchild that keeps standard error open
/// cannot hang a run.
///
/// It cannot hang a run either: writing its input and waiting for it give up after ``timeout`` seconds without a
/// sign of progress (input read, CPU time used, standard error written, or the caller's own measure such as an
/// output file growing), stop it and say so. And it cannot outlive CardMotion: it runs in a process group of its
/// own, which is killed (SIGKILL) when it ends, is stopped, or its object goes; and on Linux the kernel kills it
/// when CardMotion dies, by any signal, SIGKILL included (`PR_SET_PDEATHSIG`, set in the child before `exec` by the
/// `CChildProcess` shim, on a thread that lives as long as the process: ``Launcher``).
public final class ChildProcess: @unchecked Sendable {
    /// Why the program could not be started, fed or waited for, in words that name it.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public var reason: String
        /// Whether the program had closed its input (or ended) before every byte was written.
        public var readerHasGone = false
        public var description: String { reason }
    }

    /// How the program ended.
    public enum Ending: Equatable, Sendable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal (this number) ended it.
        case signaled(Int32)
    }

    /// The default of ``timeout``: 20 seconds without progress, so a stuck helper is given up well within 30 s.
    public static let defaultTimeout = 20.0

    /// The program's path, as given.
    public let program: String
    /// Its name for messages: the last part of ``program``.
    public let name: String
    /// The process's ID, which is also its process group's.
    public let processID: Int32
    /// Seconds without progress after which writing to the program or waiting for it gives up and stops it.
    public let timeout: Double
    private let errors: ErrorTail
    private let lock = NSLock()
    /// The writing end of the program's standard input, non-blocking; -1 when it has none or it is closed.
    private var input: Int32
    private var ending: Ending?

    /// Starts `program` with `arguments` (not including the program itself); with a pipe on its standard input when
    /// `withInput`, else the null device. Throws when the program cannot be run (no such file, not executable).
    public init(program: String, arguments: [String], withInput: Bool, timeout: Double = ChildProcess.defaultTimeout) throws(Failure) {
        self.program = program
        name = program.split(separator: "/").last.map(String.init) ?? program
        self.timeout = timeout.isFinite && timeout > 0 ? timeout : Self.defaultTimeout
        let null = SystemCalls.open("/dev/null", O_RDWR | O_CLOEXEC)
        guard null >= 0 else { throw Failure(reason: "cannot open /dev/null: \(SystemCalls.message(for: errno))") }
        defer { _ = SystemCalls.close(null) }
        var inputPipe: [Int32] = [-1, -1], errorPipe: [Int32] = [-1, -1]
        guard cm_pipe_cloexec(&errorPipe) == 0 else {
            throw Failure(reason: "cannot start \(program): \(SystemCalls.message(for: errno))")
        }
        if withInput, cm_pipe_cloexec(&inputPipe) != 0 {
            let code = errno
            _ = SystemCalls.close(errorPipe[0]); _ = SystemCalls.close(errorPipe[1])
            throw Failure(reason: "cannot start \(program): \(SystemCalls.message(for: code))")
        }
        let (id, code) = Launcher.shared.start(program, [program] + arguments,
                                               input: withInput ? inputPipe[0] : null, output: null, error: errorPipe[1])
        _ = SystemCalls.close(errorPipe[1])
        if withInput { _ = SystemCalls.close(inputPipe[0]) }
        guard id > 0 else {
            _ = SystemCalls.close(errorPipe[0])
            if withInput { _ = SystemCalls.close(inputPipe[1]) }
            throw Failure(reason: "cannot start \(program): \(SystemCalls.message(for: code))")
        }
        processID = id
        input = withInput ? inputPipe[1] : -1
        if input >= 0 { _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK) }
        errors = ErrorTail(reading: errorPipe[0])
    }

    deinit {
        if lock.withLock({ ending == nil }) { stop() }
        closeInput()
        errors.finish()
    }

    /// Writes every byte of `bytes` to the program's standard input, waiting while the pipe is full. Throws when the
    /// program has closed its input or ended (``Failure/readerHasGone``), or has shown no progress for ``timeout``
    /// seconds (it is then stopped).
    public func write(_ bytes: some ContiguousBytes) throws(Failure) {
        let descriptor = lock.withLock { input }
        guard descriptor >= 0 else { throw Failure(reason: "\(name) has no input open", readerHasGone: true) }
        var progress = ProgressWatch(child: self, extra: nil)
        let result: Failure? = bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = SystemCalls.withoutBrokenPipeSignal(on: descriptor) {
                    SystemCalls.write(descriptor, from: buffer.baseAddress! + offset, count: buffer.count - offset)
                }
                if let written, written > 0 {
                    offset += written
                    progress.advanced()
                    continue
                }
                let code = errno
                if written == nil && code != EAGAIN && code != EWOULDBLOCK {
                    return Failure(reason: SystemErrorMessage.writing(code), readerHasGone: code == EPIPE)
                }
                if reap(waiting: false) != nil {
                    return Failure(reason: "\(name) ended before it had read all its input", readerHasGone: true)
                }
                var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&poller, 1, 100)
                if progress.stalled {
                    return Failure(reason: "\(name) has read nothing for \(Self.seconds(timeout)) and was stopped")
                }
            }
            return nil
        }
        if let result {
            if !result.readerHasGone { stop() }
            throw result
        }
    }

    /// Closes the program's standard input (the end of its input), if it has one open.
    public func closeInput() {
        let descriptor = lock.withLock { () -> Int32 in
            defer { input = -1 }
            return input
        }
        if descriptor >= 0 { _ = SystemCalls.close(descriptor) }
    }

    /// Closes the input and waits for the program to exit; then its process group is killed, so nothing it started
    /// lingers. Gives up when it shows no progress for ``timeout`` seconds (`progress`, if given, is the caller's
    /// own measure that grows while the program works, such as the size of the file it writes): the program is
    /// stopped and the error says so.
    public func wait(progress: (() -> Int)? = nil) throws(Failure) -> Ending {
        closeInput()
        var watch = ProgressWatch(child: self, extra: progress)
        var pause: UInt32 = 1_000
        while true {
            if let ending = reap(waiting: false) { return ending }
            usleep(pause)
            pause = min(pause * 2, 50_000)
            if watch.stalled {
                stop()
                throw Failure(reason: "\(name) has not ended \(Self.seconds(timeout)) after its input did, with no sign of progress; it was stopped")
            }
        }
    }

    /// Stops the program and everything in its process group at once (SIGKILL) and collects it. Safe to call more
    /// than once, and after it has ended.
    public func stop() {
        _ = kill(-processID, SIGKILL)
        _ = kill(processID, SIGKILL)
        _ = reap(waiting: true)
    }

    /// The last `count` non-empty lines the program wrote to standard error, joined by newlines and trimmed; waits
    /// up to a second for the stream to end after the program has (a grandchild may still hold it).
    public func lastErrorLines(_ count: Int) -> String {
        errors.lastLines(count, waitingUpTo: 1)
    }

    /// Collects the program's exit, once; the ending, or `nil` while it runs (`waiting`: blocks until it ends).
    /// On the first collection the process group is killed.
    private func reap(waiting: Bool) -> Ending? {
        lock.lock()
        defer { lock.unlock() }
        if let ending { return ending }
        var status: Int32 = 0
        var result: pid_t
        repeat {
            result = waitpid(processID, &status, waiting ? 0 : WNOHANG)
        } while result < 0 && errno == EINTR
        guard result == processID else {
            // ECHILD: collected elsewhere; take it as ended by SIGKILL, our only way to lose it.
            if result < 0 { ending = .signaled(SIGKILL) }
            return ending
        }
        let low = status & 0x7f
        ending = low == 0 ? .exited((status >> 8) & 0xff) : .signaled(low)
        _ = kill(-processID, SIGKILL)
        return ending
    }

    /// "20 s", "0.5 s".
    static func seconds(_ value: Double) -> String {
        value == value.rounded() && value < 1e9 ? "\(Int(value)) s" : "\(value) s"
    }

    /// Bytes of standard error read so far (a sign of progress).
    var errorBytesSeen: Int { errors.bytesSeen }
}
