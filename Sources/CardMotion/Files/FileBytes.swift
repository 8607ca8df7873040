#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

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
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw Failure(reason: describe(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure(reason: describe(errno)) }
        switch status.st_mode & S_IFMT {
        case S_IFREG, S_IFIFO:
            guard fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK) == 0 else {
                throw Failure(reason: describe(errno))
            }
        case S_IFDIR: throw Failure(reason: "is a folder, not a file", isFolder: true)
        case S_IFSOCK: throw Failure(reason: "is a socket, not a file")
        default: throw Failure(reason: "is a device, not a file")
        }
        let size = Int(status.st_size)
        guard size <= maximumSize else {
            throw Failure(reason: "is \(size) bytes, more than the limit of \(maximumSize) bytes")
        }
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: max(size, 1)) { storage, initialized in
            initialized = 0
            while initialized < size {
                let count = Glibc.read(descriptor, storage.baseAddress! + initialized, size - initialized)
                if count < 0 && errno == EINTR { continue }
                if count < 0 { failure = errno }
                guard count > 0 else { break }
                initialized += count
            }
        }
        if failure != 0 { throw Failure(reason: describe(failure)) }
        guard bytes.count == size else { throw Failure(reason: "was cut short while being read") }
        // Files that report no size (pipes, /proc) are read to their end.
        if size == 0 {
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count >= 0 else { throw Failure(reason: describe(errno)) }
                if count == 0 { break }
                bytes.append(contentsOf: chunk[0..<count])
                guard bytes.count <= maximumSize else {
                    throw Failure(reason: "is more than the limit of \(maximumSize) bytes")
                }
            }
        }
        return bytes
    }

    /// A plain-English reason for a failed open or read.
    static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "cannot be read (permission denied)"
        case EISDIR: "is a folder, not a file"
        case ENOTDIR: "no such file (a part of the path is not a folder)"
        case ENAMETOOLONG: "the path is too long"
        case ELOOP: "the path has too many symbolic links"
        default: "cannot be read (\(String(cString: strerror(code))))"
        }
    }
}
