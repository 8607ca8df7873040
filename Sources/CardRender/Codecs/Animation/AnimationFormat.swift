/// The animated file formats, each with the encoder that writes it: the one place a format is named.
public enum AnimationFormat: String, CaseIterable, Sendable {
    /// Animated PNG: lossless, written in process, changed rectangles only (``APNGEncoder``).
    case apng
    /// Animated WebP through libwebp: lossless, or lossy with a quality (``WebPEncoder``).
    case webp
    /// GIF through the `ffmpeg` program, with a palette made from the whole animation (``FFmpegEncoder``).
    case gif
    /// H.264 MP4 (`yuv420p`) through the `ffmpeg` program (``FFmpegEncoder``).
    case mp4

    /// The format a file name's extension names (`.apng`, `.webp`, `.gif`, `.mp4`, in any case), or `nil`.
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        self.init(rawValue: fileName[fileName.index(after: dot)...].lowercased())
    }

    /// The file name extension, without the dot.
    public var fileExtension: String { rawValue }

    /// An encoder for an animation with `settings`.
    public func encoder(_ settings: AnimationSettings) throws(AnimationError) -> any AnimationEncoder {
        switch self {
        case .apng: APNGEncoder(settings: settings)
        case .webp: try WebPEncoder(settings: settings)
        case .gif: try FFmpegEncoder(kind: .gif, settings: settings)
        case .mp4: try FFmpegEncoder(kind: .mp4, settings: settings)
        }
    }
}
