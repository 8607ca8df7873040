/// Whether one folder lies inside another, decided on the file system (device and inode, one `..` at a time) and
/// never by the spelling of their paths: a link, a `..`, another spelling or a bind mount cannot make a folder seem
/// inside when it is not.
extension ConfinedFolder {
    /// The most folders walked up from a folder looking for this one.
    static let maximumDepth = 4096

    /// The path of `other` relative to this folder: the names of the folders from this one down to `other`, each a
    /// real folder (not a link) in the one above; `""` when `other` is this folder, `nil` when it is not inside it.
    public func relativePath(to other: ConfinedFolder) -> String? {
        var names: [String] = []
        var child = other
        for _ in 0..<Self.maximumDepth {
            if child.identity == identity { return names.reversed().joined(separator: "/") }
            let descriptor = SystemCalls.openFolder(named: "..", in: child.descriptor)
            guard descriptor >= 0, let parent = try? ConfinedFolder(path: "..", descriptor: descriptor),
                  parent.identity != child.identity,
                  let entries = SystemCalls.names(in: parent.descriptor),
                  let name = entries.first(where: { entry in
                      SystemCalls.identity(ofName: entry, in: parent.descriptor) == child.identity
                          && !SystemCalls.isSymbolicLink(named: entry, in: parent.descriptor)
                  }) else { return nil }
            names.append(name)
            child = parent
        }
        return nil
    }

    /// Whether `other` is this folder or lies inside it.
    public func contains(_ other: ConfinedFolder) -> Bool {
        relativePath(to: other) != nil
    }
}
