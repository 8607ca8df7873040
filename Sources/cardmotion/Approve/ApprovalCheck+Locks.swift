import CardRender
import CardVerify

extension ApprovalCheck {
    /// Locks every reference folder against other runs until the process ends (a folder another run writes fails,
    /// naming `--reference`).
    func lockFolders() throws {
        for folder in folders { try AtomicFile.claimFolder(folder.folder.path, chosenBy: "--reference") }
    }
}
