/// What a path names on disk, for the checks made before a file is opened.
public enum FilePath {
    /// The kind of file `path` names (links followed), or `nil` when it names nothing that can be reached.
    public static func kind(of path: String) -> FileKind? {
        SystemCalls.kind(atPath: path)
    }

    /// `path` with every link, `.` and `..` resolved, or `nil` when it names nothing that can be reached.
    public static func canonical(_ path: String) -> String? {
        SystemCalls.canonicalPath(path)
    }
}
