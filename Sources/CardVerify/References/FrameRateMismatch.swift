import CardRender
import Foundation

/// References recorded at another frame rate than the run's, in frames per second.
public struct FrameRateMismatch: Sendable, CustomStringConvertible {
    public var recorded: Double
    public var run: Double

    /// "recorded at 60 fps, this run is 30 fps"
    public var description: String { "recorded at \(Self.text(recorded)) fps, this run is \(Self.text(run)) fps" }

    /// A frame rate as people write it: 60, 29.97.
    public static func text(_ fps: Double) -> String {
        String(format: "%g", (fps * 1000).rounded() / 1000)
    }
}
