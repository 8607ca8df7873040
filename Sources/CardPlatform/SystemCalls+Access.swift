#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The calls behind ``FilePath``'s access and size questions: `access(2)` and `stat(2)` on a path, links followed.
extension SystemCalls {
    /// Whether this process may read the file `path`.
    static func canRead(_ path: String) -> Bool { access(path, R_OK) == 0 }

    /// Whether this process may execute the file `path` (or search it, for a folder).
    static func canExecute(_ path: String) -> Bool { access(path, X_OK) == 0 }

    /// The size of the file `path` in bytes; `nil` when it names nothing that can be reached.
    static func size(atPath path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Int(status.st_size)
    }
}
