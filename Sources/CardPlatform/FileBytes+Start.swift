extension FileBytes {
    /// Up to `count` bytes from the start of the regular file at `path` (fewer when it is shorter); empty when it
    /// cannot be opened or is not a regular file. For a look at a header before a library reads the whole file.
    public static func start(of path: String, count: Int) -> [UInt8] {
        let descriptor = SystemCalls.open(path, SystemCalls.readOnlyFlags)
        guard descriptor >= 0 else { return [] }
        defer { _ = SystemCalls.close(descriptor) }
        guard case (.regular, _)? = SystemCalls.kind(of: descriptor) else { return [] }
        return SystemCalls.readStart(of: descriptor, count: count)
    }
}
