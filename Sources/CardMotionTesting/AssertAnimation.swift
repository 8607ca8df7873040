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
        let path = PackageRoot.absolute(reference ?? setup.goldens.appendingPathComponent(setup.stem + ".apng").path)
        if setup.mode == .never && !FilePath.exists(path) {
            mismatch.problems.append("missing reference \(path) (set \(RecordMode.environmentVariable)=missing, or use the .recordingFrames(.missing) trait, to record it)")
            return
        }
        let report = AssertionReport(testFile: "\(filePath)", artifacts: setup.artifacts)
        let result: ScriptVerification, reportPath: String?
        do {
            (result, reportPath) = try report.committing(keeping: StaleFrames.inputs(of: setup.plan.script)) { batch in
                try setup.makeVerifier(batch: batch).verifyAnimation(setup.plan, path: setup.plan.script.sourcePath,
                                                                     reference: path, artifacts: report.artifacts)
            }
        } catch {
            mismatch.problems.append("\(error)")
            return
        }
        if result.recordedCount > 0 {
            mismatch.recorded = [path]
            return
        }
        if let timingMismatch = result.timingMismatch { mismatch.problems.append("\(path): \(timingMismatch)") }
        report.fill(&mismatch, from: result, timing: setup.plan.timing, threshold: setup.options.threshold, budget: setup.budget,
                    reportPath: reportPath, animated: true)
    }
}
