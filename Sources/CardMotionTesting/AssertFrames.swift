import CardMotion
import CardRender
import Foundation

/// Renders the script at `scriptPath` and checks its frames against reference PNGs, for users' own test suites
/// (Swift Testing or XCTest). A mismatch is recorded as a failure on the line that called it, naming each frame,
/// its pixel count and the artefact paths; the mismatch is also returned.
///
/// - Parameters:
///   - scriptPath: the script; relative paths are resolved against the test file's folder.
///   - times: the instants to check, in seconds (each checked as the frame showing it); `nil` checks every frame.
///   - expectation: threshold, budget and record mode.
///   - references: the reference folder; by default `__Goldens__/<TestFile>/<script name>/` beside the test file,
///     holding `frame-NNNNN.png` files (the names `cardmotion render` and `verify` use).
///   - artifacts: where failing frames' expected, actual and diff PNGs go; by default `$CARDMOTION_ARTIFACTS`,
///     else the system's temporary folder.
@discardableResult
public func assertFrames(of scriptPath: String, at times: [Double]? = nil, match expectation: FrameExpectation = .exact,
                         references: String? = nil, artifacts: String? = nil,
                         fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                         line: UInt = #line, column: UInt = #column) -> FrameMismatch? {
    let mismatch = verifyFrames(of: scriptPath, at: times, match: expectation, references: references,
                                artifacts: artifacts, filePath: filePath)
    if let mismatch {
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column).fail(mismatch.description)
    }
    return mismatch
}

/// The check of ``assertFrames(of:at:match:references:artifacts:fileID:filePath:line:column:)`` without the
/// reporting: `nil` when every frame matched, else what did not (for helpers that report in their own way).
public func verifyFrames(of scriptPath: String, at times: [Double]? = nil, match expectation: FrameExpectation = .exact,
                         references: String? = nil, artifacts: String? = nil,
                         filePath: StaticString = #filePath) -> FrameMismatch? {
    let testFile = URL(fileURLWithPath: "\(filePath)")
    let folder = testFile.deletingLastPathComponent()
    let scriptURL = scriptPath.hasPrefix("/") ? URL(fileURLWithPath: scriptPath) : folder.appendingPathComponent(scriptPath)
    let stem = scriptURL.deletingPathExtension().lastPathComponent
    var mismatch = FrameMismatch(script: scriptPath, frames: [], recorded: [], problems: [])
    let inputs: (plan: PlaybackPlan, mode: RecordMode)
    do {
        inputs = try prepare(scriptURL.standardizedFileURL.path, record: expectation.record)
    } catch {
        mismatch.problems.append(error.message)
        return mismatch
    }
    let testName = testFile.deletingPathExtension().lastPathComponent
    let referenceFolder = references
        ?? folder.appendingPathComponent("__Goldens__").appendingPathComponent(testName).appendingPathComponent(stem).path
    let artifactFolder = (artifacts ?? ProcessInfo.processInfo.environment["CARDMOTION_ARTIFACTS"]
        ?? NSTemporaryDirectory() + "cardmotion-artifacts") + "/" + testName + "/" + stem

    let timing = inputs.plan.timing
    let frames = times.map { $0.map(timing.frame(showing:)) } ?? Array(0..<timing.frameCount)
    var options = PixelmatchOptions()
    options.threshold = expectation.threshold
    let renderer: SceneRenderer
    let images = ImageStore()
    do {
        renderer = try SceneRenderer(images: images)
    } catch {
        mismatch.problems.append("cannot set up the renderer: \(error)")
        return mismatch
    }
    do {
        // Every image the script draws, read before any reference is recorded or compared.
        try images.preload(inputs.plan.script.images, scale: inputs.plan.script.screen.scale)
    } catch {
        mismatch.problems.append(error.description)
        return mismatch
    }
    let playback = inputs.plan.makePlayback()
    for frame in Set(frames).sorted() {
        let name = FrameFileName.of(frame)
        do {
            let actual = try renderer.render(playback.scene(at: timing.time(ofFrame: frame)))
            switch try ReferenceCheck.run(actual, frame: frame, reference: referenceFolder + "/" + name, mode: inputs.mode,
                                          options: options, budget: expectation.budget) {
            case .recorded(let path):
                mismatch.recorded.append(path)
            case .missing(let path):
                mismatch.problems.append("missing reference \(path) (set \(RecordMode.environmentVariable)=missing, or use the .recordingFrames(.missing) trait, to record it)")
            case .checked(let verdict) where verdict.isFailure:
                let paths = try FailureArtifacts.write(verdict, actual: actual, frame: name, into: artifactFolder)
                mismatch.frames.append(FrameMismatch.Frame(name: name, problem: describe(verdict.outcome, budget: expectation.budget),
                                                           artifacts: paths))
            case .checked:
                break
            }
        } catch {
            mismatch.problems.append("\(error)")
        }
    }
    return mismatch.isEmpty ? nil : mismatch
}

/// The script, decoded and planned, and the record mode in force; a problem with either is a message.
private func prepare(_ path: String, record: RecordMode?) throws(PreparationProblem) -> (plan: PlaybackPlan, mode: RecordMode) {
    do {
        let mode = try RecordMode.resolve(record ?? FrameRecording.mode, environment: ProcessInfo.processInfo.environment)
        return (try PlaybackPlan(ScriptDecoder.decode(contentsOf: path, fonts: FontFamilies.declared(byFontAt:))), mode)
    } catch {
        throw PreparationProblem(message: "\(error)")
    }
}

private struct PreparationProblem: Error {
    var message: String
}

private func describe(_ outcome: FrameVerdict.Outcome, budget: DiffBudget) -> String {
    switch outcome {
    case .failed(let pixels): "\(pixels) different pixels (budget: \(budget))"
    case .sizeMismatch(let e, let a): "size \(a.width) x \(a.height), expected \(e.width) x \(e.height)"
    case .passed, .recorded: "passed"
    }
}
