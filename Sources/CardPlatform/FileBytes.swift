/// Whole-file reads straight into a byte array, with one message per way a read can fail. Regular files and pipes
/// (`<(...)`, `/dev/stdin` on a pipe) are read; folders, devices and sockets are refused before any byte is read, so
/// `/dev/zero` or a terminal never stalls a run.
public enum FileBytes {
    /// Why a file could not be read (the caller adds the path).
    public struct Failure: Error, Sendable {
        /// The reason, in words, without the path.
        public var reason: String
        /// Whether the path names a folder (callers that read one kind of file name it: "not a script file").
        public var isFolder = false
    }

    /// The largest file read whole, in bytes (1 GiB): a PNG or script beyond it is not an input we accept.
    public static let defaultMaximumSize = 1 << 30

    /// The bytes of the file at `path`.
    public static func read(_ path: String, maximumSize: Int = defaultMaximumSize) throws(Failure) -> [UInt8] {
        // Non-blocking open: a named pipe with no writer would otherwise block the run for ever; opened this way it
        // reads as empty. Reads block again once the kind of file is known.
        let descriptor = SystemCalls.open(path, SystemCalls.readOnlyFlags)
        guard descriptor >= 0 else { throw failure(SystemCalls.lastError) }
        defer { _ = SystemCalls.close(descriptor) }
        guard let (kind, size) = SystemCalls.kind(of: descriptor) else { throw failure(SystemCalls.lastError) }
        switch kind {
        case .regular, .pipe:
            guard SystemCalls.makeBlocking(descriptor) else { throw failure(SystemCalls.lastError) }
        case .folder: throw Failure(reason: "is a folder, not a file", isFolder: true)
        case .socket: throw Failure(reason: "is a socket, not a file")
        case .device: throw Failure(reason: "is a device, not a file")
        }
        guard size <= maximumSize else {
            throw Failure(reason: "is \(size) bytes, more than the limit of \(maximumSize) bytes")
        }
        return try readAll(descriptor, size: size, maximumSize: maximumSize)
    }

    /// The rest of the open file `descriptor` (blocking reads), which `fstat` says holds `size` bytes: exactly
    /// those, or (for a file that reports no size) everything to its end, at most `maximumSize` bytes.
    static func readAll(_ descriptor: Int32, size: Int, maximumSize: Int) throws(Failure) -> [UInt8] {
        var code: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: max(size, 1)) { storage, initialized in
            initialized = 0
            while initialized < size {
                guard let count = SystemCalls.read(descriptor, into: storage.baseAddress! + initialized, count: size - initialized) else {
                    code = SystemCalls.lastError
                    break
                }
                guard count > 0 else { break }
                initialized += count
            }
        }
        if code != 0 { throw failure(code) }
        guard bytes.count == size else { throw Failure(reason: "was cut short while being read") }
        // Files that report no size (pipes, /proc) are read to their end.
        if size == 0 {
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = chunk.withUnsafeMutableBytes { SystemCalls.read(descriptor, into: $0.baseAddress!, count: $0.count) }
                guard let count else { throw failure(SystemCalls.lastError) }
                if count == 0 { break }
                bytes.append(contentsOf: chunk[0..<count])
                guard bytes.count <= maximumSize else {
                    throw Failure(reason: "is more than the limit of \(maximumSize) bytes")
                }
            }
        }
        return bytes
    }

    private static func failure(_ code: Int32) -> Failure {
        Failure(reason: SystemErrorMessage.reading(code))
    }
}
