import CardMotion
import CardPlatform
import CardRender
import Foundation

/// Renders the script at `scriptPath` and checks its frames against reference PNGs, for users' own test suites
/// (Swift Testing or XCTest). A mismatch is recorded as one failure on the line that called it, of at most 15
/// lines: the frames that failed, the worst one, the report written for them and the command that approves them
/// (``FrameMismatch/description``); the mismatch is also returned.
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
public func assertFrames(of scriptPath: String, at times: [Double]? = nil, match expectation: FrameExpectation = FrameExpectation(),
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
///
/// The check is `cardmotion verify`'s, on the same engine: the reference folder is checked first (a reference past
/// the script's end, or under `never` a missing one, is a problem), the frames are drawn on the parallel pipeline
/// and compared with the same ``VerificationPolicy``, everything written is staged and put in place only when
/// every frame was drawn, and re-recording everything (`.all`) removes the references past the script's end and
/// cuts its `states.jsonl` there.
public func verifyFrames(of scriptPath: String, at times: [Double]? = nil, match expectation: FrameExpectation = FrameExpectation(),
                         references: String? = nil, artifacts: String? = nil,
                         filePath: StaticString = #filePath) -> FrameMismatch? {
    GoldenSetup.check(scriptPath: scriptPath, expectation: expectation, artifacts: artifacts, filePath: filePath) { setup, mismatch in
        let referenceFolder = references ?? setup.goldens.appendingPathComponent(setup.stem).path
        let plan = setup.plan, timing = plan.timing
        let frames = times.map { Set($0.map(timing.frame(showing:))).sorted() }
        let last = timing.frameCount - 1
        if let outside = times?.first(where: { !(0...last).contains(timing.frame(showing: $0)) }) {
            mismatch.problems.append("at: \(NumberText.plain(outside)) s is outside the script, which shows 0 to \(NumberText.plain(timing.time(ofFrame: last))) s (frames 0 to \(last))")
            return
        }
        let report = AssertionReport(testFile: "\(filePath)", artifacts: setup.artifacts)
        let inputs = StaleFrames.inputs(of: plan.script)
        let result: ScriptVerification, reportPath: String?
        do {
            try ReferenceFolder.check(referenceFolder, frameCount: timing.frameCount, mode: setup.mode, frames: frames,
                                      advice: .testing)
            (result, reportPath) = try report.committing(keeping: inputs) { batch in
                try setup.makeVerifier(batch: batch).verify(plan, path: plan.script.sourcePath, references: referenceFolder,
                                                            artifacts: report.artifacts,
                                                            approvalFolder: report.approvalFolder(for: referenceFolder),
                                                            artifactsSubfolder: "", frames: frames)
            }
        } catch {
            mismatch.problems.append("\(error)")
            if setup.mode != .never {
                mismatch.problems.append("nothing was recorded: the references were left as they were")
            }
            return
        }
        // Then the references past a re-recorded script's end go.
        if setup.mode == .all { StaleFrames.remove(in: referenceFolder, from: timing.frameCount, keeping: inputs) }
        mismatch.recorded = result.frames.filter { $0.outcome == .recorded }.map { referenceFolder + "/" + $0.name }
        report.fill(&mismatch, from: result, timing: timing, threshold: setup.options.threshold, budget: setup.budget,
                    reportPath: reportPath)
    }
}
