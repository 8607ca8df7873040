import CardRender
import CardMotion
import CardPlatform
import CardScene
import Foundation

/// Verifies scripts' frames against their references, one script at a time: every frame drawn by ``pipeline``,
/// compared (or recorded, as ``mode`` says) with ``options`` within ``budget``, ignoring ``ignore``'s regions, and
/// everything written (references, geometry, failure images) staged in ``batch``.
public struct ScriptVerifier {
    /// Which references are (re-)recorded instead of compared.
    public let mode: RecordMode
    /// The pixel comparison's settings.
    public let options: PixelmatchOptions
    /// The differences a frame may have and still pass.
    public let budget: DiffBudget
    /// The regions left out of the comparison.
    public let ignore: IgnoreMasks
    /// Draws the frames.
    public let pipeline: FramePipeline
    /// Where every file the check writes is staged until the whole run succeeds.
    public let batch: OutputBatch
    /// The words of messages that say how to record (the command line's unless a front end sets its own).
    public var advice = RecordAdvice.commandLine

    public init(mode: RecordMode, options: PixelmatchOptions, budget: DiffBudget, ignore: IgnoreMasks,
                pipeline: FramePipeline, batch: OutputBatch) {
        self.mode = mode
        self.options = options
        self.budget = budget
        self.ignore = ignore
        self.pipeline = pipeline
        self.batch = batch
    }

    /// Checks every frame of `plan` against the reference folder `references`, staging what it writes in `batch`;
    /// `approvalFolder`, the folder relative to the current one (`nil` when approve cannot reach it), is where the
    /// manifest's frames go, named as `artifactsSubfolder` (`""` or `deck/`) plus the frame's files in the artifacts
    /// folder. With `frames` (increasing), only those frames are drawn and checked; otherwise every frame is.
    /// Failures are `RenderFailure`s with the message a user reads.
    public func verify(_ plan: PlaybackPlan, path: String, references: String, artifacts: String?, approvalFolder: String?,
                       artifactsSubfolder: String, frames: [Int]? = nil) throws -> ScriptVerification {
        // The frames are checked on the pipeline's threads: they capture these values, not the verifier.
        let mode = mode, options = options, budget = budget, ignore = ignore, batch = batch, advice = advice
        let timing = plan.timing
        let collector = Locked<[FrameRecord]>([])
        let geometry = try GeometryCheck(reference: references)
        let stored = try ReferenceFrames.open(references)
        let ignoreMatches = IgnoreMatches(ignore)
        let start = Date()
        let check: @Sendable (Int, RenderedFrame) throws -> Void = { frame, rendered in
            let actual: RGBAImage = rendered.image
            let name = FrameFileName.of(frame)
            let result: ReferenceCheck.Result
            do {
                let mask = ignore.mask(scene: rendered.scene, recorded: geometry.recorded.geometry(ofFrame: frame),
                                       width: plan.script.screen.pixelWidth, height: plan.script.screen.pixelHeight,
                                       scale: plan.script.screen.scale)
                ignoreMatches.note(scene: rendered.scene, recorded: geometry.recorded.geometry(ofFrame: frame))
                result = try ReferenceCheck.run(actual, frame: frame, reference: references + "/" + name, stored: stored, mode: mode,
                                                options: options, budget: budget, memo: rendered.memo, mask: mask, batch: batch)
            } catch {
                throw RenderFailure("reference \(error)")
            }
            var record: FrameRecord
            switch result {
            case .recorded:
                record = FrameRecord(frame: frame, name: name, outcome: .recorded, differentPixels: 0)
                geometry.record(frame: frame, time: timing.time(ofFrame: frame), scene: rendered.scene)
            case .missing(let path):
                throw RenderFailure("reference \(path) is missing (\(advice.recordMissing))")
            case .checked(let verdict):
                record = try FrameRecord(verdict, actual: actual, name: name, artifacts: artifacts, batch: batch)
                record.geometry = geometry.recorded.note(frame: frame, scene: rendered.scene, failed: verdict.isFailure)
                if let approvalFolder, let paths = record.artifacts {
                    record.approval = try ApprovalLocation.frame(
                        script: path, frame: frame, reference: stored?.bytes(ofFrame: frame) ?? [], folder: approvalFolder,
                        actual: paths.actual, stagedIn: batch, inArtifacts: artifactsSubfolder,
                        size: (actual.width, actual.height),
                        states: StatesLine(frame: frame, time: timing.time(ofFrame: frame), scene: rendered.scene))
                }
            }
            collector.withLock { $0.append(record) }
        }
        if let frames {
            try pipeline.run(plan, frames: frames, deliver: check)
        } else {
            try pipeline.run(plan, frames: 0..<timing.frameCount, deliver: check)
        }
        // When anything was recorded, each distinct frame is stored once; the files that became entries go once the
        // batch is in place. A run that recorded nothing leaves the folder as it was, in whichever form.
        if collector.withLock({ $0.contains { $0.outcome == .recorded } }) { try ReferenceFrames.storeOnce(in: references, frameCount: timing.frameCount, old: stored, batch: batch) }
        // Re-recording everything records the script as it is now: its geometry stops at its end (and once the
        // batch is in place, the references past its end go).
        try geometry.save(frameCount: mode == .all ? timing.frameCount : nil, into: batch)
        var records = collector.withLock { $0.sorted { $0.frame < $1.frame } }
        try FailureArtifacts.shareRepeats(in: &records, batch: batch)
        var result = ScriptVerification(script: path, references: references, frames: records,
                                        seconds: Date().timeIntervalSince(start), totalPixels: plan.script.screen.pixelCount,
                                        scale: plan.script.screen.scale)
        // Frames past the end that were entries of the index go with it (the files go once the batch is in place).
        if mode == .all { result.removedReferences = stored?.index.earlier.keys.filter { $0 >= timing.frameCount }.count ?? 0 }
        result.unmatchedIgnores = ignoreMatches.unmatched
        result.referencesUnreachable = artifacts != nil && approvalFolder == nil
        result.explainMotion(of: plan, against: geometry.recorded)
        return result
    }
}
