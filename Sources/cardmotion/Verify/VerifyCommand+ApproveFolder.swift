import CardPlatform

extension VerifyCommand {
    /// The folder the report's approve commands `cd` into: `nil` when verify runs at a repository's root (the current
    /// folder holds `.git`), where the commands are pasted with the paths as typed; else the current folder, absolute
    /// (links resolved), since approve resolves the manifest's references and the artefact folder from the folder
    /// verify ran in.
    static func approveFolderUnlessAtRoot() -> String? {
        FilePath.kind(of: ".git") == nil ? FilePath.canonical(".") : nil
    }
}
