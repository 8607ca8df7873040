import CardGeometry

/// Which instants a sequence shows: frame `i` shows time `i / fps`, from 0 through the duration. The one model of
/// frame time: the simulation, the renderer and every animation encoder and reader (in whole milliseconds, see
/// ``milliseconds(atFrame:)``) use it.
public struct FrameTiming: Hashable, Sendable {
    /// Frames per second.
    public var fps: Double
    /// Length, in seconds.
    public var duration: Double

    public init(fps: Double, duration: Double) {
        self.fps = fps
        self.duration = duration
    }

    /// Number of frames: every `i` with `i / fps <= duration`.
    /// Clamped, never trapped, for a duration or rate beyond any Int (``ScriptLimits`` keeps a script's far within).
    public var frameCount: Int { Int(clamping: duration * fps + 1e-9, to: 0...(Int.max - 1), rounding: .down) + 1 }

    /// The time frame `index` shows, in seconds.
    public func time(ofFrame index: Int) -> Double { Double(index) / fps }

    /// The frame that shows `time` seconds: the last frame at or before it (within a nanosecond, so that 0.6 s
    /// at 60 fps is frame 36).
    public func frame(showing time: Double) -> Int {
        Int(clamping: time * fps + 1e-9, to: Int.min...Int.max, rounding: .down)
    }

    /// The frame indices whose times lie in `from...to` (seconds).
    public func frames(from: Double?, to: Double?) -> Range<Int> {
        // Times beyond the sequence are clamped first, so that no product overflows an Int.
        func clamped(_ time: Double) -> Double { min(max(time, 0), duration + 1) }
        let first = from.map { Int(clamping: clamped($0) * fps - 1e-9, to: Int.min...Int.max, rounding: .up) } ?? 0
        let last = to.map { Int(clamping: clamped($0) * fps + 1e-9, to: Int.min...Int.max, rounding: .down) } ?? frameCount - 1
        let lower = max(0, first), upper = min(frameCount - 1, last)
        return lower <= upper ? lower..<(upper + 1) : 0..<0
    }
}
