import CardRender
import CardPlatform

/// The writing half of an approval: everything staged first, then renamed in place.
extension ApprovalCheck {
    /// Stages every new reference and every changed `states.jsonl` in its folder, then renames them all in place;
    /// returns the frames whose reference was replaced. When any file cannot be staged (a full disk), every staged
    /// file is removed and nothing has changed.
    public func apply() throws -> [Target] {
        var staged: [ConfinedFolder.StagedFile] = []
        let pending = frames.filter { !$0.isApproved }
        do {
            for target in pending {
                // Read again and checked against the digest: the file checked is the file written.
                staged.append(try stage(try rendered(target, decoding: false), as: target.frame.name, in: folders[target.folder].folder))
            }
            for folder in folders where folder.goldenChanged {
                staged.append(try stage(folder.golden!.contents, as: "states.jsonl", in: folder.folder))
            }
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
        return pending
    }

    private func stage(_ bytes: [UInt8], as name: String, in folder: ConfinedFolder) throws -> ConfinedFolder.StagedFile {
        do {
            return try folder.stage(bytes, as: name)
        } catch {
            throw RenderFailure(error.description)
        }
    }
}
