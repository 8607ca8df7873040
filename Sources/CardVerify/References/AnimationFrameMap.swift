import CardRender
import CardScene

/// Which frame of an animated reference shows at each frame of a script, or why their timings differ.
///
/// An animated reference stores a run of identical frames once, with the run's total delay, so its frames are
/// fewer than the script's. It matches a script when it lasts exactly as long and every frame change falls on
/// the start of a script frame (within half a millisecond, since formats store delays as fractions).
public struct AnimationFrameMap: Hashable, Sendable {
    /// For each script frame, the reference frame shown at its start.
    public let referenceFrames: [Int]

    /// Maps the frames of a reference whose frames show for `delays` (milliseconds each) onto `frameCount` script
    /// frames timed by `timing`; the error says both timings in numbers.
    public static func map(referenceDelays delays: [Double], timing: FrameTiming,
                           frameCount: Int) -> Result<AnimationFrameMap, AnimationError> {
        let tolerance = 0.5
        var starts: [Double] = []
        var clock = 0.0
        for delay in delays {
            starts.append(clock)
            clock += delay
        }
        let scriptEnd = Double(timing.milliseconds(atFrame: frameCount))
        func mismatch(_ detail: String) -> Result<AnimationFrameMap, AnimationError> {
            .failure(AnimationError("the reference has \(delays.count) frames lasting \(NumberText.plain(clock)) ms; the script has \(frameCount) frames lasting \(NumberText.plain(scriptEnd)) ms at \(NumberText.plain(timing.fps)) fps (\(detail))"))
        }
        guard !delays.isEmpty else { return mismatch("the reference has no frames") }
        guard abs(clock - scriptEnd) <= tolerance else { return mismatch("the durations differ") }
        var map: [Int] = []
        map.reserveCapacity(frameCount)
        var current = 0
        for frame in 0..<frameCount {
            let start = Double(timing.milliseconds(atFrame: frame))
            while current + 1 < starts.count, starts[current + 1] <= start + tolerance { current += 1 }
            map.append(current)
        }
        // Every reference frame must start on a script frame, or the two disagree about when the picture changes.
        for (index, start) in starts.enumerated() where index > 0 {
            let frame = timing.frame(nearestMilliseconds: start)
            if abs(Double(timing.milliseconds(atFrame: frame)) - start) > tolerance {
                return mismatch("reference frame \(index) starts at \(NumberText.plain(start)) ms, between two script frames")
            }
        }
        return .success(AnimationFrameMap(referenceFrames: map))
    }
}
