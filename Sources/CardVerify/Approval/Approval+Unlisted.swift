import CardPlatform
import CardRender

extension Approval {
    /// Fails when any of `unlisted`, the failing frames asked for that verify could not list, exist: their
    /// references lie outside the folder verify ran in, which approve never writes outside of (`here`, the current
    /// folder). The message names each script's frames and folder and says what to do, so that such a run never
    /// looks like one with nothing left to approve.
    static func refuseUnlisted(_ unlisted: [ApprovalManifest.Unlisted], here: ConfinedFolder) throws {
        guard !unlisted.isEmpty else { return }
        let current = FilePath.canonical(here.path) ?? here.path
        let lines = unlisted.map { entry in
            let count = entry.frames.count
            let frames = count == 1 ? "frame \(entry.frames[0])" : "frames \(entry.frames[0]) to \(entry.frames[count - 1])"
            return "\(count) failing frame\(count == 1 ? "" : "s") of \(ScriptStem.of(entry.script)) (\(frames)) "
                + "have their references in \(entry.references), outside the folder verify ran in, so its manifest "
                + "cannot list them; approve writes only below the folder it runs in (\(current)). Run verify and approve "
                + "from a folder that holds \(entry.references), or record them again with "
                + HTMLReport.Commands.record(script: entry.script, reference: entry.references)
        }
        throw RenderFailure(lines.joined(separator: "\n") + "\nnothing was approved")
    }
}
