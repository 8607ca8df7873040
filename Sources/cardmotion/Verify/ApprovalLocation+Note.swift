import CardPlatform
import CardRender
import CardVerify

extension ApprovalLocation {
    /// ``referenceFolder(_:)``, with a note on stderr when the folder lies outside the current folder (its frames
    /// are then left out of the manifest).
    static func referenceFolderNotingOutside(_ path: String) throws -> String? {
        let relative = try referenceFolder(path)
        if relative == nil {
            StandardStreams.writeError("verify: note: the reference folder \(path) is not inside the current folder; approve "
                                       + "replaces only references inside the folder it runs in, so manifest.json leaves out its "
                                       + "frames (run verify from a folder that holds \(path), or use --record failed)\n")
        }
        return relative
    }
}
