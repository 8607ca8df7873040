import Foundation

/// One run at a time in a folder: a lock file, `.cardmotion.lock`, that holds the process number of the run writing
/// there and is locked with `flock(2)`.
///
/// The kernel drops a `flock` when its holder ends, however it ends, so the lock of a run killed with SIGKILL does not
/// outlive it: the next run finds the file unlocked and takes it over (the number left in it is only ever read while
/// the file is locked). A run releases its locks and removes their files when it ends: normally, with an error
/// (``CleanStop/exit(_:message:)``) or on a stop signal (``CleanStop``).
///
/// The lock file is written (truncated, then given the process number), so it must be the folder's own: it is opened
/// without following a symbolic link (`O_NOFOLLOW`), and a lock file that is a symbolic link, is not a regular file,
/// or has another name (a hard link to a file elsewhere) is refused before it is locked or written; the file it leads
/// to is never touched.
public enum FolderLock {
    /// The lock file's name in each locked folder.
    public static let fileName = ".cardmotion.lock"

    /// Why a folder could not be locked.
    public enum Failure: Error, Sendable {
        /// Another process holds the lock: its number, when the lock file names it.
        case held(byProcess: Int32?)
        /// The lock file could not be created or locked (the reason, without the path).
        case unavailable(reason: String)
    }

    /// Locks `folder` (which exists) until the process ends, ``releaseAll()`` or its release by identity; a folder
    /// this process holds already (under any name) is not locked twice. Returns the lock file's identity when this
    /// call took the lock, `nil` when the process held it already (then it is not this caller's to release).
    /// ``FolderClaims`` is the public way in.
    static func taking(_ folder: String) throws(Failure) -> FileIdentity? {
        try Held.shared.acquire(lockFile: (folder.hasSuffix("/") ? folder : folder + "/") + fileName)
    }

    /// Releases the locks whose files' identities are `chosen` (from ``taking(_:)``) and removes their files.
    static func release(where chosen: (FileIdentity) -> Bool) {
        Held.shared.release(where: chosen)
    }

    /// Releases every lock this process holds and removes their lock files.
    public static func releaseAll() {
        Held.shared.releaseAll()
    }

    /// The locks this process holds, shared with the signal handler.
    final class Held: @unchecked Sendable {
        static let shared = Held()
        private let lock = NSLock()
        private var files: [(path: String, descriptor: Int32, identity: FileIdentity, atCrash: CrashCleanup.Registration?)] = []

        func acquire(lockFile path: String) throws(Failure) -> FileIdentity? {
            lock.lock()
            defer { lock.unlock() }
            // A run that releases its lock removes the file. One that opened the file just before, and locks it once
            // released, then finds the name leading to another file (or none) and opens it again.
            for _ in 0..<100 {
                let descriptor = SystemCalls.open(path, SystemCalls.lockFileFlags, 0o644)
                guard descriptor >= 0 else {
                    let code = SystemCalls.lastError
                    if SystemCalls.isSymbolicLink(path) { throw .unavailable(reason: Self.notOwn(path, "is a symbolic link")) }
                    throw .unavailable(reason: SystemErrorMessage.writing(code))
                }
                guard let identity = SystemCalls.identity(of: descriptor) else {
                    let code = SystemCalls.lastError
                    _ = SystemCalls.close(descriptor)
                    throw .unavailable(reason: SystemErrorMessage.writing(code))
                }
                if let problem = Self.problem(with: descriptor) {
                    _ = SystemCalls.close(descriptor)
                    throw .unavailable(reason: Self.notOwn(path, problem))
                }
                if files.contains(where: { $0.identity == identity }) {
                    _ = SystemCalls.close(descriptor)
                    return nil
                }
                let code = SystemCalls.lockWithoutWaiting(descriptor)
                if code != 0 {
                    let holder = code == SystemCalls.wouldBlock ? Self.holder(of: descriptor) : nil
                    _ = SystemCalls.close(descriptor)
                    throw code == SystemCalls.wouldBlock ? .held(byProcess: holder) : .unavailable(reason: SystemErrorMessage.writing(code))
                }
                guard SystemCalls.identity(ofPath: path) == identity else {
                    _ = SystemCalls.close(descriptor)
                    continue
                }
                let written = SystemCalls.replaceContent(of: descriptor, with: Array("\(SystemCalls.processID)\n".utf8))
                files.append((path, descriptor, identity, CrashCleanup.remove(atCrash: path, whileOpenAt: descriptor)))
                if written != 0 { throw .unavailable(reason: SystemErrorMessage.writing(written)) }
                return identity
            }
            throw .unavailable(reason: "its lock file keeps changing")
        }

        /// Why the open lock file is not one this run may write, or `nil`: it must be a regular file with no other name.
        private static func problem(with descriptor: Int32) -> String? {
            guard let (kind, _) = SystemCalls.kind(of: descriptor), let links = SystemCalls.linkCount(of: descriptor) else {
                return "cannot be examined (\(SystemErrorMessage.reading(SystemCalls.lastError)))"
            }
            guard kind == .regular else { return "is not a regular file" }
            return links == 1 ? nil : "has \(links) names (a hard link to a file elsewhere)"
        }

        /// The reason for refusing the lock file at `path`, which `problem` describes.
        private static func notOwn(_ path: String, _ problem: String) -> String {
            "its lock file \(FolderLock.fileName) \(problem); it is never written through: remove it and run again"
        }

        /// The process number in a lock file held by another process. The holder writes it just after taking the
        /// lock, so an empty file is read again for a moment.
        private static func holder(of descriptor: Int32) -> Int32? {
            for _ in 0..<50 {
                let text = String(decoding: SystemCalls.readStart(of: descriptor, count: 32), as: UTF8.self)
                if let number = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) { return number }
                Thread.sleep(forTimeInterval: 0.002)
            }
            return nil
        }

        func releaseAll() {
            release { _ in true }
        }

        /// Releases the locks whose files' identities are `chosen`, and removes those files.
        func release(where chosen: (FileIdentity) -> Bool) {
            lock.lock()
            defer { lock.unlock() }
            for file in files where chosen(file.identity) {
                if let registration = file.atCrash { CrashCleanup.forget(registration) }
                // Only our own file: never one that replaced it after someone removed ours by hand.
                if SystemCalls.identity(ofPath: file.path) == file.identity { SystemCalls.unlink(file.path) }
                _ = SystemCalls.close(file.descriptor)
            }
            files.removeAll { chosen($0.identity) }
        }
    }
}
