import CardMotion
import CardPlatform
import CardRender
import CardVerify

/// What an assertion leaves for its reader when frames fail, in `cardmotion verify --artifacts DIR`'s layout for
/// one script: the failing frames' images (written by the engine), then `report.html`, `junit.xml` and
/// `manifest.json` beside them (``VerificationReports``, the command line's writer), all staged in the assertion's
/// batch so they appear together or not at all; and the mismatch's summary, with the command that approves it.
struct AssertionReport {
    /// The package root (``PackageRoot``): approve runs there, and the manifest names references relative to it.
    let packageRoot: String
    /// The assertion's artefact folder, absolute: the report, its images and what the approve command is given.
    let artifacts: String

    /// The report for an assertion in the test file at `testFile` whose artefact folder is `artifacts` (relative to
    /// the current folder when relative).
    init(testFile: String, artifacts: String) {
        packageRoot = PackageRoot.of(testFile: testFile)
        self.artifacts = FilePath.absolute(artifacts)
    }

    /// The reference folder `references` relative to the package root, for the approval manifest: `nil` when it
    /// lies outside (or does not exist yet), when the manifest leaves its frames out.
    func approvalFolder(for references: String) -> String? {
        ApprovalLocation.referenceFolder(references, inside: packageRoot)
    }

    /// Runs `verify`, which checks the frames staging what it writes in the batch it is given, stages the reports
    /// beside them when frames fail, and puts every file in place together; when anything throws, nothing is put in
    /// place and the error is thrown. Then an earlier run's failure images and reports that this run did not write
    /// go from the artefact folder (never one of `inputs`, the files the script reads), so it shows this run only.
    /// Returns the result and the report's path (`nil` when nothing failed).
    func committing(keeping inputs: Set<String>,
                    _ verify: (OutputBatch) throws -> ScriptVerification) throws -> (result: ScriptVerification, report: String?) {
        let batch = OutputBatch()
        let result: ScriptVerification, report: String?, written: Set<String>
        do {
            result = try verify(batch)
            report = result.isFailing ? try VerificationReports.write([result], seconds: result.seconds, into: artifacts, batch: batch,
                                                                                approveIn: packageRoot) : nil
            // The paths staged, taken before they are put in place (which empties the batch).
            written = batch.paths
            try batch.commit()
        } catch {
            batch.discard()
            throw error
        }
        StaleFrames.removeFailureImages(in: artifacts, except: written, keeping: inputs)
        let reports = VerificationReports.paths(in: artifacts)
        OutputFile.removeStale([reports.junit, reports.report, reports.manifest].filter { !written.contains($0) }, keeping: inputs)
        return (result, report)
    }

    /// Fills `mismatch` with `result`'s failing frames (their instants on `timing`), what happened to the motion, the
    /// comparison they failed
    /// (`threshold` and `budget`), the report at `reportPath` and the command that approves them: `approve` for a
    /// reference folder, recording again for an `animated` reference (one file, approved whole).
    func fill(_ mismatch: inout FrameMismatch, from result: ScriptVerification, timing: FrameTiming,
              threshold: Double, budget: DiffBudget, reportPath: String?, animated: Bool = false) {
        mismatch.checkedFrames = result.frames.count
        mismatch.threshold = threshold
        mismatch.budget = budget
        mismatch.frames = result.failures.map { record in
            FrameMismatch.Frame(name: record.name,
                                problem: Self.problem(of: record, budget: budget),
                                artifacts: record.artifacts ?? FailureArtifacts(frame: record.name, in: artifacts),
                                frame: record.frame, time: timing.time(ofFrame: record.frame),
                                differentPixels: record.differentPixels)
        }
        mismatch.reportPath = reportPath
        mismatch.motion = MotionChange.sentences(result.motion)
        let quoted = HTMLReport.Commands.quoted
        if animated {
            mismatch.approveCommand = HTMLReport.Commands.record(script: result.script, reference: result.references)
        } else if result.failures.contains(where: { $0.approval != nil }) {
            mismatch.approveCommand = "cd \(quoted(packageRoot)) && "
                + HTMLReport.Commands.approve(folder: artifacts, script: ScriptStem.of(result.script))
        }
    }

    /// A failing frame's problem: verify's words for its outcome, the budget a pixel count broke, then what changed
    /// in its geometry ("12 different pixels (budget: 0 pixels); card-0 moved (+5.0, +0.0) pt").
    static func problem(of record: FrameRecord, budget: DiffBudget) -> String {
        var text = record.describe
        if case .failed = record.outcome { text += " (budget: \(budget))" }
        return text + (record.geometry.map { "; \($0)" } ?? "")
    }
}
