import CardPlatform
import CardMotion
import CardRender

extension AnimatedRender {
    /// Renders `frames` of `plan` into `path` as `format` (``encode(_:frames:for:format:lossyQuality:apngCompression:pipeline:frameDone:)``),
    /// advancing `progress` per frame, and writes the file atomically when complete; returns its size in bytes.
    static func write(_ plan: PlaybackPlan, frames: Range<Int>, to path: String, format: AnimationFormat,
                      lossyQuality: Double? = nil, apngCompression: APNGCompression = .default, pipeline: FramePipeline,
                      progress: Progress? = nil) throws -> Int {
        let bytes = try encode(plan, frames: frames, for: path, format: format, lossyQuality: lossyQuality,
                               apngCompression: apngCompression, pipeline: pipeline, frameDone: { progress?.advance() })
        try OutputFile.write(bytes, to: path)
        return bytes.count
    }
}
