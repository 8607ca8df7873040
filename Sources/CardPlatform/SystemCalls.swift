// The C library, whichever this platform has. Every call CardMotion makes into it goes through this module, and
// only the functions below name it: the rest of the module calls these.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#else
#error("CardPlatform needs a POSIX C library (Glibc, Musl or Darwin)")
#endif

/// Thin, platform-neutral wrappers over the POSIX calls the platform layer makes. Each retries on `EINTR` where
/// the call can be interrupted, and reports failures as an `errno` code.
enum SystemCalls {
    /// The calling thread's last error code.
    static var lastError: Int32 { errno }

    static func open(_ path: String, _ flags: Int32, _ mode: UInt32 = 0) -> Int32 {
        retrying { path.withCString { Int(systemOpen($0, flags, mode_t(mode))) } }.map(Int32.init) ?? -1
    }

    static func close(_ descriptor: Int32) -> Int32 { systemClose(descriptor) }

    /// Reads up to `count` bytes; `nil` on failure (see ``lastError``).
    static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int) -> Int? {
        retrying { systemRead(descriptor, buffer, count) }
    }

    /// Writes up to `count` bytes; `nil` on failure (see ``lastError``).
    static func write(_ descriptor: Int32, from buffer: UnsafeRawPointer, count: Int) -> Int? {
        retrying { systemWrite(descriptor, buffer, count) }
    }

    /// The kind and size of an open file.
    static func kind(of descriptor: Int32) -> (kind: FileKind, size: Int)? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return (kind(ofMode: status.st_mode), Int(status.st_size))
    }

    /// The kind of the file `path` names, links followed; `nil` when there is none (see ``lastError``).
    static func kind(atPath path: String) -> FileKind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return kind(ofMode: status.st_mode)
    }

    /// The canonical absolute path: links, `.` and `..` resolved; `nil` when it names nothing.
    static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func kind(ofMode mode: mode_t) -> FileKind {
        switch mode & S_IFMT {
        case S_IFREG: .regular
        case S_IFIFO: .pipe
        case S_IFDIR: .folder
        case S_IFSOCK: .socket
        default: .device
        }
    }

    /// Switches an open descriptor back to blocking reads.
    static func makeBlocking(_ descriptor: Int32) -> Bool {
        fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK) == 0
    }

    static func rename(_ from: String, _ to: String) -> Bool { systemRename(from, to) == 0 }
    static func unlink(_ path: String) { _ = systemUnlink(path) }
    static var processID: Int32 { getpid() }
    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }
    static func message(for code: Int32) -> String { String(cString: strerror(code)) }

    /// Turns off a signal's default action, so that a dispatch source can take it instead.
    static func ignore(_ number: Int32) { _ = signal(number, SIG_IGN) }

    /// Ends the process at once, without running exit handlers (safe while other threads still write).
    static func exitImmediately(_ status: Int32) -> Never { _exit(status) }

    static let readOnlyFlags = O_RDONLY | O_CLOEXEC | O_NONBLOCK
    static let createExclusiveFlags = O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC
    static let standardOutput = STDOUT_FILENO
    static let standardError = STDERR_FILENO
    static let stopSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    static let interruptSignal = SIGINT

    private static func retrying(_ call: () -> Int) -> Int? {
        while true {
            let result = call()
            if result >= 0 { return result }
            if errno != EINTR { return nil }
        }
    }
}

/// The one table from `errno` codes to plain words, for the two things CardMotion does with files.
public enum SystemErrorMessage {
    /// Why a file could not be opened or read (the caller adds the path).
    public static func reading(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "cannot be read (permission denied)"
        case EISDIR: "is a folder, not a file"
        case ENOTDIR: "no such file (a part of the path is not a folder)"
        case ENAMETOOLONG: "the path is too long"
        case ELOOP: "the path has too many symbolic links"
        default: "cannot be read (\(SystemCalls.message(for: code)))"
        }
    }

    /// Why a file, or a stream, could not be written.
    public static func writing(_ code: Int32) -> String {
        switch code {
        case ENOSPC: "no space left on the device"
        case EDQUOT: "the disk quota is exhausted"
        case EACCES, EPERM: "permission denied"
        case EROFS: "the file system is read-only"
        case ENOENT: "its folder does not exist"
        case ENOTDIR: "a part of the path is not a folder"
        case EISDIR: "it is a folder"
        case EPIPE: "the reader has gone (broken pipe)"
        default: SystemCalls.message(for: code)
        }
    }

    /// The code a write that wrote nothing reports: the device is full.
    static let noSpace = ENOSPC
}

/// What an open path turned out to be.
public enum FileKind: Sendable {
    case regular, pipe, folder, socket, device
}

// The C functions under names that the wrappers' own names do not shadow.
private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(descriptor, buffer, count) }
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(descriptor, buffer, count) }
private func systemRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
private func systemUnlink(_ path: String) -> Int32 { unlink(path) }
