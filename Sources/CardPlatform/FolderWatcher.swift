import Foundation

/// Calls back when files in some folders change on disk: written in place, replaced by a rename (as editors save),
/// created or deleted. Linux uses inotify; elsewhere the files' modification times are compared every
/// ``pollSeconds``.
///
/// Changes are debounced: the callback runs once ``quietSeconds`` after the last change of a burst (an editor's
/// save is several events), with the full paths of the files that changed.
public final class FolderWatcher: @unchecked Sendable {
    /// Seconds without a further change before the callback runs.
    public static let quietSeconds = 0.05
    /// Seconds between checks where there is no inotify.
    public static let pollSeconds = 0.2

    /// Why the folders cannot be watched.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    private let folders: [String]
    private let onChange: @Sendable (Set<String>) -> Void

    /// Watches `folders` (absolute paths) and calls `onChange` with the changed files' paths, on a thread of its own.
    /// Fails when a folder cannot be watched.
    public init(folders: [String], onChange: @escaping @Sendable (Set<String>) -> Void) throws(Failure) {
        self.folders = Array(Set(folders)).sorted()
        self.onChange = onChange
        #if os(Linux)
        guard let inotify = SystemCalls.makeInotify() else {
            throw Failure(description: "cannot watch for changes (inotify: \(SystemCalls.message(for: SystemCalls.lastError)))")
        }
        for folder in self.folders {
            guard SystemCalls.watchFolder(inotify, folder) else {
                let reason = SystemCalls.message(for: SystemCalls.lastError)
                _ = SystemCalls.close(inotify)
                throw Failure(description: "\(folder): cannot watch for changes (inotify: \(reason))")
            }
        }
        let thread = Thread { [self] in run(inotify: inotify, folders: self.folders) }
        #else
        let thread = Thread { [self] in poll() }
        #endif
        thread.start()
    }

    #if os(Linux)
    private func run(inotify: Int32, folders: [String]) {
        // Watch descriptors are numbered from 1 in the order the folders were added (inotify_add_watch(2)).
        var changed = Set<String>()
        while true {
            let timeout: Int32 = changed.isEmpty ? 60_000 : Int32(Self.quietSeconds * 1000)
            if SystemCalls.waitUntilReadable(inotify, milliseconds: timeout) {
                for (watch, name) in SystemCalls.readInotifyNames(inotify) where !name.isEmpty {
                    let index = Int(watch) - 1
                    guard folders.indices.contains(index) else { continue }
                    changed.insert(folders[index] + "/" + name)
                }
            } else if !changed.isEmpty {
                onChange(changed)
                changed = []
            }
        }
    }
    #else
    private func poll() {
        func stamps() -> [String: Date] {
            var result: [String: Date] = [:]
            for folder in folders {
                for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                    let path = folder + "/" + name
                    result[path] = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]) as? Date
                }
            }
            return result
        }
        var last = stamps()
        while true {
            Thread.sleep(forTimeInterval: Self.pollSeconds)
            let now = stamps()
            let changed = Set(now.keys.filter { now[$0] != last[$0] }).union(last.keys.filter { now[$0] == nil })
            last = now
            if !changed.isEmpty { onChange(changed) }
        }
    }
    #endif
}
