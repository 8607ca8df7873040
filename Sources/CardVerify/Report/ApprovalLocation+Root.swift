import CardRender
import CardPlatform

extension ApprovalLocation {
    /// The reference folder `path` relative to the folder `root` (`""` for `root` itself), found on the file system
    /// as ``referenceFolder(_:)`` finds it from the current folder: what a manifest records for `approve` run in
    /// `root` (CardMotionTesting's package root). `nil` when the folder lies outside `root`, or either cannot be
    /// opened (then nothing fails there yet: approve could not reach it, so its frames are left out).
    public static func referenceFolder(_ path: String, inside root: String) -> String? {
        guard let root = try? ConfinedFolder.open(root), let folder = try? ConfinedFolder.open(path) else { return nil }
        return root.relativePath(to: folder)
    }
}
