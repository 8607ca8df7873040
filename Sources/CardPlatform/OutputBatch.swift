import Foundation

/// Files a run writes only if it can write all of them: each is staged next to its destination as it is made
/// (``OutputFile/stage(_:for:)``: a hidden temporary file that no reader sees and a clean stop removes), and
/// ``commit()`` renames them all into place once the run's last check has passed; ``discard()`` removes them and
/// leaves every destination as it was.
///
/// A run that fails part-way (a limit met while drawing frame 900 of 1,000, a corrupt frame late in a reference
/// APNG, a full disk) thus leaves its folders byte-identical. Staged files take the disk space of the files they
/// replace until the commit; nothing is kept in memory but their names.
public final class OutputBatch: Sendable {
    /// The staged files by destination.
    private let staged = Locked<[String: OutputFile.Staged]>([:])

    public init() {}

    /// Stages `bytes` for `path` (its folder must exist). A second file staged for the same path replaces the first.
    public func write(_ bytes: [UInt8], to path: String) throws(OutputFile.Failure) {
        let file = try OutputFile.stage(bytes, for: path)
        if let replaced = staged.withLock({ $0.updateValue(file, forKey: path) }) { OutputFile.discard(replaced) }
    }

    /// Where the file staged for `path` can be read until the commit, or `nil` when none is staged for it.
    public func stagedFile(for path: String) -> String? {
        staged.withLock { $0[path]?.temporary }
    }

    /// Removes the file staged for `path`, if any: its destination stays as it was, and the commit leaves it out.
    public func unstage(_ path: String) {
        if let file = staged.withLock({ $0.removeValue(forKey: path) }) { OutputFile.discard(file) }
    }

    /// The destinations staged so far.
    public var paths: Set<String> { staged.withLock { Set($0.keys) } }

    /// Renames every staged file over its destination, in byte order of the paths. A rename that fails (the run was
    /// stopped, the folder went away) removes the files not yet renamed and throws, naming its destination.
    public func commit() throws(OutputFile.Failure) {
        let files = staged.withLock { staged in
            defer { staged.removeAll() }
            return staged.sorted { Array($0.key.utf8).lexicographicallyPrecedes($1.key.utf8) }.map(\.value)
        }
        for (index, file) in files.enumerated() {
            do {
                try OutputFile.commit(file)
            } catch {
                for rest in files[(index + 1)...] { OutputFile.discard(rest) }
                throw error
            }
        }
    }

    /// Removes every staged file; the destinations stay as they were.
    public func discard() {
        let files = staged.withLock { staged in
            defer { staged.removeAll() }
            return Array(staged.values)
        }
        for file in files { OutputFile.discard(file) }
    }
}
