// The C library, as in SystemCalls.swift: the functions below belong to SystemCalls, in a file of their own.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CChildProcess

/// What an event stream waits for: its client hanging up, or a wake-up written to a pipe of its own when an event is
/// published (a thread cannot wait on a condition and a socket at once, so the broadcast writes a byte instead).
extension SystemCalls {
    /// A pipe whose ends never block and are closed in programs started later: the reading end, then the writing end.
    static func makeWakePipe() -> (reading: Int32, writing: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard cm_pipe_cloexec(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        return (ends[0], ends[1])
    }

    /// Writes one byte to a wake pipe's writing end (nothing when it is full: it is readable already).
    static func wake(_ writing: Int32) {
        var byte: UInt8 = 1
        _ = write(writing, from: &byte, count: 1)
    }

    /// Empties a wake pipe's reading end.
    static func drainWakes(_ reading: Int32) {
        var bytes = [UInt8](repeating: 0, count: 64)
        while let count = bytes.withUnsafeMutableBytes({ read(reading, into: $0.baseAddress!, count: $0.count) }), count > 0 {}
    }

    /// What ended a wait of ``waitForHangUpOrWake(_:wake:milliseconds:)``.
    enum StreamWait {
        /// The client closed its end (or the connection failed): stop.
        case hungUp
        /// The wake pipe was written to.
        case woken
        /// Neither, within the time given.
        case quiet
    }

    /// Waits up to `milliseconds` for the peer of `connection` to close it or for the pipe end `wake` to be written
    /// to. Bytes the client sends meanwhile are read and dropped (an event stream takes no input).
    static func waitForHangUpOrWake(_ connection: Int32, wake: Int32, milliseconds: Int32) -> StreamWait {
        // A closed peer makes the socket readable (a read then gives 0 bytes), a reset adds POLLERR or POLLHUP.
        var entries = [pollfd(fd: connection, events: Int16(POLLIN), revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&entries, 2, milliseconds)
        guard ready > 0 else { return ready == 0 || errno == EINTR ? .quiet : .hungUp }
        if entries[0].revents != 0 {
            if entries[0].revents & (Int16(POLLHUP) | Int16(POLLERR) | Int16(POLLNVAL)) != 0 { return .hungUp }
            var bytes = [UInt8](repeating: 0, count: 1024)
            let count = bytes.withUnsafeMutableBytes { recv(connection, $0.baseAddress!, $0.count, Int32(MSG_DONTWAIT)) }
            if count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) { return .hungUp }
        }
        return entries[1].revents != 0 ? .woken : .quiet
    }
}
