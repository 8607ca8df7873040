import CardMotion
import CardPlatform
import CardRender
import Foundation

/// Renders a script's frames into one animated file: the frames go through the pipeline as for a PNG sequence,
/// are put back in order and encoded as they come, and the file is written atomically when complete.
enum AnimatedRender {
    /// Renders `frames` of `plan` into `path` as `format`; returns the file's size in bytes.
    static func write(_ plan: PlaybackPlan, frames: Range<Int>, to path: String, format: AnimationFormat,
                      lossyQuality: Double? = nil, pipeline: FramePipeline, progress: Progress? = nil) throws -> Int {
        let screen = plan.script.screen
        let settings = AnimationSettings(width: screen.pixelWidth, height: screen.pixelHeight, fps: plan.timing.fps,
                                         lossyQuality: lossyQuality)
        let encoder: any AnimationEncoder
        do {
            encoder = try format.encoder(settings)
        } catch {
            throw CommandFailure("\(path): \(error)")
        }
        let order = FrameOrder(first: frames.lowerBound) { _, frame in
            do {
                try encoder.append(frame)
            } catch {
                throw CommandFailure("\(path): \(error)")
            }
        }
        try pipeline.run(playback: plan.makePlayback(), timing: plan.timing, frames: frames) { frame, rendered in
            try order.add(frame, rendered.image)
            progress?.advance()
        }
        order.finish()
        let bytes: [UInt8]
        do {
            bytes = try encoder.finish()
        } catch {
            throw CommandFailure("\(path): \(error)")
        }
        try AtomicFile.write(bytes, to: path)
        return bytes.count
    }
}
