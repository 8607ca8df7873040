import CardMotion
import CardPlatform
import CardRender
import Foundation

/// Renders a script's frames into one animated file: the frames go through the pipeline as for a PNG sequence,
/// are put back in order and encoded as they come, and the file is written atomically when complete.
enum AnimatedRender {
    /// Frames that may wait for the encoder.
    static let encoderBacklog = 16

    /// Renders `frames` of `plan` into `path` as `format`; returns the file's size in bytes.
    static func write(_ plan: PlaybackPlan, frames: Range<Int>, to path: String, format: AnimationFormat,
                      lossyQuality: Double? = nil, pipeline: FramePipeline, progress: Progress? = nil) throws -> Int {
        let screen = plan.script.screen
        let settings = AnimationSettings(width: screen.pixelWidth, height: screen.pixelHeight, timing: plan.timing,
                                         lossyQuality: lossyQuality)
        let encoder: any AnimationEncoder
        do {
            encoder = try format.encoder(settings)
        } catch {
            throw CommandFailure("\(path): \(error)")
        }
        // The encoder runs on a queue of its own, in frame order, while the workers draw the next frames; at most
        // `encoderBacklog` frames wait for it, so a slow encoder holds the workers back instead of filling memory.
        let queue = DispatchQueue(label: "cardmotion.encoder")
        let backlog = DispatchSemaphore(value: Self.encoderBacklog)
        let failures = FailureBox()
        let serial = SerialEncoder(encoder)
        let order = FrameOrder(first: frames.lowerBound) { index, frame in
            backlog.wait()
            queue.async {
                defer { backlog.signal() }
                guard !failures.hasFailure else { return }
                do {
                    try serial.encoder.append(frame)
                } catch {
                    failures.record(frame: index, error: CommandFailure("\(path): \(error)"))
                }
            }
            if let failure = failures.first { throw failure }
        }
        try pipeline.run(plan, frames: frames) { frame, rendered in
            try order.add(frame, rendered.image)
            progress?.advance()
        }
        order.finish()
        queue.sync {}
        if let failure = failures.first { throw failure }
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

/// An encoder used only on one serial queue, so that closures on that queue may hold it.
private final class SerialEncoder: @unchecked Sendable {
    let encoder: any AnimationEncoder

    init(_ encoder: any AnimationEncoder) { self.encoder = encoder }
}
