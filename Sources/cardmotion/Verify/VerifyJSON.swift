import CardMotion
import CardRender
import CardVerify
import Foundation

/// `verify --json FILE`: the run as one JSON document (keys sorted, so the same run prints the same bytes but for the
/// times): totals, then per script its counts, what happened to each changed node's motion (`motion`, always present),
/// its failing frames with their numbers and its geometry warnings.
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
        members["motion"] = .array(result.motion.map(\.json))
        if let variant = result.variant { members["variant"] = .string(variant) }
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
