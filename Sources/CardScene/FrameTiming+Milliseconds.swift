/// Frame times in whole milliseconds without drift, as animated files store them: each frame's start is its exact
/// time rounded, so the delays (17, 16, 17, 17, 16, 17, ... at 60 fps) add up to the exact duration at every frame,
/// not 16 or 17 times the count. They depend on ``FrameTiming/fps`` alone.
extension FrameTiming {
    /// When frame `index` starts, in milliseconds from the first.
    public func milliseconds(atFrame index: Int) -> Int {
        Int((Double(index) * 1000 / fps).rounded())
    }

    /// How long frame `index` shows, in milliseconds.
    public func delay(ofFrame index: Int) -> Int {
        milliseconds(atFrame: index + 1) - milliseconds(atFrame: index)
    }
}
