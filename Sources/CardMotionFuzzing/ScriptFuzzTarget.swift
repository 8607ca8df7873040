import CardGeometry
import CardMotion

/// The fuzz target: any bytes go through the script decoder and, when they decode, through the whole simulation,
/// frame by frame. A decoding error is a correct outcome; a crash, a hang, a scene with a non-finite number or
/// a control whose cards disagree with its callbacks is a bug. `scripts/fuzz` runs it under libFuzzer, and the
/// crashing inputs it found are replayed by the tests.
public enum ScriptFuzzTarget {
    /// What one input did.
    public enum Outcome: Equatable, Sendable {
        /// The bytes were rejected with an error naming the file (the message).
        case rejected(String)
        /// The script played; `frames` scenes were built and checked.
        case played(frames: Int)
    }

    /// Most frames checked per input, evenly spread over the script's length, so that one input stays fast.
    public static let maximumFramesChecked = 120

    /// Decodes `bytes` as a script whose relative image paths resolve in `baseDirectory`, plays it and checks
    /// every sampled scene with ``SceneInvariants`` and the control's bookkeeping with ``WidgetController/invariantProblem(log:)``. Traps
    /// (so the fuzzer reports it) when either is broken.
    /// `fonts` reads the families of a script's `fonts:` (the driver passes CardRender's reader).
    public static func exercise(_ bytes: [UInt8], baseDirectory: String, fonts: FontFamilyReader? = nil) -> Outcome {
        let text = String(decoding: bytes, as: UTF8.self)
        let script: Script
        do {
            script = try ScriptDecoder.decode(text, file: "fuzz.yaml", baseDirectory: baseDirectory, fonts: fonts)
        } catch {
            if let problem = ScriptErrorInvariant.problem(with: error, file: "fuzz.yaml") {
                print("ScriptFuzzTarget: \(problem)")
                preconditionFailure(problem)
            }
            return .rejected(error.description)
        }
        let plan: PlaybackPlan
        do {
            plan = try PlaybackPlan(script)
        } catch {
            return .rejected(error.description)
        }
        let timing = plan.timing
        let playback = plan.makePlayback()
        let count = min(timing.frameCount, maximumFramesChecked)
        let step = max(1, timing.frameCount / count)
        let times = stride(from: 0, to: timing.frameCount, by: step).prefix(count).map(timing.time(ofFrame:))
        if let found = PlaybackInvariants.firstProblem(playing: playback, at: times) {
            // Printed before trapping: a release build's trap message is empty.
            print("ScriptFuzzTarget: at \(found.time) s: \(found.problem)")
            preconditionFailure("at \(found.time) s: \(found.problem)")
        }
        return .played(frames: times.count)
    }
}
