import CardMotion
import CardPlatform
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
    GoldenSetup.check(scriptPath: scriptPath, expectation: expectation, artifacts: artifacts, filePath: filePath) { setup, mismatch in
        let referenceFolder = references ?? setup.goldens.appendingPathComponent(setup.stem).path
        let timing = setup.plan.timing
        let frames = times.map { $0.map(timing.frame(showing:)) } ?? Array(0..<timing.frameCount)
        let playback = setup.plan.makePlayback()
        var geometry: GeometryGolden
        do {
            geometry = try GeometryGolden(path: GeometryGolden.path(forReference: referenceFolder))
        } catch {
            mismatch.problems.append("\(error)")
            return
        }
        // References and their geometry are staged and put in place together once every frame was drawn and
        // checked: a frame that cannot be drawn (a limit met while drawing) leaves the goldens as they were.
        let batch = OutputBatch()
        var failed = false
        for frame in Set(frames).sorted() {
            let name = FrameFileName.of(frame)
            do {
                let scene = playback.scene(at: timing.time(ofFrame: frame))
                let actual = try setup.renderer.render(scene)
                switch try ReferenceCheck.run(actual, frame: frame, reference: referenceFolder + "/" + name, mode: setup.mode,
                                              options: setup.options, budget: expectation.budget,
                                              mask: setup.mask(scene: scene, frame: frame, recorded: geometry),
                                              batch: batch) {
                case .recorded(let path):
                    mismatch.recorded.append(path)
                    geometry.record(frame: frame, time: timing.time(ofFrame: frame), scene: scene)
                case .missing(let path):
                    mismatch.problems.append("missing reference \(path) (set \(RecordMode.environmentVariable)=missing, or use the .recordingFrames(.missing) trait, to record it)")
                case .checked(let verdict) where verdict.isFailure:
                    let paths = try FailureArtifacts.write(verdict, actual: actual, frame: name, into: setup.artifacts)
                    let explanation = geometry.note(frame: frame, scene: scene, failed: true).map { "; \($0)" } ?? ""
                    mismatch.frames.append(FrameMismatch.Frame(name: name, problem: GoldenSetup.describe(verdict.outcome, budget: expectation.budget)
                                                               + explanation, artifacts: paths))
                case .checked:
                    break
                }
            } catch {
                mismatch.problems.append("\(error)")
                failed = true
            }
        }
        do {
            if failed {
                batch.discard()
                if !mismatch.recorded.isEmpty {
                    mismatch.problems.append("nothing was recorded: \(mismatch.recorded.count) reference(s) left as they were")
                    mismatch.recorded = []
                }
                return
            }
            if !mismatch.recorded.isEmpty { try geometry.write(batch: batch) }
            try batch.commit()
        } catch {
            batch.discard()
            mismatch.problems.append("\(error)")
        }
    }
}
