import CardMotion
import CardRender
import Foundation

/// Renders the script at `scriptPath` and checks its frames against reference PNGs, for users' own test suites
/// (XCTest or Swift Testing: call it with `try`; a mismatch throws ``FrameMismatch``, which fails the test with
/// a message naming the frame, the pixel count and the artefact paths).
///
/// - Parameters:
///   - scriptPath: the script; relative paths are resolved against the test file's folder.
///   - times: the instants to check, in seconds (each checked as the frame showing it); `nil` checks every frame.
///   - expectation: threshold, budget and record mode.
///   - references: the reference folder; by default `__Goldens__/<TestFile>/<script name>/` beside the test file,
///     holding `frame-NNNNN.png` files (the names `cardmotion render` and `verify` use).
///   - artifacts: where failing frames' expected, actual and diff PNGs go; by default `$CARDMOTION_ARTIFACTS`,
///     else the system's temporary folder.
public func assertFrames(of scriptPath: String, at times: [Double]? = nil, match expectation: FrameExpectation = .exact,
                         references: String? = nil, artifacts: String? = nil, filePath: StaticString = #filePath) throws {
    let testFile = URL(fileURLWithPath: "\(filePath)")
    let folder = testFile.deletingLastPathComponent()
    let scriptURL = scriptPath.hasPrefix("/") ? URL(fileURLWithPath: scriptPath) : folder.appendingPathComponent(scriptPath)
    let stem = scriptURL.deletingPathExtension().lastPathComponent
    let script: Script
    do {
        script = try ScriptDecoder.decode(contentsOf: scriptURL.standardizedFileURL.path)
    } catch {
        throw FrameMismatch(script: scriptPath, frames: [], recorded: [], problems: [error.description])
    }
    let referenceFolder = references ?? folder.appendingPathComponent("__Goldens__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent).appendingPathComponent(stem).path
    let artifactFolder = (artifacts ?? ProcessInfo.processInfo.environment["CARDMOTION_ARTIFACTS"]
        ?? NSTemporaryDirectory() + "cardmotion-artifacts") + "/" + testFile.deletingPathExtension().lastPathComponent + "/" + stem

    let plan: PlaybackPlan
    do {
        plan = try PlaybackPlan(script)
    } catch {
        throw FrameMismatch(script: scriptPath, frames: [], recorded: [], problems: [error.description])
    }
    let timing = plan.timing
    let frames = times.map { $0.map { Int(($0 * script.fps + 1e-9).rounded(.down)) } } ?? Array(0..<timing.frameCount)
    var options = PixelmatchOptions()
    options.threshold = expectation.threshold
    var mismatch = FrameMismatch(script: scriptPath, frames: [], recorded: [], problems: [])
    let renderer = try SceneRenderer()
    let playback = plan.makePlayback()
    for frame in frames.sorted() {
        let name = String(format: "frame-%05d.png", frame)
        let referencePath = referenceFolder + "/" + name
        let actual = try renderer.render(playback.scene(at: timing.time(ofFrame: frame)))
        let verdict: FrameVerdict
        do {
            switch try ReferenceCheck.run(actual, frame: frame, reference: referencePath, mode: expectation.record,
                                          options: options, budget: expectation.budget) {
            case .recorded(let path):
                mismatch.recorded.append(path)
                continue
            case .missing(let path):
                mismatch.problems.append("missing reference \(path) (set CARDMOTION_RECORD=missing to record it)")
                continue
            case .checked(let checked):
                verdict = checked
            }
        } catch {
            mismatch.problems.append("unreadable reference \(error.description)")
            continue
        }
        guard verdict.isFailure else { continue }
        let base = artifactFolder + "/" + String(name.dropLast(4))
        var failure = FrameMismatch.Frame(name: name, problem: "", expected: base + ".expected.png", actual: base + ".actual.png")
        switch verdict.outcome {
        case .failed(let pixels): failure.problem = "\(pixels) different pixels (budget \(expectation.budget.maximumPixels))"
        case .sizeMismatch(let e, let a): failure.problem = "size \(a.width) x \(a.height), expected \(e.width) x \(e.height)"
        default: break
        }
        if let expected = verdict.expected { try write(expected, to: failure.expected!) }
        try write(actual, to: failure.actual!)
        if let diff = verdict.diff {
            failure.diff = base + ".diff.png"
            try write(diff, to: failure.diff!)
        }
        mismatch.frames.append(failure)
    }
    if !mismatch.frames.isEmpty || !mismatch.recorded.isEmpty || !mismatch.problems.isEmpty { throw mismatch }
}

/// Writes an artefact PNG atomically, reporting a failure as a problem of the check.
private func write(_ image: RGBAImage, to path: String) throws {
    do {
        try PNGFile.write(image, to: path, options: .compact)
    } catch {
        throw FrameMismatch(script: path, frames: [], recorded: [], problems: ["cannot write \(error.description)"])
    }
}
