import CardMotion
import CardPlatform
import CardRender
import CardVerify
import Foundation

/// Renders the script at `scriptPath` and checks its frames against reference PNGs, for users' own test suites
/// (Swift Testing or XCTest). A mismatch is recorded as one failure on the line that called it, of at most 15
/// lines: the frames that failed, the worst one, the report written for them and the command that approves them
/// (``FrameMismatch/description``); the mismatch is also returned.
///
/// - Parameters:
///   - scriptPath: the script; relative paths are resolved against the test file's folder.
///   - times: the instants to check, in seconds (each checked as the frame showing it); `nil` checks every frame.
///   - variants: which of the script's `variants:` to check (`.all`, or `.matching(["iPhoneSE3-*"])`), each against
///     its own folder inside the references (`<script name>/<variant>/`); by default the script's top-level
///     settings. One failure names every failing variant.
///   - expectation: threshold, budget and record mode.
///   - name: for several assertions in one test: each gets its own folder, `<testFunction>.<name>`; 1 to 64
///     characters of `A-Z a-z 0-9 _ -`.
///   - references: the reference folder; by default `__Goldens__/<TestFile>/<testFunction>[.<name>]/<script name>/`
///     beside the test file, holding `frame-NNNNN.png` files (the names `cardmotion render` and `verify` use).
///   - artifacts: the folder under which failing frames' expected, actual and diff PNGs go, in
///     `<TestFile>/<testFunction>[.<name>]/<script name>/`; by default `$CARDMOTION_ARTIFACTS`, else
///     `cardmotion-artifacts` in the system's temporary folder.
///   - testName: the test function, as `#function` names it (`stackSwipe()` gives the folder `stackSwipe`).
///   - fileID: the calling file, as `#fileID` gives it (leave the default).
///   - filePath: the calling file's path, as `#filePath` gives it: the goldens' folder is found from it.
///   - line: the line a failure is reported at, as `#line` gives it.
///   - column: the column a failure is reported at, as `#column` gives it.
@discardableResult
public func assertFrames(of scriptPath: String, at times: [Double]? = nil, variants: VariantSelection = .scriptDefault,
                         match expectation: FrameExpectation = FrameExpectation(),
                         named name: String? = nil, references: String? = nil, artifacts: String? = nil,
                         fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
                         line: UInt = #line, column: UInt = #column) -> FrameMismatch? {
    let mismatch = verifyFrames(of: scriptPath, at: times, variants: variants, match: expectation, named: name, references: references,
                                artifacts: artifacts, fileID: fileID, filePath: filePath, testName: testName,
                                line: line, column: column)
    if let mismatch {
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column).fail(mismatch.description)
    }
    return mismatch
}

/// The check of ``assertFrames(of:at:variants:match:named:references:artifacts:fileID:filePath:testName:line:column:)``
/// without reporting the mismatch: `nil` when every frame matched, else what did not (for helpers that report in
/// their own way). Notices are still warnings at the call site: references read from the place used before
/// goldens were kept per test, and an ignore glob that matched no node.
///
/// The check is `cardmotion verify`'s, on the same engine: the reference folder is checked first (references
/// recorded at another frame rate than the script's, a reference past the script's end, or under `never` a missing
/// one, is a problem), the frames are drawn on the parallel pipeline and compared with the same
/// `VerificationPolicy`, everything written is staged and put in place only when every frame was drawn, and
/// re-recording everything (`.all`) removes the references past the script's end and cuts its `states.jsonl` there.
public func verifyFrames(of scriptPath: String, at times: [Double]? = nil, variants: VariantSelection = .scriptDefault,
                         match expectation: FrameExpectation = FrameExpectation(),
                         named name: String? = nil, references: String? = nil, artifacts: String? = nil,
                         fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
                         line: UInt = #line, column: UInt = #column) -> FrameMismatch? {
    let context = AssertionContext(fileID: fileID, filePath: filePath, line: line, column: column, testName: testName)
    let chosen: [String?]
    switch GoldenSetup.variants(of: scriptPath, variants, context: context) {
    case .failure(let problem): return problem
    case .success(let names): chosen = names
    }
    let failing = chosen.compactMap { variant in
        checkFrames(of: scriptPath, at: times, match: expectation, named: name, references: references, artifacts: artifacts,
                    context: context, variant: variant).map { (variant: variant ?? "", mismatch: $0) }
    }
    guard chosen != [nil] else { return failing.first?.mismatch }
    return FrameMismatch.combining(failing, script: scriptPath)
}

/// The check of ``verifyFrames(of:at:variants:match:named:references:artifacts:fileID:filePath:testName:line:column:)``
/// for the assertion of `context`, in the variant named `variant` (`nil`: the top-level settings).
func checkFrames(of scriptPath: String, at times: [Double]?, match expectation: FrameExpectation, named name: String?,
                 references: String?, artifacts: String?, context: AssertionContext, variant: String? = nil) -> FrameMismatch? {
    GoldenSetup.check(.frames, scriptPath: scriptPath, expectation: expectation, named: name, references: references,
                      artifacts: artifacts, context: context, variant: variant) { setup, mismatch -> ScriptVerification? in
        let referenceFolder = setup.references
        let plan = setup.plan, timing = plan.timing
        let frames = times.map { Set($0.map(timing.frame(showing:))).sorted() }
        let last = timing.frameCount - 1
        if let outside = times?.first(where: { !(0...last).contains(timing.frame(showing: $0)) }) {
            mismatch.problems.append("at: \(NumberText.plain(outside)) s is outside the script, which shows 0 to \(NumberText.plain(timing.time(ofFrame: last))) s (frames 0 to \(last))")
            return nil
        }
        let report = AssertionReport(testFile: context.testFile, artifacts: setup.artifacts)
        let outcome: VerificationRun.Outcome
        do {
            outcome = try setup.run(VerificationTarget(path: plan.script.sourcePath, plan: plan, references: referenceFolder,
                                                       kind: .frames, artifacts: report.artifacts, frames: frames),
                                    report: report)
        } catch {
            mismatch.problems.append("\(error)")
            if setup.mode != .never {
                mismatch.problems.append("nothing was recorded: the references were left as they were")
            }
            return nil
        }
        let result = outcome.results[0], reportPath = outcome.report
        mismatch.recorded = result.frames.filter { $0.outcome == .recorded }.map { referenceFolder + "/" + $0.name }
        report.fill(&mismatch, from: result, timing: timing, threshold: setup.resolved.options.threshold, budget: setup.resolved.budget,
                    reportPath: reportPath)
        return result
    }
}
