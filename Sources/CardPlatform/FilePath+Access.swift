/// Existence, permission and size questions about a path (links followed), so that no module above the platform layer
/// asks Foundation's file manager.
extension FilePath {
    /// Whether `path` names a file, folder or other entry that can be reached (a link to nothing does not count).
    public static func exists(_ path: String) -> Bool {
        kind(of: path) != nil
    }

    /// Whether `path` names a regular file (not a folder) that this process may read.
    public static func isReadableFile(_ path: String) -> Bool {
        kind(of: path) == .regular && SystemCalls.canRead(path)
    }

    /// Whether `path` names a regular file (not a folder) that this process may execute.
    public static func isExecutableFile(_ path: String) -> Bool {
        kind(of: path) == .regular && SystemCalls.canExecute(path)
    }

    /// The size of the file `path`, in bytes; `nil` when it names nothing that can be reached.
    public static func size(of path: String) -> Int? {
        SystemCalls.size(atPath: path)
    }
}
