// The C library, as in SystemCalls.swift: the functions below belong to SystemCalls, in a file of their own.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// TCP sockets for ``HTTPServer``: IPv4 listening, accepting with a time limit, reading and writing with time
/// limits, and writes that never raise SIGPIPE.
extension SystemCalls {
    /// A listening TCP socket on `host` (dotted IPv4) and `port` (0: the system picks a free one), and the port it
    /// got; or the `errno` code and the call that failed.
    static func listen(host: String, port: UInt16, backlog: Int32) -> Result<(descriptor: Int32, port: UInt16), SocketCallFailure> {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard host.withCString({ inet_pton(AF_INET, $0, &address.sin_addr) }) == 1 else {
            return .failure(SocketCallFailure(code: EINVAL, call: "inet_pton"))
        }
        #if canImport(Darwin)
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #else
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #endif
        guard descriptor >= 0 else { return .failure(SocketCallFailure(code: errno, call: "socket")) }
        var yes: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else {
            let code = errno
            _ = SystemCalls.close(descriptor)
            return .failure(SocketCallFailure(code: code, call: "bind"))
        }
        guard systemListen(descriptor, backlog) == 0 else {
            let code = errno
            _ = SystemCalls.close(descriptor)
            return .failure(SocketCallFailure(code: code, call: "listen"))
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return .success((descriptor, UInt16(bigEndian: actual.sin_port)))
    }

    /// Waits up to `milliseconds` for `descriptor` to become readable (a connection to accept, bytes to read, or the
    /// peer's close): true when it is.
    static func waitUntilReadable(_ descriptor: Int32, milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&entry, 1, milliseconds)
        return ready > 0
    }

    /// A connection accepted on `listener`, or `nil` (none waiting, or the call failed).
    static func accept(_ listener: Int32) -> Int32? {
        let connection = systemAccept(listener, nil, nil)
        guard connection >= 0 else { return nil }
        // Not inherited by helper programs (ffmpeg) started while the connection is open.
        _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
        return connection
    }

    /// Sets the time limits of each read and each write on a connection, in seconds; a call that waits longer fails
    /// with `EAGAIN`, so a client that stops reading or writing cannot hold its thread for ever.
    static func setTimeouts(_ descriptor: Int32, seconds: Int) {
        var limit = timeval(tv_sec: seconds, tv_usec: 0)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        _ = setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
        var yes: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// Receives up to `count` bytes: the number read (0 when the peer closed), or `nil` on failure or timeout.
    static func receive(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int) -> Int? {
        retryingSocketCall { recv(descriptor, buffer, count, 0) }
    }

    /// Sends all of `bytes`: false when the peer has gone or a write timed out. Never raises SIGPIPE.
    static func sendAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        #if canImport(Darwin)
        let flags: Int32 = 0
        #else
        let flags = Int32(MSG_NOSIGNAL)
        #endif
        var sent = 0
        while sent < bytes.count {
            guard let count = retryingSocketCall({ send(descriptor, bytes.baseAddress! + sent, bytes.count - sent, flags) }), count > 0 else {
                return false
            }
            sent += count
        }
        return true
    }

    /// Ends both directions of a connection (wakes a thread blocked reading it).
    static func shutdownBoth(_ descriptor: Int32) {
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
    }
}

private func systemListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 { listen(descriptor, backlog) }
private func systemAccept(_ descriptor: Int32, _ address: UnsafeMutablePointer<sockaddr>?, _ length: UnsafeMutablePointer<socklen_t>?) -> Int32 {
    accept(descriptor, address, length)
}

/// A socket call that failed: its `errno` code and its name.
struct SocketCallFailure: Error {
    var code: Int32
    var call: String
}

/// Runs a socket call again while it is interrupted by a signal (`EINTR`); `nil` on any other failure.
private func retryingSocketCall(_ call: () -> Int) -> Int? {
    while true {
        let result = call()
        if result >= 0 { return result }
        if errno != EINTR { return nil }
    }
}
