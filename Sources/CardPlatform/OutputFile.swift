import Foundation

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

    /// A file written in full under its temporary name and not yet in place: ``commit(_:)`` renames it over its
    /// destination, ``discard(_:)`` removes it. Until then no reader sees it, and a clean stop removes it.
    public struct Staged: Sendable {
        /// The destination.
        public let path: String
        let temporary: String
    }

    /// Writes `bytes` to `path` atomically; the folder must exist.
    public static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        try commit(stage(bytes, for: path))
    }

    /// Writes `bytes` to a temporary file next to `path` (the folder must exist), to be put in place later with
    /// ``commit(_:)``: for a run that writes many files and only wants them if every one of them succeeds.
    public static func stage(_ bytes: [UInt8], for path: String) throws(Failure) -> Staged {
        let temporary = try InFlight.shared.create(for: path)
        var failure = writeAll(bytes, to: temporary.descriptor)
        if SystemCalls.close(temporary.descriptor) != 0 && failure == 0 { failure = SystemCalls.lastError }
        if failure != 0 {
            InFlight.shared.discard(temporary.path)
            throw Failure(path: path, reason: SystemErrorMessage.writing(failure))
        }
        return Staged(path: path, temporary: temporary.path)
    }

    /// Renames a staged file over its destination.
    public static func commit(_ staged: Staged) throws(Failure) {
        try InFlight.shared.commit(staged.temporary, to: staged.path)
    }

    /// Removes a staged file; its destination is left as it was.
    public static func discard(_ staged: Staged) {
        InFlight.shared.discard(staged.temporary)
    }

    /// Removes every temporary file still being written and makes later writes fail: for a signal handler's
    /// clean stop. Returns how many files it removed.
    @discardableResult
    public static func abandonAll() -> Int {
        InFlight.shared.abandonAll()
    }

    /// Removes the files at `paths` (outputs of an earlier run that this one does not replace), except any that is
    /// one of `inputs`: files are compared as files (device and inode, after every symbolic link), so neither a link
    /// nor another spelling of an input's path is ever removed. Returns the paths removed.
    @discardableResult
    public static func removeStale(_ paths: [String], keeping inputs: Set<String>) -> [String] {
        guard !paths.isEmpty else { return [] }
        let kept = Set(inputs.compactMap(SystemCalls.identity(ofPath:)))
        return paths.filter { path in
            if let identity = SystemCalls.identity(ofPath: path), kept.contains(identity) { return false }
            return SystemCalls.unlink(path)
        }
    }

    /// Removes from `folder` the temporary files that runs killed before their clean stop (SIGKILL, a crash, a power
    /// cut) left behind: regular files named exactly `.NAME.PID.N.tmp` whose process `PID` no longer exists, or is
    /// this process (a number reused since). A temporary file of a live process is a write in progress and stays.
    /// Returns how many files it removed.
    @discardableResult
    public static func removeLeftovers(in folder: String) -> Int {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return 0 }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return names.filter { name in
            guard let writer = writer(ofTemporary: name),
                  writer == SystemCalls.processID || !SystemCalls.processExists(writer),
                  case .success(.regular) = SystemCalls.kind(ofPath: prefix + name),
                  !SystemCalls.isSymbolicLink(prefix + name) else { return false }
            return SystemCalls.unlink(prefix + name)
        }.count
    }

    /// The process number in `name` when it has exactly the form of a temporary file's name, `.NAME.PID.N.tmp`
    /// (NAME not empty, PID and N decimal).
    static func writer(ofTemporary name: String) -> Int32? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, !parts.dropLast(2).joined(separator: ".").isEmpty else { return nil }
        let decimal = { (part: Substring) in !part.isEmpty && part.allSatisfy { ("0"..."9").contains($0) } }
        guard decimal(parts[parts.count - 1]), decimal(parts[parts.count - 2]) else { return nil }
        return Int32(parts[parts.count - 2])
    }

    /// Writes every byte to `descriptor`, every `write(2)` checked; returns 0 or the failing `errno` code (a write
    /// that writes nothing is a full device).
    static func writeAll(_ bytes: some ContiguousBytes, to descriptor: Int32) -> Int32 {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                guard let count = SystemCalls.write(descriptor, from: buffer.baseAddress! + offset, count: buffer.count - offset) else {
                    return SystemCalls.lastError
                }
                guard count > 0 else { return SystemErrorMessage.noSpace }
                offset += count
            }
            return 0
        }
    }

    /// The registry of temporary files being written, shared with the interrupt handler.
    final class InFlight: @unchecked Sendable {
        static let shared = InFlight()
        private let lock = NSLock()
        /// The temporary files in flight, each with its registration for removal at a fatal signal (``CrashCleanup``).
        private var paths: [String: CrashCleanup.Registration] = [:]
        private var abandoned = false
        private var counter = 0

        private func locked<T>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
            lock.lock()
            defer { lock.unlock() }
            return try body()
        }

        /// Creates and opens a new temporary file next to `path`, under the lock so that an interrupt cannot
        /// slip between its creation and its registration. `open` creates it given its path (by default, by that
        /// path; a ``ConfinedFolder`` creates it inside its open folder).
        func create(for path: String, opening open: (String) -> Int32 = { SystemCalls.open($0, SystemCalls.createExclusiveFlags, 0o644) })
            throws(Failure) -> (path: String, descriptor: Int32) {
            try locked { () throws(Failure) -> (path: String, descriptor: Int32) in
                guard !abandoned else { throw Failure(path: path, reason: "the run was interrupted") }
                counter += 1
                let slash = path.lastIndex(of: "/")
                let folder = slash.map { String(path[...$0]) } ?? ""
                let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
                let temporary = "\(folder).\(name).\(SystemCalls.processID).\(counter).tmp"
                // Registered before it exists, so that a fatal signal at any moment after finds it.
                guard let registration = CrashCleanup.remove(atCrash: temporary) else {
                    throw Failure(path: path, reason: "the run was interrupted")
                }
                let descriptor = open(temporary)
                guard descriptor >= 0 else {
                    let code = SystemCalls.lastError
                    CrashCleanup.forget(registration)
                    throw Failure(path: path, reason: SystemErrorMessage.writing(code))
                }
                paths[temporary] = registration
                return (temporary, descriptor)
            }
        }

        /// Renames a complete temporary file over `path`: by `rename`, which returns 0 or the `errno` code (by
        /// default, by the two paths).
        func commit(_ temporary: String, to path: String,
                    renaming rename: (String, String) -> Int32 = { SystemCalls.rename($0, $1) ? 0 : SystemCalls.lastError }) throws(Failure) {
            try locked { () throws(Failure) in
                guard let registration = paths.removeValue(forKey: temporary), !abandoned else {
                    throw Failure(path: path, reason: "the run was interrupted")
                }
                defer { CrashCleanup.forget(registration) }
                let code = rename(temporary, path)
                if code != 0 {
                    SystemCalls.unlink(temporary)
                    throw Failure(path: path, reason: SystemErrorMessage.writing(code))
                }
            }
        }

        func discard(_ temporary: String) {
            try? locked { () throws(Failure) in
                SystemCalls.unlink(temporary)
                if let registration = paths.removeValue(forKey: temporary) { CrashCleanup.forget(registration) }
            }
        }

        func abandonAll() -> Int {
            (try? locked { () throws(Failure) -> Int in
                abandoned = true
                for (path, registration) in paths {
                    SystemCalls.unlink(path)
                    CrashCleanup.forget(registration)
                }
                defer { paths.removeAll() }
                return paths.count
            }) ?? 0
        }
    }
}
