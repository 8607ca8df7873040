import CardRender
import Foundation

/// The numbers of a compared frame beyond its pixel count: the share of the frame that differs, and where, in points.
extension FrameRecord {
    /// Differing pixels as a fraction of the frame's `totalPixels` (at most 1: a size mismatch counts the larger frame).
    public func ratio(of totalPixels: Int) -> Double {
        totalPixels > 0 ? min(1, Double(differentPixels) / Double(totalPixels)) : 1
    }

    /// The box of the differing pixels in points (pixels divided by `scale`).
    public func bounds(scale: Double) -> (x: Double, y: Double, width: Double, height: Double)? {
        differenceBounds.map { (Double($0.x) / scale, Double($0.y) / scale, Double($0.width) / scale, Double($0.height) / scale) }
    }

    /// `969 different pixels (0.19%) in 12 x 40 pt at (100, 300); card-0 moved (+3.2, +0.0) pt`: what JUnit says of
    /// a failing frame of `result`.
    public func detail(in result: ScriptVerification) -> String {
        var text = describe
        if case .failed = outcome {
            text += " (\(Self.percent(ratio(of: result.totalPixels))))"
            if let box = bounds(scale: result.scale) {
                text += " in \(Self.points(box.width)) x \(Self.points(box.height)) pt at (\(Self.points(box.x)), \(Self.points(box.y)))"
            }
        }
        return text + (geometry.map { "; \($0)" } ?? "")
    }

    /// `0.19%`; below 0.01 %, two significant digits (`0.0016%`) rather than a misleading `0.00%`.
    public static func percent(_ ratio: Double) -> String {
        let percent = ratio * 100
        return String(format: percent >= 0.01 || percent == 0 ? "%.2f%%" : "%.2g%%", percent)
    }

    /// Points to two decimals at most, whole ones without a fraction (`20`, `3.33`).
    public static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%g", rounded)
    }
}
