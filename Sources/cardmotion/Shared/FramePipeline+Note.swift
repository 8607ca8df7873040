import CardMotion
import CardPlatform
import CardRender

extension FramePipeline {
    /// A pipeline of `jobs` workers for `plans`; when memory lowers the number of workers, standard error says so
    /// (`cardmotion: --jobs 8 lowered to 1: ...`).
    static func showingNote(jobs: Int, for plans: [PlaybackPlan]) throws -> FramePipeline {
        let pipeline = try FramePipeline(jobs: jobs, for: plans)
        if let note = pipeline.note { StandardStreams.writeError("cardmotion: \(note)\n") }
        return pipeline
    }
}
