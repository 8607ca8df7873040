#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The calls behind ``ConfinedFolder``: every name is looked up inside an open folder (`openat(2)` and its
/// relatives), never from a path that could lead elsewhere, and no symbolic link is followed.
extension SystemCalls {
    /// Opens the folder `path` (links followed: a folder the user named), read-only; -1 on failure.
    static func openFolder(_ path: String) -> Int32 {
        open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }

    /// Opens the folder `name` inside the open folder `folder` without following a link; -1 on failure (`ELOOP`
    /// or `ENOTDIR` for a link, `ENOTDIR` for a file that is not a folder).
    static func openFolder(named name: String, in folder: Int32) -> Int32 {
        retryingOpen { name.withCString { openat(folder, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) } }
    }

    /// Opens the file `name` inside `folder` for reading without following a link and without blocking on a pipe
    /// or a device; -1 on failure (`ELOOP` for a link).
    static func openFileForReading(named name: String, in folder: Int32) -> Int32 {
        retryingOpen { name.withCString { openat(folder, $0, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) } }
    }

    /// Creates the new file `name` inside `folder` for writing (it must not exist, not even as a link); -1 on failure.
    static func createExclusive(named name: String, in folder: Int32) -> Int32 {
        retryingOpen { name.withCString { openat(folder, $0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(0o644)) } }
    }

    /// Renames `from` over `to`, both inside `folder`; 0 or the `errno` code.
    static func rename(_ from: String, to: String, in folder: Int32) -> Int32 {
        renameat(folder, from, folder, to) == 0 ? 0 : errno
    }

    /// Removes the file `name` inside `folder` (a link itself, never what it points to).
    @discardableResult
    static func unlink(named name: String, in folder: Int32) -> Bool {
        unlinkat(folder, name, 0) == 0
    }

    /// The identity of `name` inside `folder`, links not followed (a mount point gives the mounted folder's).
    static func identity(ofName name: String, in folder: Int32) -> FileIdentity? {
        var status = stat()
        return fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 ? FileIdentity(status) : nil
    }

    /// Whether `name` inside `folder` is a symbolic link.
    static func isSymbolicLink(named name: String, in folder: Int32) -> Bool {
        var status = stat()
        return fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// The names in the open folder `folder` (without `.` and `..`), or `nil` when it cannot be listed.
    static func names(in folder: Int32) -> [String]? {
        let copy = openat(folder, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard copy >= 0 else { return nil }
        guard let stream = fdopendir(copy) else {
            _ = systemCloseConfined(copy)
            return nil
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    static let symbolicLinkLoop = ELOOP
    static let notAFolder = ENOTDIR

    private static func retryingOpen(_ call: () -> Int32) -> Int32 {
        while true {
            let descriptor = call()
            if descriptor >= 0 || errno != EINTR { return descriptor }
        }
    }
}

private func systemCloseConfined(_ descriptor: Int32) -> Int32 { close(descriptor) }
