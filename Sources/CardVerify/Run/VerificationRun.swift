import CardMotion
import CardPlatform
import CardRender
import Foundation

/// The whole run of one verification, the same for `cardmotion verify`, CardMotionTesting's assertions and anything
/// else that verifies: the reference folders checked (frame rate, stray or missing frames) before anything is drawn,
/// the folders it writes claimed against other runs, every frame drawn and compared by ``ScriptVerifier``, the
/// failure images, reports and manifest staged, all of it put in place together or not at all, and then what the
/// run replaces removed (references past a re-recorded script's end, an earlier run's failure images and reports).
///
/// Front ends differ only in their words (``wording``) and in what they print from the ``Outcome``.
public struct VerificationRun {
    /// Where `approve` will run, which decides how the manifest names each reference folder.
    public enum ApprovalRoot {
        /// The current folder (`cardmotion verify`): a reference folder that cannot be opened fails the run, and
        /// `noteOutside` is told each folder that lies outside (its frames are then left out of the manifest).
        case currentFolder(noteOutside: (String) -> Void)
        /// A folder given by absolute path (CardMotionTesting's package root); a reference folder outside it, or
        /// one that cannot be opened yet, is left out of the manifest.
        case folder(String)
    }

    /// The reports a run leaves beside its failure images: `junit.xml`, `report.html` and `manifest.json`.
    public struct Reports {
        /// The folder they go in (created if needed).
        public var folder: String
        /// The part of a sharded run, which names the files (`report-2-of-3.html`).
        public var shard: Shard
        /// The absolute folder the report's approve commands `cd` into, when not the repository root.
        public var approveIn: String?
        /// Whether they are written when every frame passed (the command line's `--artifacts` asks for them), or only
        /// when something failed (an assertion's default artefact folder).
        public var whenPassing: Bool

        public init(folder: String, shard: Shard = .whole, approveIn: String?, whenPassing: Bool) {
            self.folder = folder
            self.shard = shard
            self.approveIn = approveIn
            self.whenPassing = whenPassing
        }
    }

    /// What a run found, for the front end to print.
    public struct Outcome {
        /// Every script's frames, in the order of the targets.
        public var results: [ScriptVerification]
        /// The run's time, from the first frame drawn to the last compared, in seconds.
        public var seconds: Double
        /// The report written, when reports were written.
        public var report: String?
    }

    /// Which references are (re-)recorded instead of compared.
    public var mode: RecordMode
    /// The call site's comparison settings, merged with each script's `verify:` section.
    public var policy: VerificationPolicy
    /// The front end's words in messages.
    public var wording: RecordAdvice
    public var approvalRoot: ApprovalRoot
    /// The reports to write, `nil` for none.
    public var reports: Reports?
    /// Files the front end adds to the run's batch once every script was verified (`--json`), put in place with it.
    public var alsoWrite: ((_ results: [ScriptVerification], _ seconds: Double, _ batch: OutputBatch) throws -> Void)?

    public init(mode: RecordMode, policy: VerificationPolicy, wording: RecordAdvice, approvalRoot: ApprovalRoot,
                reports: Reports?) {
        self.mode = mode
        self.policy = policy
        self.wording = wording
        self.approvalRoot = approvalRoot
        self.reports = reports
    }

    /// Verifies `targets` with frames drawn by `pipeline`. Problems with the input (a reference folder out of step,
    /// a folder another run writes, an unreadable reference, a frame that cannot be drawn) fail with a
    /// `RenderFailure` in ``wording``'s words, before anything is written: the folders stay as they were.
    public func run(_ targets: [VerificationTarget], pipeline: FramePipeline) throws -> Outcome {
        try checkReferences(of: targets)
        let claims = FolderClaims()
        defer { claims.release() }
        try claim(targets, in: claims)
        let approvalFolders = try targets.map(approvalFolder(of:))
        for target in targets { try pipeline.preload(target.plan) }
        let ((results, seconds, report), written) = try Self.failingAsInput {
            try OutputBatch.allOrNothing { batch in
                let start = Date()
                let results = try zip(targets, approvalFolders).map { target, approvalFolder in
                    try verify(target, approvalFolder: approvalFolder, pipeline: pipeline, batch: batch)
                }
                let seconds = Date().timeIntervalSince(start)
                var report: String?
                if let reports, reports.whenPassing || results.contains(where: \.isFailing) {
                    report = try VerificationReports.write(results, seconds: seconds, into: reports.folder, shard: reports.shard,
                                                           batch: batch, approveIn: reports.approveIn)
                }
                try alsoWrite?(results, seconds, batch)
                return (results, seconds, report)
            }
        }
        return Outcome(results: removeReplaced(by: targets, results: results, written: written), seconds: seconds, report: report)
    }

