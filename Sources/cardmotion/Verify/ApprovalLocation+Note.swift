import CardPlatform
import CardVerify

extension ApprovalLocation {
    /// Notes on stderr that the reference folder `path` lies outside the current folder: its frames are then left
    /// out of the manifest.
    static func noteOutside(_ path: String) {
        StandardStreams.writeError("verify: note: the reference folder \(path) is not inside the current folder; approve "
                                   + "replaces only references inside the folder it runs in, so manifest.json leaves out its "
                                   + "frames (run verify from a folder that holds \(path), or use --record failed)\n")
    }
}
