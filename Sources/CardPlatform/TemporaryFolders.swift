import Foundation

/// Folders of temporary files that a run keeps outside its output while it works (ffmpeg's spool and palette):
/// private (mode 0700), owned by the run through a lock, and registered so that a clean stop (``CleanStop``)
/// removes them too.
///
/// A run killed before it could clean up (SIGKILL, a crash, a power cut) leaves its folder behind only until the
/// next run starts (``removeStale(prefix:in:)``, which `cardmotion` calls first thing, and every new folder too): each folder holds a file `.owner` on which its run keeps an exclusive `flock(2)` for as long
/// as it uses the folder. The kernel drops the lock with the process, so a folder named `PREFIX-*` whose `.owner`
/// can be locked has no live owner and is removed; a live run's folder (its lock held) is never touched, nor is
/// anything that is not a folder of ours (a symbolic link, another user's folder, a folder without `.owner`).
public enum TemporaryFolders {
    /// Each folder made and the open descriptor of its `.owner` lock.
    private static let registry = Locked<[String: Int32]>([:])
    /// The name of the lock file in each folder.
    static let ownerFile = ".owner"
    /// The prefix of the folders' names: `cardmotion-UUID`.
    public static let prefix = "cardmotion"

    /// Why a folder could not be made.
    public struct Failure: Error, Sendable {
        public var reason: String
    }

    /// Makes a new private folder `PREFIX-UUID` in `parent` (the system's temporary folder by default), owned by
    /// this run and registered, after removing the stale folders of dead runs with the same prefix there. Returns
    /// its path; ``remove(_:)`` removes it.
    public static func make(prefix: String = prefix, in parent: String = NSTemporaryDirectory()) throws(Failure) -> String {
        let parent = parent.hasSuffix("/") ? parent : parent + "/"
        removeStale(prefix: prefix, in: parent)
        let folder = parent + prefix + "-" + UUID().uuidString
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw Failure(reason: "cannot create a temporary folder in \(parent): \(error.localizedDescription)")
        }
        let lock = SystemCalls.open(folder + "/" + ownerFile, SystemCalls.lockFileFlags, 0o600)
        guard lock >= 0, SystemCalls.lockWithoutWaiting(lock) == 0 else {
            let reason = SystemErrorMessage.writing(SystemCalls.lastError)
            if lock >= 0 { _ = SystemCalls.close(lock) }
            try? FileManager.default.removeItem(atPath: folder)
            throw Failure(reason: "cannot lock the temporary folder \(folder): \(reason)")
        }
        registry.withLock { $0[folder] = lock }
        return folder
    }

    /// Removes the folder `path` made by ``make(prefix:in:)`` and everything in it, and releases it.
    public static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
        unregister(path)
    }

    /// Forgets `path` (the caller has removed it, or is about to), releasing its lock.
    public static func unregister(_ path: String) {
        if let lock = registry.withLock({ $0.removeValue(forKey: path) }), lock >= 0 { _ = SystemCalls.close(lock) }
    }

    /// Removes the folders `PREFIX-UUID` in `parent` (the names ``make(prefix:in:)`` gives) whose owner has gone
    /// (their `.owner` lock is free); returns how many. Other names, however they start, are not even looked at, so
    /// a temporary folder crowded with other programs' `PREFIX-...` entries costs one listing, not a check of each.
    @discardableResult
    public static func removeStale(prefix: String = prefix, in parent: String = NSTemporaryDirectory()) -> Int {
        let parent = parent.hasSuffix("/") ? parent : parent + "/"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return 0 }
        var removed = 0
        for name in names where isMade(name, prefix: prefix) {
            let folder = parent + name
            // Only a real folder of ours: not a symbolic link, and its lock file not one either (O_NOFOLLOW).
            guard !SystemCalls.isSymbolicLink(folder), case .success(.folder) = SystemCalls.kind(ofPath: folder),
                  registry.withLock({ $0[folder] == nil }) else { continue }
            let lock = SystemCalls.open(folder + "/" + ownerFile, SystemCalls.readOnlyFlags | SystemCalls.noFollow)
            guard lock >= 0 else { continue }
            defer { _ = SystemCalls.close(lock) }
            guard SystemCalls.isOwnedBySelf(lock), SystemCalls.lockWithoutWaiting(lock) == 0 else { continue }
            if (try? FileManager.default.removeItem(atPath: folder)) != nil { removed += 1 }
        }
        return removed
    }

    /// Whether `name` is `PREFIX-` and a UUID, as ``make(prefix:in:)`` names its folders.
    static func isMade(_ name: String, prefix: String) -> Bool {
        name.hasPrefix(prefix + "-") && UUID(uuidString: String(name.dropFirst(prefix.count + 1))) != nil
    }

    /// Removes every registered folder, for a clean stop; returns how many.
    @discardableResult
    static func removeAll() -> Int {
        registry.withLock { folders in
            for (path, lock) in folders {
                try? FileManager.default.removeItem(atPath: path)
                if lock >= 0 { _ = SystemCalls.close(lock) }
            }
            defer { folders.removeAll() }
            return folders.count
        }
    }
}
