import CardGeometry

/// Frame times in whole milliseconds without drift, as animated files store them: each frame's start is its exact
/// time rounded, so the delays (17, 16, 17, 17, 16, 17, ... at 60 fps) add up to the exact duration at every frame,
/// not 16 or 17 times the count. They depend on ``FrameTiming/fps`` alone; a rate that is not finite and positive
/// (which every encoder refuses first) gives clamped numbers, never a trap.
extension FrameTiming {
    /// When frame `index` starts, in milliseconds from the first.
    public func milliseconds(atFrame index: Int) -> Int {
        Int(clamping: Double(index) * 1000 / fps, to: Int.min...Int.max)
    }

    /// How long frame `index` shows, in milliseconds.
    public func delay(ofFrame index: Int) -> Int {
        milliseconds(atFrame: index + 1) &- milliseconds(atFrame: index)
    }

    /// The frame whose start is nearest to `milliseconds` from the first frame.
    public func frame(nearestMilliseconds milliseconds: Double) -> Int {
        Int(clamping: milliseconds * fps / 1000, to: Int.min...Int.max)
    }
}
