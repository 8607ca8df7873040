/// Files written into a ``ConfinedFolder`` all or nothing: each is staged under a temporary name inside the open
/// folder (created there, never through a link), and renamed over its destination only when every file of the run
/// is staged. Staged files are tracked like ``OutputFile``'s, so a clean stop removes them.
extension ConfinedFolder {
    /// A file written in full under its temporary name in a folder, not yet in place.
    public struct StagedFile: Sendable {
        /// The folder it goes into.
        public let folder: ConfinedFolder
        /// Its name there.
        public let name: String
        let temporary: String
        /// The destination, as shown in messages.
        public var path: String { folder.shown(name) }
    }

    /// Writes `bytes` to a temporary file in this folder, to become the file `name` (one component) at
    /// ``commit(_:)``. A full disk or any other write error is a failure, and nothing is left behind.
    public func stage(_ bytes: [UInt8], as name: String) throws(OutputFile.Failure) -> StagedFile {
        guard (try? Self.components(of: name))?.count == 1 else {
            throw OutputFile.Failure(path: shown(name), reason: "is not a file name")
        }
        let created = try OutputFile.InFlight.shared.create(for: shown(name)) { temporary in
            SystemCalls.createExclusive(named: Self.lastComponent(of: temporary), in: self.descriptor)
        }
        var failure = OutputFile.writeAll(bytes, to: created.descriptor)
        if SystemCalls.close(created.descriptor) != 0 && failure == 0 { failure = SystemCalls.lastError }
        let staged = StagedFile(folder: self, name: name, temporary: created.path)
        if failure != 0 {
            Self.discard(staged)
            throw OutputFile.Failure(path: shown(name), reason: SystemErrorMessage.writing(failure))
        }
        return staged
    }

    /// Renames a staged file over its destination, inside the folder it was staged in.
    public static func commit(_ staged: StagedFile) throws(OutputFile.Failure) {
        try OutputFile.InFlight.shared.commit(staged.temporary, to: staged.path) { temporary, _ in
            SystemCalls.rename(lastComponent(of: temporary), to: staged.name, in: staged.folder.descriptor)
        }
    }

    /// Removes a staged file; its destination is left as it was.
    public static func discard(_ staged: StagedFile) {
        SystemCalls.unlink(named: lastComponent(of: staged.temporary), in: staged.folder.descriptor)
        OutputFile.InFlight.shared.discard(staged.temporary)
    }

    private static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
