import CardMotion
import CardPlatform
import CardRender
import CardVerify

/// Where an assertion's failures are reported, in `cardmotion verify --artifacts DIR`'s layout for one script (the
/// failing frames' images, `report.html`, `junit.xml` and `manifest.json`, written by ``VerificationRun``), and the
/// mismatch's summary, with the command that approves it.
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
            mismatch.approveCommand = HTMLReport.Commands.record(script: result.script, reference: result.references, variant: result.variant)
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
