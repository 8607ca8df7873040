import CardMotion
import CardRender
import Foundation

/// The numbers of a compared frame beyond its pixel count: the share of the frame that differs, and where, in points.
extension FrameRecord {
    /// Differing pixels as a fraction of the frame's `totalPixels` (at most 1: a size mismatch counts the larger frame).
    func ratio(of totalPixels: Int) -> Double {
        totalPixels > 0 ? min(1, Double(differentPixels) / Double(totalPixels)) : 1
    }

    /// The box of the differing pixels in points (pixels divided by `scale`).
    func bounds(scale: Double) -> (x: Double, y: Double, width: Double, height: Double)? {
        differenceBounds.map { (Double($0.x) / scale, Double($0.y) / scale, Double($0.width) / scale, Double($0.height) / scale) }
    }

    /// `969 different pixels (0.19%) in 12 x 40 pt at (100, 300); card-0 moved (+3.2, +0.0) pt`: what JUnit says of
    /// a failing frame of `result`.
    func detail(in result: ScriptVerification) -> String {
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
    static func percent(_ ratio: Double) -> String {
        let percent = ratio * 100
        return String(format: percent >= 0.01 || percent == 0 ? "%.2f%%" : "%.2g%%", percent)
    }

    /// Points to two decimals at most, whole ones without a fraction (`20`, `3.33`).
    static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%g", rounded)
    }
}

/// `verify --json FILE`: the run as one JSON document (keys sorted, so the same run prints the same bytes but for the
/// times): totals, then per script its counts, its failing frames with their numbers and its geometry warnings.
enum VerifyJSON {
    static func document(for results: [ScriptVerification], seconds: Double) -> JSONValue {
        let failed = results.reduce(0) { $0 + $1.failures.count }, recorded = results.reduce(0) { $0 + $1.recordedCount }
        let frames = results.reduce(0) { $0 + $1.frames.count }
        return ["frames": number(frames), "passed": number(frames - failed - recorded), "failed": number(failed),
                "recorded": number(recorded), "seconds": milliseconds(seconds), "scripts": .array(results.map(script))]
    }

    static func script(_ result: ScriptVerification) -> JSONValue {
        var members: [String: JSONValue] = [
            "path": .string(result.script), "reference": .string(result.references),
            "frames": number(result.frames.count), "passed": number(result.passedCount),
            "failed": number(result.failures.count), "recorded": number(result.recordedCount),
            "seconds": milliseconds(result.seconds),
            "failures": .array(result.failures.map { frame($0, in: result) }),
            "warnings": .array(result.warnings.map {
                ["frame": number($0.frame), "name": .string($0.name), "text": .string($0.geometry?.description ?? "")]
            }),
        ]
        if let mismatch = result.timingMismatch { members["timingMismatch"] = .string(mismatch) }
        return .object(members)
    }

    /// A failing frame: its pixel count and ratio, and the box of its differing pixels in points, or both sizes.
    static func frame(_ frame: FrameRecord, in result: ScriptVerification) -> JSONValue {
        var members: [String: JSONValue] = [
            "frame": number(frame.frame), "name": .string(frame.name),
            "differentPixels": number(frame.differentPixels), "ratio": .number(frame.ratio(of: result.totalPixels)),
        ]
        if case .sizeMismatch(let expected, let actual) = frame.outcome {
            members["expectedSize"] = ["width": number(expected.width), "height": number(expected.height)]
            members["actualSize"] = ["width": number(actual.width), "height": number(actual.height)]
        } else if let box = frame.bounds(scale: result.scale) {
            members["bounds"] = ["x": .number(box.x), "y": .number(box.y), "width": .number(box.width), "height": .number(box.height)]
        }
        if let geometry = frame.geometry { members["geometry"] = .string(geometry.description) }
        return .object(members)
    }

    static func number(_ value: Int) -> JSONValue { .number(Double(value)) }

    static func milliseconds(_ seconds: Double) -> JSONValue { .number((seconds * 1000).rounded() / 1000) }
}