    /// Fails when a reference folder was recorded at another frame rate (unless everything is re-recorded), holds a
    /// frame past the script's end, or (under `never`) lacks one: every folder is checked before any is drawn.
    private func checkReferences(of targets: [VerificationTarget]) throws {
        let folders = targets.filter { $0.kind == .frames }
        if mode != .all {
            for target in folders {
                if let mismatch = try ReferenceFolder.frameRateMismatch(target.references, fps: target.plan.timing.fps) {
                    throw RenderFailure(wording.frameRateMismatch(target.references, mismatch))
                }
            }
        }
        for target in folders {
            try ReferenceFolder.check(target.references, frameCount: target.plan.timing.frameCount, mode: mode,
                                      frames: target.frames, advice: wording)
        }
        if mode == .never, let missing = targets.first(where: { $0.kind == .animation && !FilePath.exists($0.references) }) {
            throw RenderFailure("reference \(missing.references) is missing (\(wording.recordMissing))")
        }
    }

    /// Claims every folder the run writes many files into: the reference folders it records in and the artefact
    /// folders (with the report folder).
    private func claim(_ targets: [VerificationTarget], in claims: FolderClaims) throws {
        do throws(FolderClaims.Failure) {
            for target in targets {
                if mode != .never && target.kind == .frames { try claims.claim(target.references, chosenBy: wording.referenceChooser) }
                if let folder = target.artifacts { try claims.claim(folder, chosenBy: wording.artifactsChooser) }
            }
            if let reports { try claims.claim(reports.folder, chosenBy: wording.artifactsChooser) }
        } catch {
            throw RenderFailure(error.description)
        }
    }

    /// The reference folder of `target` as the manifest names it (relative to the approval root), or `nil` when
    /// nothing is approved from it (no artefacts, an animated reference, a folder outside the root).
    private func approvalFolder(of target: VerificationTarget) throws -> String? {
        guard target.artifacts != nil, target.kind == .frames else { return nil }
        switch approvalRoot {
        case .currentFolder(let noteOutside):
            let relative = try ApprovalLocation.referenceFolder(target.references)
            if relative == nil { noteOutside(target.references) }
            return relative
        case .folder(let root):
            return ApprovalLocation.referenceFolder(target.references, inside: root)
        }
    }

    private func verify(_ target: VerificationTarget, approvalFolder: String?, pipeline: FramePipeline,
                        batch: OutputBatch) throws -> ScriptVerification {
        let (options, budget, ignore) = policy.resolved(for: target.plan.script.verification)
        var verifier = ScriptVerifier(mode: mode, options: options, budget: budget, ignore: ignore, pipeline: pipeline, batch: batch)
        verifier.advice = wording
        var result: ScriptVerification
        switch target.kind {
        case .frames:
            result = try verifier.verify(target.plan, path: target.path, references: target.references, artifacts: target.artifacts,
                                         approvalFolder: approvalFolder, artifactsSubfolder: target.artifactsSubfolder,
                                         frames: target.frames)
        case .animation:
            result = try verifier.verifyAnimation(target.plan, path: target.path, reference: target.references,
                                                  artifacts: target.artifacts)
        }
        result.variant = target.variant
        return result
    }

    /// Once everything is in place, removes what the run replaces: references past the end of a script recorded
    /// anew, frame files that became entries of `same-frames.txt`, and the failure images and reports of an earlier run that this one did not write (never a file a
    /// script reads). Returns `results` with the references removed counted.
    private func removeReplaced(by targets: [VerificationTarget], results: [ScriptVerification],
                                written: Set<String>) -> [ScriptVerification] {
        var results = results
        var inputs = Set<String>()
        for (index, target) in targets.enumerated() {
            let scriptInputs = StaleFrames.inputs(of: target.plan.script)
            inputs.formUnion(scriptInputs)
            if mode == .all && target.kind == .frames {
                results[index].removedReferences += StaleFrames.remove(in: target.references, from: target.plan.timing.frameCount,
                                                                      keeping: scriptInputs).count
            }
            if mode != .never && target.kind == .frames { ReferenceFrames.removeRepeats(in: target.references, keeping: scriptInputs) }
            if let folder = target.artifacts { StaleFrames.removeFailureImages(in: folder, except: written, keeping: scriptInputs) }
        }
        if let reports {
            let paths = VerificationReports.paths(in: reports.folder, shard: reports.shard)
            OutputFile.removeStale([paths.junit, paths.report, paths.manifest].filter { !written.contains($0) }, keeping: inputs)
        }
        return results
    }

    /// Runs `body`, giving a file that cannot be staged or put in place as a `RenderFailure` naming it.
    private static func failingAsInput<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let failure as OutputFile.Failure {
            throw RenderFailure(failure.description)
        }
    }
}
