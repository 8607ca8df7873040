import CardPlatform
import CardRender
import CardVerify

extension StudioScript {
    /// Approves failing frames `frames` (increasing) of `version` into `references`, the script's reference folder
    /// (`--reference` laid out as `verify` reads it), exactly as `cardmotion verify --artifacts` then
    /// `cardmotion approve --frames` do: the frames are verified as ``VerificationRun`` verifies them (the script's
    /// `verify:` section, nothing recorded), with the artefacts and their `manifest.json` in a private temporary
    /// folder removed after, and then ``Approval`` replaces the references of the frames that failed, from the current
    /// folder, with every check of `approve` (a folder outside the current one, or a reference changed meanwhile, is
    /// refused before anything is written). Failures are `RenderFailure`s with approve's and verify's messages.
    func approve(_ frames: [Int], of version: Version, references: String) throws -> Approval.Outcome {
        guard let plan = version.plan(for: .compared), let pipeline = version.pipeline else {
            throw RenderFailure("\(path): the script has no good version yet")
        }
        let folder: String
        do {
            folder = try TemporaryFolders.make()
        } catch {
            throw RenderFailure(error.reason)
        }
        defer { TemporaryFolders.remove(folder) }
        let artifacts = folder + "/artifacts"
        let target = VerificationTarget(path: path, plan: plan, references: references, kind: .frames, artifacts: artifacts,
                                        frames: frames, variant: variant)
        let run = VerificationRun(mode: .never, policy: VerificationPolicy(), wording: .commandLine,
                                  approvalRoot: .currentFolder(noteOutside: { _ in }),
                                  reports: VerificationRun.Reports(folder: artifacts, approveIn: nil, whenPassing: true))
        _ = try drawing.withLock { _ throws in try run.run([target], pipeline: pipeline) }
        return try Approval(artifacts: artifacts, choice: Approval.Choice(script: stem, listed: Set(frames))).run()
    }
}
