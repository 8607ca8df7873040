/// Listing a folder's entries by name, without Foundation's file manager.
extension Folders {
    /// The names of the entries directly in the folder `path` (links followed to reach it), without `.` and `..`, in
    /// the order the file system lists them (callers sort); throws a message naming the folder when it cannot be
    /// listed ("cannot list the folder F: no such file or folder").
    public static func names(in path: String) throws(Failure) -> [String] {
        let folder = SystemCalls.openFolder(path.isEmpty ? "." : path)
        guard folder >= 0 else { throw cannotList(path, code: SystemCalls.lastError) }
        defer { _ = SystemCalls.close(folder) }
        guard let names = SystemCalls.names(in: folder) else { throw cannotList(path, code: SystemCalls.lastError) }
        return names
    }

    private static func cannotList(_ path: String, code: Int32) -> Failure {
        Failure(description: "cannot list the folder \(path): \(SystemErrorMessage.reading(code))")
    }
}
