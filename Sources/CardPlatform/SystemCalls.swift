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
        return (FileKind(mode: status.st_mode), Int(status.st_size))
    }

    /// The kind of the file `path` names, links followed; `nil` when there is none (see ``lastError``).
    static func kind(atPath path: String) -> FileKind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileKind(mode: status.st_mode)
    }

    /// The canonical absolute path: links, `.` and `..` resolved; `nil` when it names nothing.
    static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Switches an open descriptor back to blocking reads.
    static func makeBlocking(_ descriptor: Int32) -> Bool {
        fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK) == 0
    }

    static func rename(_ from: String, _ to: String) -> Bool { systemRename(from, to) == 0 }
    @discardableResult
    static func unlink(_ path: String) -> Bool { systemUnlink(path) == 0 }
    static var processID: Int32 { getpid() }
    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }
    static func message(for code: Int32) -> String { String(cString: strerror(code)) }

    /// Turns off a signal's default action, so that a dispatch source can take it instead.
    static func ignore(_ number: Int32) { _ = signal(number, SIG_IGN) }

    /// Ends the process at once, without running exit handlers (safe while other threads still write).
    static func exitImmediately(_ status: Int32) -> Never { _exit(status) }

    /// Ends the process normally (exit handlers run, standard I/O is flushed).
    static func exitNormally(_ status: Int32) -> Never { exit(status) }

    /// Blocks `numbers` in the calling thread and in every thread it creates afterwards: a blocked signal stays
    /// pending until a dispatch source reads it, instead of being lost or taking its default action.
    static func block(_ numbers: [Int32]) {
        var set = sigset_t()
        sigemptyset(&set)
        for number in numbers { sigaddset(&set, number) }
        _ = pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// What `path` is (following symbolic links), or the `errno` code of the failed `stat(2)`.
    static func kind(ofPath path: String) -> Result<FileKind, SystemError> {
        var status = stat()
        guard stat(path, &status) == 0 else { return .failure(SystemError(code: errno)) }
        return .success(FileKind(mode: status.st_mode))
    }

    /// Whether `path` is a symbolic link (a dangling one fails `stat` but not this).
    static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// Creates the folder `path`; 0 or the `errno` code.
    static func makeFolder(_ path: String) -> Int32 { mkdir(path, 0o777) == 0 ? 0 : errno }

    /// Whether the calling process may create files in the folder `path`.
    static func canWriteInto(_ path: String) -> Bool { access(path, W_OK | X_OK) == 0 }

    /// The file system identity (device, inode) of an open file or a path (following symbolic links).
    static func identity(of descriptor: Int32) -> FileIdentity? {
        var status = stat()
        return fstat(descriptor, &status) == 0 ? FileIdentity(status) : nil
    }

    static func identity(ofPath path: String) -> FileIdentity? {
        var status = stat()
        return stat(path, &status) == 0 ? FileIdentity(status) : nil
    }

    /// Takes an exclusive `flock(2)` on an open file without waiting: 0, or the `errno` code (``wouldBlock`` when
    /// another open file holds it).
    static func lockWithoutWaiting(_ descriptor: Int32) -> Int32 {
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            if errno != EINTR { return errno }
        }
        return 0
    }

    /// Replaces the whole content of an open file with `bytes`; 0 or the `errno` code.
    static func replaceContent(of descriptor: Int32, with bytes: [UInt8]) -> Int32 {
        guard ftruncate(descriptor, 0) == 0 else { return errno }
        let written = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        return written == bytes.count ? 0 : (written < 0 ? errno : ENOSPC)
    }

    /// Up to `count` bytes from the start of an open file.
    static func readStart(of descriptor: Int32, count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        return Array(bytes.prefix(max(0, read)))
    }

    /// The absolute path of `path` with every symbolic link, `.` and `..` resolved (`realpath(3)`), if it exists.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether a process numbered `id` exists (one of another user counts: it exists, we may not signal it).
    static func processExists(_ id: Int32) -> Bool {
        id > 0 && (kill(id, 0) == 0 || errno == EPERM)
    }

    /// Whether an open file belongs to the user this process runs as.
    static func isOwnedBySelf(_ descriptor: Int32) -> Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && status.st_uid == geteuid()
    }

    static let wouldBlock = EWOULDBLOCK
    static let noFollow = O_NOFOLLOW
    static let alreadyExists = EEXIST
    static let noSuchFile = ENOENT
    static let readOnlyFlags = O_RDONLY | O_CLOEXEC | O_NONBLOCK
    static let lockFileFlags = O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK
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

    /// Why a folder could not be created (the caller adds the path).
    public static func creatingFolder(_ code: Int32) -> String {
        switch code {
        // mkdir(2) in a folder that exists but takes no new entries (/proc).
        case ENOENT: "the file system takes no new folders there"
        case ENAMETOOLONG: "the path is too long"
        case ELOOP: "the path has too many symbolic links"
        default: writing(code)
        }
    }

    /// The code a write that wrote nothing reports: the device is full.
    static let noSpace = ENOSPC
}

/// What an open path turned out to be.
public enum FileKind: Sendable {
    case regular, pipe, folder, socket, device

    init(mode: mode_t) {
        self = switch mode & S_IFMT {
        case S_IFREG: .regular
        case S_IFIFO: .pipe
        case S_IFDIR: .folder
        case S_IFSOCK: .socket
        default: .device
        }
    }
}

/// A failed call's `errno` code.
struct SystemError: Error {
    var code: Int32
}

/// Which file an open descriptor or a path is: two names of one file share it.
struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}

// The C functions under names that the wrappers' own names do not shadow.
private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(descriptor, buffer, count) }
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(descriptor, buffer, count) }
private func systemRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
private func systemUnlink(_ path: String) -> Int32 { unlink(path) }
