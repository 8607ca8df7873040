// The C library, as in SystemCalls.swift: the function below belongs to SystemCalls, in a file of its own.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension SystemCalls {
    /// How many names (hard links) the open file has; `nil` when `fstat(2)` fails (see ``lastError``). A file that
    /// a run creates for itself has one: more means another name elsewhere leads to the same file.
    static func linkCount(of descriptor: Int32) -> Int? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return Int(status.st_nlink)
    }
}
