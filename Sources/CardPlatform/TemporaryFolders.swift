import Foundation

/// Folders of temporary files that a run keeps outside its output while it works (ffmpeg's spool and palette),
/// registered so that a clean stop (``CleanStop``) removes them too: an interrupted run leaves nothing behind in
/// the system's temporary folder either.
public enum TemporaryFolders {
    private static let registry = Registry()

    /// Registers `path`, a folder the caller created and will remove.
    public static func register(_ path: String) {
        registry.withLock { $0.insert(path) }
    }

    /// Forgets `path` (the caller has removed it, or is about to).
    public static func unregister(_ path: String) {
        registry.withLock { $0.remove(path) }
    }

    /// Removes every registered folder, for a clean stop; returns how many.
    @discardableResult
    static func removeAll() -> Int {
        registry.withLock { paths in
            for path in paths { try? FileManager.default.removeItem(atPath: path) }
            defer { paths.removeAll() }
            return paths.count
        }
    }

    private final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: Set<String> = []

        func withLock<Result>(_ body: (inout Set<String>) -> Result) -> Result {
            lock.withLock { body(&paths) }
        }
    }
}
