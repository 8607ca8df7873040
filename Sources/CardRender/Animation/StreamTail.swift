import Foundation

/// The end of what a program writes to one of its streams: read on a thread of its own until the program closes the
/// stream, so that the program never stalls on a full pipe while we write to its input, and kept to the last
/// ``limit`` bytes, so that a chatty program cannot fill our memory.
final class StreamTail: @unchecked Sendable {
    /// How many bytes are kept, at most (the last ones).
    let limit: Int
    private let condition = NSCondition()
    private var bytes: [UInt8] = []
    private var ended = false

    /// Starts reading `handle` (the reading end of the program's pipe) on a new thread.
    init(reading handle: FileHandle, limit: Int = 16_384) {
        self.limit = limit
        let thread = Thread { [self] in
            while let chunk = try? handle.read(upToCount: 65_536), !chunk.isEmpty {
                condition.withLock {
                    bytes += chunk
                    if bytes.count > limit { bytes.removeFirst(bytes.count - limit) }
                }
            }
            try? handle.close()
            condition.withLock {
                ended = true
                condition.broadcast()
            }
        }
        thread.name = "cardmotion stream tail"
        thread.start()
    }

    /// Waits until the program has closed the stream (it has ended), then returns its last `count` non-empty lines,
    /// joined by newlines and trimmed.
    func lastLines(_ count: Int) -> String {
        let text = condition.withLock {
            while !ended { condition.wait() }
            return String(decoding: bytes, as: UTF8.self)
        }
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        return lines.filter { !$0.isEmpty }.suffix(count).joined(separator: "\n")
    }
}
