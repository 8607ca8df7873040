import CardMotion
import CardPlatform

/// Renders a script's frames into one animated file: the frames go through the pipeline as for a PNG sequence,
/// are put back in order and encoded as they come; the caller writes the finished file.
public enum AnimatedRender {
    /// Frames that may wait for the encoder.
    public static let encoderBacklog = 16

    /// Renders `frames` of `plan` with `pipeline` and encodes them as `format` (`lossyQuality` from 0 to 100 for
    /// the formats that take one, `apngCompression` for APNG); returns the file's bytes. `frameDone` runs once per
    /// frame delivered, on a rendering thread. A failure is a ``RenderFailure`` naming `path`, the file the bytes
    /// are meant for.
    public static func encode(_ plan: PlaybackPlan, frames: Range<Int>, for path: String, format: AnimationFormat,
                              lossyQuality: Double? = nil, apngCompression: APNGCompression = .default,
                              pipeline: FramePipeline, frameDone: @escaping @Sendable () -> Void = {}) throws -> [UInt8] {
        let screen = plan.script.screen
        let settings = AnimationSettings(width: screen.pixelWidth, height: screen.pixelHeight, timing: plan.timing,
                                         lossyQuality: lossyQuality, apngCompression: apngCompression)
        let encoder: any AnimationEncoder
        do {
            encoder = try format.encoder(settings)
        } catch {
            throw RenderFailure("\(path): \(error)")
        }
        // The encoder runs on a queue of its own, in frame order, while the workers draw the next frames; at most
        // `encoderBacklog` frames wait for it, so a slow encoder holds the workers back instead of filling memory.
        let queue = BoundedWorkQueue(limit: Self.encoderBacklog, order: .serial, label: "cardmotion.encoder")
        let failures = FailureBox()
        let serial = SerialEncoder(encoder)
        let order = FrameOrder(first: frames.lowerBound) { index, frame in
            queue.submit {
                guard !failures.hasFailure else { return }
                do {
                    try serial.encoder.append(frame)
                } catch {
                    failures.record(frame: index, error: RenderFailure("\(path): \(error)"))
                }
            }
            if let failure = failures.first { throw failure }
        }
        try pipeline.run(plan, frames: frames) { frame, rendered in
            try order.add(frame, rendered.image)
            frameDone()
        }
        order.finish()
        queue.waitForAll()
        if let failure = failures.first { throw failure }
        do {
            return try encoder.finish()
        } catch {
            throw RenderFailure("\(path): \(error)")
        }
    }
}

/// An encoder used only by one serial queue, so that closures on that queue may hold it.
private final class SerialEncoder: @unchecked Sendable {
    let encoder: any AnimationEncoder

    init(_ encoder: any AnimationEncoder) { self.encoder = encoder }
}
