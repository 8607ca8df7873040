import CardPlatform
import Foundation

extension VerifyCommand {
    /// The folder the report's approve commands `cd` into: `nil` when verify runs at a repository's root (the current
    /// folder holds `.git`), where the commands are pasted with the paths as typed; else the current folder, absolute,
    /// since approve resolves the manifest's references and the artefact folder from the folder verify ran in.
    static func approveFolderUnlessAtRoot() -> String? {
        let here = FileManager.default.currentDirectoryPath
        return FilePath.kind(of: here + "/.git") == nil ? here : nil
    }
}
