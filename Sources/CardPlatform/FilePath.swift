/// What a path names on disk, for the checks made before a file is opened.
public enum FilePath {
    /// The kind of file `path` names (links followed), or `nil` when it names nothing that can be reached.
    public static func kind(of path: String) -> FileKind? {
        SystemCalls.kind(atPath: path)
    }

    /// Whether `path` and `other` name the same file or folder on disk: the same device and inode, links followed, so
    /// that a hard link, a bind mount or another spelling is recognised; false when either names nothing.
    public static func isSame(_ path: String, as other: String) -> Bool {
        guard let identity = SystemCalls.identity(ofPath: path) else { return false }
        return SystemCalls.identity(ofPath: other) == identity
    }

    /// `path` with every link, `.` and `..` resolved, or `nil` when it names nothing that can be reached.
    public static func canonical(_ path: String) -> String? {
        SystemCalls.canonicalPath(path)
    }
}
