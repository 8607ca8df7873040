import CardPlatform
import CardRender
import CardVerify
import Foundation

extension GoldenSetup {
    /// `cardmotion verify`'s whole run for this assertion, in CardMotionTesting's words: the manifest names references
    /// relative to the package root (where the report's approve command runs), and the reports are written only when
    /// a frame fails, into the assertion's artefact folder.
    func run(_ target: VerificationTarget, report: AssertionReport) throws -> VerificationRun.Outcome {
        let pipeline = try FramePipeline(jobs: ProcessInfo.processInfo.activeProcessorCount, for: [plan])
        let run = VerificationRun(mode: mode, policy: policy, wording: .testing, approvalRoot: .folder(report.packageRoot),
                                  reports: VerificationRun.Reports(folder: report.artifacts, approveIn: report.packageRoot,
                                                                   whenPassing: false))
        return try run.run([target], pipeline: pipeline)
    }
}
