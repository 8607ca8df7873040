import CardPlatform
import CardRender
import CardVerify
import Foundation

extension GoldenSetup {
    /// `cardmotion verify`'s engine set up for this assertion: the script's frames drawn on the parallel pipeline
    /// (its images read first), compared under the resolved policy and record mode, everything written staged in
    /// `batch`, its messages in CardMotionTesting's words.
    func makeVerifier(batch: OutputBatch) throws -> ScriptVerifier {
        let pipeline = try FramePipeline(jobs: ProcessInfo.processInfo.activeProcessorCount, for: [plan])
        try pipeline.preload(plan)
        var verifier = ScriptVerifier(mode: mode, options: options, budget: budget, ignore: ignore, pipeline: pipeline, batch: batch)
        verifier.advice = .testing
        return verifier
    }
}
