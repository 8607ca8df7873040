// The C library, as in SystemCalls.swift.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

extension ChildProcess {
    /// The end of what a program writes to its standard error: read on a thread of its own until the stream ends,
    /// so that the program never stalls on a full pipe while we write to its input, and kept to the last ``limit``
    /// bytes, so that a chatty program cannot fill our memory. The thread polls, so it can be told to stop
    /// (``finish()``) while a grandchild still holds the stream open.
    final class ErrorTail: @unchecked Sendable {
        /// How many bytes are kept, at most (the last ones).
        let limit: Int
        private let condition = NSCondition()
        private var bytes: [UInt8] = []
        private var total = 0
        private var ended = false
        private var finishing = false

        /// Starts reading `descriptor` (the reading end of the program's pipe, owned from now on) on a new thread.
        init(reading descriptor: Int32, limit: Int = 16_384) {
            self.limit = limit
            let thread = Thread { [self] in
                var chunk = [UInt8](repeating: 0, count: 65_536)
                while true {
                    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    let ready = poll(&poller, 1, 100)
                    if ready == 0 {
                        if condition.withLock({ finishing }) { break }
                        continue
                    }
                    if ready < 0 && errno == EINTR { continue }
                    let count = chunk.withUnsafeMutableBytes { SystemCalls.read(descriptor, into: $0.baseAddress!, count: $0.count) }
                    guard let count, count > 0 else { break }
                    condition.withLock {
                        bytes += chunk[0..<count]
                        total += count
                        if bytes.count > limit { bytes.removeFirst(bytes.count - limit) }
                    }
                }
                _ = SystemCalls.close(descriptor)
                condition.withLock {
                    ended = true
                    condition.broadcast()
                }
            }
            thread.name = "cardmotion helper stderr"
            thread.start()
        }

        /// Bytes read so far.
        var bytesSeen: Int { condition.withLock { total } }

        /// Tells the thread to stop at its next poll, if the stream has not ended by then.
        func finish() { condition.withLock { finishing = true } }

        /// Waits up to `seconds` for the stream to end, then returns its last `count` non-empty lines, joined by
        /// newlines and trimmed; the thread stops reading.
        func lastLines(_ count: Int, waitingUpTo seconds: Double) -> String {
            let text = condition.withLock {
                let deadline = Date(timeIntervalSinceNow: seconds)
                while !ended, condition.wait(until: deadline) {}
                finishing = true
                return String(decoding: bytes, as: UTF8.self)
            }
            let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            return lines.filter { !$0.isEmpty }.suffix(count).joined(separator: "\n")
        }
    }
}
