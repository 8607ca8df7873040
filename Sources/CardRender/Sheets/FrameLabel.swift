import CardScene

/// The label of a frame on a contact sheet: its time in seconds with two decimals, two spaces, `#` and its number,
/// as `0.50 s  #30` (frame 30 at 60 fps), or only its number (`#30`) under a thumbnail too narrow for the whole.
public struct FrameLabel: Hashable, Sendable {
    /// The frame's number, from 0.
    public let frame: Int
    /// The frame's time, in whole hundredths of a second: `frame × 100 / fps` rounded to the nearest, halves away
    /// from zero.
    let hundredths: Int

    public init(frame: Int, timing: FrameTiming) {
        self.frame = frame
        hundredths = Int(clamping: Double(frame) * 100 / timing.fps, to: 0...Int.max, rounding: .toNearestOrAwayFromZero)
    }

    /// `#30`.
    public var number: String { "#\(frame)" }

    /// `0.50 s  #30`.
    public var text: String {
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) s  \(number)"
    }
}
