import CardRender
import CardPlatform
import CardScene

/// What `verify --artifacts` records for `approve`: each failing frame's reference relative to the current folder
/// (found on the file system, device and inode, not from the path's spelling), its rendered frame relative to the
/// artefact folder, the frame's size and the SHA-256 of both files' bytes.
public enum ApprovalLocation {
    /// The reference folder `path` relative to the current folder (`""` for the current folder itself), or `nil`
    /// when it lies outside: approve could not reach it, so its frames are left out of the manifest. A folder that
    /// cannot be opened fails with a `RenderFailure` naming it.
    public static func referenceFolder(_ path: String) throws -> String? {
        try RenderFailure.confined { () throws(ConfinedFolder.Failure) in
            try ConfinedFolder.current().relativePath(to: try ConfinedFolder.open(path))
        }
    }

    /// The manifest's entry for failing frame `frame` of `script`: its reference's bytes `reference` (read through
    /// ``ReferenceFrames``; the frame's file is in `folder`, relative to the current folder), its rendered frame written at `actual` (`prefix` is the frame's folder
    /// within the artefact folder; it is read where `batch` staged it), its size in pixels and `states` line.
    public static func frame(script: String, frame: Int, reference referenceBytes: [UInt8], folder: String, actual: String,
                      stagedIn batch: OutputBatch, inArtifacts prefix: String,
                      size: (width: Int, height: Int), states: StatesLine) throws -> ApprovalManifest.Frame {
        let actualBytes: [UInt8]
        do {
            actualBytes = try PNGCodec.read(contentsOf: batch.stagedFile(for: actual) ?? actual)
        } catch {
            throw RenderFailure("\(error)")
        }
        let name = FrameFileName.of(frame)
        return ApprovalManifest.Frame(
            script: script, name: name, frame: frame, reference: folder.isEmpty ? name : folder + "/" + name,
            referenceSHA256: ContentDigest.sha256(referenceBytes),
            actual: prefix + FailureArtifacts.actualName(of: name), actualSHA256: ContentDigest.sha256(actualBytes),
            width: size.width, height: size.height, states: states)
    }
}
