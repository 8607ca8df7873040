import CardMotion
import CardPlatform
import CardRender

/// What `verify --artifacts` records for `approve`: each failing frame's reference relative to the current folder
/// (found on the file system, device and inode, not from the path's spelling), its rendered frame relative to the
/// artefact folder, the frame's size and the SHA-256 of both files' bytes.
enum ApprovalLocation {
    /// The reference folder `path` relative to the current folder (`""` for the current folder itself), or `nil`
    /// when it lies outside: approve could not reach it, so its frames are left out of the manifest, and a note on
    /// stderr says so.
    static func referenceFolder(_ path: String) throws -> String? {
        let relative = try ApproveCommand.confined { () throws(ConfinedFolder.Failure) in
            try ConfinedFolder.current().relativePath(to: try ConfinedFolder.open(path))
        }
        if relative == nil {
            StandardStreams.writeError("verify: note: the reference folder \(path) is not inside the current folder; approve "
                                       + "replaces only references inside the folder it runs in, so manifest.json leaves out its "
                                       + "frames (run verify from a folder that holds \(path), or use --record failed)\n")
        }
        return relative
    }

    /// The manifest's entry for failing frame `frame` of `script`: its reference file `reference` (in `folder`,
    /// relative to the current folder), its rendered frame written at `actual` (`prefix` is the frame's folder
    /// within the artefact folder; it is read where `batch` staged it), its size in pixels and `states` line.
    static func frame(script: String, frame: Int, reference: String, folder: String, actual: String,
                      stagedIn batch: OutputBatch, inArtifacts prefix: String,
                      size: (width: Int, height: Int), states: StatesLine) throws -> ApprovalManifest.Frame {
        let referenceBytes: [UInt8], actualBytes: [UInt8]
        do {
            referenceBytes = try PNGCodec.read(contentsOf: reference)
            actualBytes = try PNGCodec.read(contentsOf: batch.stagedFile(for: actual) ?? actual)
        } catch {
            throw CommandFailure("\(error)")
        }
        let name = FrameFileName.of(frame)
        return ApprovalManifest.Frame(
            script: script, name: name, frame: frame, reference: folder.isEmpty ? name : folder + "/" + name,
            referenceSHA256: ContentDigest.sha256(referenceBytes),
            actual: prefix + FailureArtifacts.actualName(of: name), actualSHA256: ContentDigest.sha256(actualBytes),
            width: size.width, height: size.height, states: states)
    }
}
