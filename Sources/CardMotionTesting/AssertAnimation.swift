import CardMotion
import CardPlatform
import CardRender
import CardVerify
import Foundation

/// Renders the script at `scriptPath` and checks every frame against one animated reference, an APNG file, for
/// users' own test suites (Swift Testing or XCTest): one small file per script in git instead of a folder of
/// frames. A mismatch (failing frames, or a reference whose timing differs from the script's) is recorded as a
/// failure on the line that called it; it is also returned. The record modes write the APNG.
///
/// - Parameters:
///   - scriptPath: the script; relative paths are resolved against the test file's folder.
///   - expectation: threshold, budget and record mode.
///   - name: for several assertions in one test: each gets its own folder, `<testFunction>.<name>`; 1 to 64
///     characters of `A-Z a-z 0-9 _ -`.
///   - reference: the APNG; by default `__Goldens__/<TestFile>/<testFunction>[.<name>]/<script name>.apng` beside
///     the test file (`cardmotion verify --reference NAME.apng` reads and records the same files).
///   - artifacts: the folder under which failing frames' expected, actual and diff PNGs go, in
///     `<TestFile>/<testFunction>[.<name>]/<script name>/`; by default `$CARDMOTION_ARTIFACTS`, else
///     `cardmotion-artifacts` in the system's temporary folder.
///   - testName: the test function, as `#function` names it (`stackSwipe()` gives the folder `stackSwipe`).
///   - fileID: the calling file, as `#fileID` gives it (leave the default).
///   - filePath: the calling file's path, as `#filePath` gives it: the goldens' folder is found from it.
///   - line: the line a failure is reported at, as `#line` gives it.
///   - column: the column a failure is reported at, as `#column` gives it.
@discardableResult
public func assertAnimation(of scriptPath: String, match expectation: FrameExpectation = FrameExpectation(),
                            named name: String? = nil, reference: String? = nil, artifacts: String? = nil,
                            fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
                            line: UInt = #line, column: UInt = #column) -> FrameMismatch? {
    let mismatch = verifyAnimation(of: scriptPath, match: expectation, named: name, reference: reference, artifacts: artifacts,
                                   fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    if let mismatch {
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column).fail(mismatch.description)
    }
    return mismatch
}

/// The check of ``assertAnimation(of:match:named:reference:artifacts:fileID:filePath:testName:line:column:)``
/// without reporting the mismatch: `nil` when every frame matched, else what did not. Notices are still warnings
/// at the call site (see ``verifyFrames(of:at:variants:match:named:references:artifacts:fileID:filePath:testName:line:column:)``).
///
/// The check is `cardmotion verify --reference NAME.apng`'s, on the same engine: the frames are drawn on the
/// parallel pipeline and compared in order, and the APNG and its `states.jsonl` are written whole, only when every
/// frame was drawn.
public func verifyAnimation(of scriptPath: String, match expectation: FrameExpectation = FrameExpectation(),
                            named name: String? = nil, reference: String? = nil, artifacts: String? = nil,
                            fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
                            line: UInt = #line, column: UInt = #column) -> FrameMismatch? {
    checkAnimation(of: scriptPath, match: expectation, named: name, reference: reference, artifacts: artifacts,
                   context: AssertionContext(fileID: fileID, filePath: filePath, line: line, column: column, testName: testName))
}

/// The check of ``verifyAnimation(of:match:named:reference:artifacts:fileID:filePath:testName:line:column:)`` for the
/// assertion of `context`.
func checkAnimation(of scriptPath: String, match expectation: FrameExpectation, named name: String?, reference: String?,
                    artifacts: String?, context: AssertionContext) -> FrameMismatch? {
    GoldenSetup.check(.animation, scriptPath: scriptPath, expectation: expectation, named: name, references: reference,
                      artifacts: artifacts, context: context) { setup, mismatch -> ScriptVerification? in
        let path = FilePath.absolute(setup.references)
        let report = AssertionReport(testFile: context.testFile, artifacts: setup.artifacts)
        let outcome: VerificationRun.Outcome
        do {
            outcome = try setup.run(VerificationTarget(path: setup.plan.script.sourcePath, plan: setup.plan, references: path,
                                                       kind: .animation, artifacts: report.artifacts),
                                    report: report)
        } catch {
            mismatch.problems.append("\(error)")
            return nil
        }
        let result = outcome.results[0], reportPath = outcome.report
        if result.recordedCount > 0 {
            mismatch.recorded = [path]
            return result
        }
        if let timingMismatch = result.timingMismatch { mismatch.problems.append("\(path): \(timingMismatch)") }
        report.fill(&mismatch, from: result, timing: setup.plan.timing, threshold: setup.resolved.options.threshold, budget: setup.resolved.budget,
                    reportPath: reportPath, animated: true)
        return result
    }
}
