import CardRender
import Foundation

extension ReferenceFolder {
    /// The frame rate, in frames per second, at which the references of `folder` were recorded, as its
    /// `states.jsonl` tells: frame N was drawn at N / fps seconds, so its last recorded frame past the first gives
    /// the rate. `nil` without such a frame (no geometry recorded, or a one-frame script). An unreadable
    /// `states.jsonl` fails with a `RenderFailure` naming it.
    public static func recordedFrameRate(_ folder: String) throws -> Double? {
        let golden: GeometryGolden
        do {
            golden = try GeometryGolden(path: GeometryGolden.path(forReference: folder))
        } catch {
            throw RenderFailure(error.description)
        }
        guard let (frame, time) = golden.lastRecorded, frame > 0, time > 0, time.isFinite else { return nil }
        return Double(frame) / time
    }

    /// The frame rates when the references of `folder` were recorded at another one than `fps` (frames per
    /// second): their frames show other instants, so comparing them (or counting them) says nothing. Rates within
    /// a millionth of each other are the same rate.
    public static func frameRateMismatch(_ folder: String, fps: Double) throws -> FrameRateMismatch? {
        guard let recorded = try recordedFrameRate(folder), abs(recorded - fps) > 1e-6 * fps else { return nil }
        return FrameRateMismatch(recorded: recorded, run: fps)
    }
}
