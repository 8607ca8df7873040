extension FilePath {
    /// The folder of the file at `path`, as written (`.` for a bare file name, `/` for a file at the root), for
    /// messages that name it.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
