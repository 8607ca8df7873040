import CardMotion
import CardPlatform
import CardRender
import Foundation

/// Renders the script at `scriptPath` and checks every frame against one animated reference, an APNG file, for
/// users' own test suites (Swift Testing or XCTest): one small file per script in git instead of a folder of
/// frames. A mismatch (failing frames, or a reference whose timing differs from the script's) is recorded as a
/// failure on the line that called it; it is also returned. The record modes write the APNG.
///
/// - Parameters:
///   - scriptPath: the script; relative paths are resolved against the test file's folder.
///   - expectation: threshold, budget and record mode.
///   - reference: the APNG; by default `__Goldens__/<TestFile>/<script name>.apng` beside the test file (what
///     `cardmotion verify --reference NAME.apng` reads and records too).
///   - artifacts: where failing frames' expected, actual and diff PNGs go; by default `$CARDMOTION_ARTIFACTS`,
///     else the system's temporary folder.
@discardableResult
public func assertAnimation(of scriptPath: String, match expectation: FrameExpectation = FrameExpectation(),
                            reference: String? = nil, artifacts: String? = nil,
                            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                            line: UInt = #line, column: UInt = #column) -> FrameMismatch? {
    let mismatch = verifyAnimation(of: scriptPath, match: expectation, reference: reference, artifacts: artifacts,
                                   filePath: filePath)
    if let mismatch {
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column).fail(mismatch.description)
    }
    return mismatch
}

/// The check of ``assertAnimation(of:match:reference:artifacts:fileID:filePath:line:column:)`` without the
/// reporting: `nil` when every frame matched, else what did not.
public func verifyAnimation(of scriptPath: String, match expectation: FrameExpectation = FrameExpectation(),
                            reference: String? = nil, artifacts: String? = nil,
                            filePath: StaticString = #filePath) -> FrameMismatch? {
    GoldenSetup.check(scriptPath: scriptPath, expectation: expectation, artifacts: artifacts, filePath: filePath) { setup, mismatch in
        guard let renderer = setup.makeRenderer(problems: &mismatch.problems) else { return }
        let path = reference ?? setup.goldens.appendingPathComponent(setup.stem + ".apng").path
        let timing = setup.plan.timing
        let screen = setup.plan.script.screen
        if setup.mode == .never && !FilePath.exists(path) {
            mismatch.problems.append("missing reference \(path) (set \(RecordMode.environmentVariable)=missing, or use the .recordingFrames(.missing) trait, to record it)")
            return
        }
        do {
            let check = try AnimatedReferenceCheck(
                reference: path, mode: setup.mode,
                settings: AnimationSettings(width: screen.pixelWidth, height: screen.pixelHeight, timing: timing),
                frameCount: timing.frameCount, options: setup.options, budget: setup.budget)
            let playback = setup.plan.makePlayback()
            // The geometry recorded beside the APNG explains failures; the new one is written only with a new APNG.
            let geometryPath = GeometryGolden.path(forReference: path)
            let geometry = try GeometryGolden(path: geometryPath)
            var staged = try GeometryGolden(path: geometryPath, loads: false)
            for frame in 0..<timing.frameCount {
                let scene = playback.scene(at: timing.time(ofFrame: frame))
                let actual = try renderer.render(scene)
                staged.record(frame: frame, time: timing.time(ofFrame: frame), scene: scene)
                guard let verdict = try check.check(frame: frame, actual: actual,
                                                    mask: setup.mask(scene: scene, frame: frame, recorded: geometry)),
                      verdict.isFailure else { continue }
                let name = FrameFileName.of(frame)
                let paths = try FailureArtifacts.write(verdict, actual: actual, frame: name, into: setup.artifacts)
                let explanation = geometry.note(frame: frame, scene: scene, failed: true).map { "; \($0)" } ?? ""
                mismatch.frames.append(FrameMismatch.Frame(name: name, problem: GoldenSetup.describe(verdict.outcome, budget: setup.budget)
                                                           + explanation, artifacts: paths))
            }
            switch try check.finish(write: { bytes, path in
                try Folders.make(URL(fileURLWithPath: path).deletingLastPathComponent().path)
                try OutputFile.write(bytes, to: path)
            }) {
            case .recorded(let path):
                try staged.write()
                mismatch.recorded.append(path)
                mismatch.frames = []
            case .checked:
                if let timingMismatch = check.timingMismatch { mismatch.problems.append("\(path): \(timingMismatch)") }
            }
        } catch {
            mismatch.problems.append("\(error)")
        }
    }
}
