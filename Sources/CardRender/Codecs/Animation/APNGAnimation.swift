/// A whole animated PNG, decoded: every frame as the canvas a player shows, and how long each shows.
public struct APNGAnimation: Hashable, Sendable {
    /// The canvas's size, in pixels.
    public var width: Int
    public var height: Int
    /// Each frame as the whole canvas once it has been drawn, straight RGBA8.
    public var frames: [RGBAImage]
    /// How long each frame shows, in milliseconds.
    public var delays: [Int]
    /// How many times the animation plays; 0 for ever.
    public var numPlays: Int

    public init(width: Int, height: Int, frames: [RGBAImage], delays: [Int], numPlays: Int) {
        self.width = width
        self.height = height
        self.frames = frames
        self.delays = delays
        self.numPlays = numPlays
    }
}
