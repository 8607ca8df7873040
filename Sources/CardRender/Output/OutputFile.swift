import Foundation
import Glibc

/// Files written so that no reader ever sees half of one, whatever happens while they are written.
///
/// The bytes go to a hidden temporary file in the destination's folder (`.NAME.PID.N.tmp`), every `write(2)` is
/// checked (a full disk is an error, not a short file), and the temporary file is renamed over the destination
/// only when complete. Temporary files in flight are tracked: ``abandonAll()``, called when the process is
/// interrupted, removes them and refuses new ones, so an interrupted run leaves whole files or none.
public enum OutputFile {
    /// Why a file could not be written.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// Writes `bytes` to `path` atomically; the folder must exist.
    public static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        let temporary = try InFlight.shared.create(for: path)
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(temporary.descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    failure = count < 0 ? errno : ENOSPC
                    return
                }
                offset += count
            }
        }
        if failure != 0 {
            close(temporary.descriptor)
        } else if close(temporary.descriptor) != 0 {
            failure = errno
        }
        if failure != 0 {
            InFlight.shared.discard(temporary.path)
            throw Failure(path: path, reason: describe(failure))
        }
        try InFlight.shared.commit(temporary.path, to: path)
    }

    /// Removes every temporary file still being written and makes later writes fail: for a signal handler's
    /// clean stop. Returns how many files it removed.
    @discardableResult
    public static func abandonAll() -> Int {
        InFlight.shared.abandonAll()
    }

    static func describe(_ code: Int32) -> String {
        switch code {
        case ENOSPC: "no space left on the device"
        case EDQUOT: "the disk quota is exhausted"
        case EACCES, EPERM: "permission denied"
        case EROFS: "the file system is read-only"
        case ENOENT: "its folder does not exist"
        case ENOTDIR: "a part of the path is not a folder"
        case EISDIR: "it is a folder"
        default: String(cString: strerror(code))
        }
    }

    /// The registry of temporary files being written, shared with the interrupt handler.
    final class InFlight: @unchecked Sendable {
        static let shared = InFlight()
        private let lock = NSLock()
        private var paths = Set<String>()
        private var abandoned = false
        private var counter = 0

        private func locked<T>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
            lock.lock()
            defer { lock.unlock() }
            return try body()
        }

        /// Creates and opens a new temporary file next to `path`, under the lock so that an interrupt cannot
        /// slip between its creation and its registration.
        func create(for path: String) throws(Failure) -> (path: String, descriptor: Int32) {
            try locked { () throws(Failure) -> (path: String, descriptor: Int32) in
                guard !abandoned else { throw Failure(path: path, reason: "the run was interrupted") }
                counter += 1
                let slash = path.lastIndex(of: "/")
                let folder = slash.map { String(path[...$0]) } ?? ""
                let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
                let temporary = "\(folder).\(name).\(getpid()).\(counter).tmp"
                let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
                guard descriptor >= 0 else { throw Failure(path: path, reason: describe(errno)) }
                paths.insert(temporary)
                return (temporary, descriptor)
            }
        }

        /// Renames a complete temporary file over `path`.
        func commit(_ temporary: String, to path: String) throws(Failure) {
            try locked { () throws(Failure) in
                guard paths.remove(temporary) != nil, !abandoned else {
                    throw Failure(path: path, reason: "the run was interrupted")
                }
                if rename(temporary, path) != 0 {
                    let code = errno
                    unlink(temporary)
                    throw Failure(path: path, reason: describe(code))
                }
            }
        }

        func discard(_ temporary: String) {
            try? locked { () throws(Failure) in
                paths.remove(temporary)
                unlink(temporary)
            }
        }

        func abandonAll() -> Int {
            (try? locked { () throws(Failure) -> Int in
                abandoned = true
                for path in paths { unlink(path) }
                defer { paths.removeAll() }
                return paths.count
            }) ?? 0
        }
    }
}
