import CardScene

/// Writes one animated file from frames given in order, each shown for one frame interval of ``AnimationSettings``.
///
/// An encoder holds what it needs to encode the next frame (the previous frame, its own compressed output, a pipe
/// to a program), never every frame: memory stays bounded by the frame size, not the animation's length.
public protocol AnimationEncoder: AnyObject {
    /// Adds the next frame; it must have the settings' width and height.
    func append(_ frame: RGBAImage) throws(AnimationError)
    /// Ends the animation and returns the file's bytes. No frame may be appended afterwards.
    func finish() throws(AnimationError) -> [UInt8]
}

/// What every animated format is made with.
public struct AnimationSettings: Hashable, Sendable {
    /// Frame size, in pixels.
    public var width: Int
    public var height: Int
    /// When each frame shows: frame *i* from `FrameTiming.milliseconds(atFrame:)` of *i* to that of *i* + 1.
    /// Encoders use only its rate; its duration is the script's, or 0 when the caller does not say.
    public var timing: FrameTiming
    /// Whether players loop the animation (for ever) or stop on its last frame.
    public var loops: Bool
    /// For lossy WebP: quality 0...100; `nil` for lossless.
    public var lossyQuality: Double?
    /// For APNG: how hard the encoder works for a smaller file (other formats ignore it).
    public var apngCompression: APNGCompression

    public init(width: Int, height: Int, timing: FrameTiming, loops: Bool = true, lossyQuality: Double? = nil,
                apngCompression: APNGCompression = .default) {
        self.width = width
        self.height = height
        self.timing = timing
        self.loops = loops
        self.lossyQuality = lossyQuality
        self.apngCompression = apngCompression
    }

    /// Settings at `fps` frames per second, for a caller that does not state the animation's length.
    public init(width: Int, height: Int, fps: Double, loops: Bool = true, lossyQuality: Double? = nil,
                apngCompression: APNGCompression = .default) {
        self.init(width: width, height: height, timing: FrameTiming(fps: fps, duration: 0), loops: loops,
                  lossyQuality: lossyQuality, apngCompression: apngCompression)
    }

    /// Frames per second (``timing``'s).
    public var fps: Double { timing.fps }
}

/// Why an animation could not be written or read: the reason in words (the caller names the file).
public struct AnimationError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) { self.description = description }
}
