import CardScene

extension ContactSheet {
    /// The label under frame `frame` of `timing`: its time in seconds with two decimals, two spaces, `#` and the
    /// frame's number, as `0.50 s  #30` (frame 30 at 60 fps). The time is the frame's own (`frame / fps`),
    /// rounded to the nearest hundredth (`frame × 100 / fps`, halves away from zero).
    public static func label(frame: Int, timing: FrameTiming) -> String {
        let hundredths = Int(clamping: Double(frame) * 100 / timing.fps, to: 0...Int.max, rounding: .toNearestOrAwayFromZero)
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) s  #\(frame)"
    }
}
