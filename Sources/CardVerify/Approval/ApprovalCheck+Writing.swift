import CardRender
import CardPlatform

/// The writing half of an approval: everything staged first, then renamed in place.
extension ApprovalCheck {
    /// Stages every new reference and every changed `states.jsonl` in its folder (and `extra`, files of the
    /// artefact folder, such as the review's `approvals.jsonl`), then renames them all in place; returns the frames
    /// whose reference was replaced. When any file cannot be staged (a full disk), every staged file is removed and
    /// nothing has changed.
    public func apply(alsoWritingInArtifacts extra: [(name: String, bytes: [UInt8])] = []) throws -> [Target] {
        var staged: [ConfinedFolder.StagedFile] = []
        let pending = frames.filter { !$0.isApproved }
        do {
            for file in extra { staged.append(try stage(file.bytes, as: file.name, in: artifacts)) }
            for target in pending {
                // Read again and checked against the digest: the file checked is the file written.
                staged.append(try stage(try rendered(target, decoding: false), as: target.frame.name, in: folders[target.folder].folder))
            }
            for folder in folders where folder.goldenChanged {
                staged.append(try stage(folder.golden!.contents, as: "states.jsonl", in: folder.folder))
            }
            for index in folders.indices { staged += try storeOnce(folder: index, approving: pending) }
        } catch {
            for file in staged { ConfinedFolder.discard(file) }
            let reason = (error as? RenderFailure)?.message ?? "\(error)"
            throw RenderFailure("\(reason); nothing was approved")
        }
        for (position, file) in staged.enumerated() {
            do {
                try ConfinedFolder.commit(file)
            } catch {
                for rest in staged[(position + 1)...] { ConfinedFolder.discard(rest) }
                throw RenderFailure("\(error.description); \(position) of \(staged.count) files were replaced, run approve again")
            }
        }
        for folder in folders { ReferenceFrames.removeRepeats(in: folder.folder.path, keeping: []) }
        return pending
    }

    /// Stages what keeps folder `index` storing each distinct frame once with `pending` approved: the frames that
    /// were entries of a frame now replaced get files of their own bytes, and the index is written anew (staged
    /// last, so a stopped commit leaves every frame readable). The files that become entries go after the commit.
    private func storeOnce(folder index: Int, approving pending: [Target]) throws -> [ConfinedFolder.StagedFile] {
        let folder = folders[index]
        guard let stored = folder.stored else { return [] }
        let approved = Dictionary(pending.filter { $0.folder == index }.map { ($0.frame.frame, $0) }, uniquingKeysWith: { first, _ in first })
        var staged: [ConfinedFolder.StagedFile] = []
        do {
            let sameFrames = try ReferenceFrames.storeOnce(
                frames: stored.frames.union(approved.keys).sorted(),
                bytes: { frame in try approved[frame].map { try rendered($0, decoding: false) } ?? stored.bytes(ofFrame: frame) },
                hasOwnFile: { approved[$0] != nil || stored.stored.contains($0) },
                write: { frame, bytes in staged.append(try stage(bytes, as: FrameFileName.of(frame), in: folder.folder)) })
            if !sameFrames.earlier.isEmpty || stored.hasIndexFile {
                staged.append(try stage(sameFrames.contents, as: SameFrames.fileName, in: folder.folder))
            }
        } catch {
            for file in staged { ConfinedFolder.discard(file) }
            throw error
        }
        return staged
    }

    private func stage(_ bytes: [UInt8], as name: String, in folder: ConfinedFolder) throws -> ConfinedFolder.StagedFile {
        do {
            return try folder.stage(bytes, as: name)
        } catch {
            throw RenderFailure(error.description)
        }
    }
}
