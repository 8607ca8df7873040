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
    /// Frames per second: frame *i* is shown from ``AnimationTiming/milliseconds(atFrame:)`` of *i* to that of *i* + 1.
    public var fps: Double
    /// Whether players loop the animation (for ever) or stop on its last frame.
    public var loops: Bool
    /// For lossy WebP: quality 0...100; `nil` for lossless.
    public var lossyQuality: Double?

    public init(width: Int, height: Int, fps: Double, loops: Bool = true, lossyQuality: Double? = nil) {
        self.width = width
        self.height = height
        self.fps = fps
        self.loops = loops
        self.lossyQuality = lossyQuality
    }

    public var timing: AnimationTiming { AnimationTiming(fps: fps) }
}

/// Frame times in whole milliseconds without drift: each frame's start is its exact time rounded, so the delays
/// (17, 16, 17, 17, 16, 17, ... at 60 fps) add up to the exact duration at every frame, not 16 or 17 times the count.
public struct AnimationTiming: Hashable, Sendable {
    public var fps: Double

    public init(fps: Double) { self.fps = fps }

    /// When frame `index` starts, in milliseconds from the first.
    public func milliseconds(atFrame index: Int) -> Int {
        Int((Double(index) * 1000 / fps).rounded())
    }

    /// How long frame `index` shows, in milliseconds.
    public func delay(ofFrame index: Int) -> Int {
        milliseconds(atFrame: index + 1) - milliseconds(atFrame: index)
    }
}

/// Why an animation could not be written or read: the reason in words (the caller names the file).
public struct AnimationError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) { self.description = description }
}
