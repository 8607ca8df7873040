import CardMotion
import CardRender
import Foundation

/// What every golden assertion starts from: the script decoded and planned, the record mode in force, where the
/// test's goldens and artefacts go, and the comparison's resolved policy.
struct GoldenSetup {
    let plan: PlaybackPlan
    let mode: RecordMode
    /// `__Goldens__/<TestFile>` beside the test file.
    let goldens: URL
    /// The script's file name without its extension.
    let stem: String
    /// Where failing frames' expected, actual and diff images go.
    let artifacts: String
    let options: PixelmatchOptions
    /// The differing pixels a frame may have: the expectation's, else the script's, else none.
    let budget: DiffBudget
    /// The expectation's masks and the script's (`verify:`).
    let ignore: IgnoreMasks

    /// The setup for `scriptPath` (relative to the test file at `filePath`), or a mismatch holding the problem that
    /// prevents it.
    static func make(scriptPath: String, expectation: FrameExpectation, artifacts: String?,
                     filePath: StaticString) -> Result<GoldenSetup, FrameMismatch> {
        func problem(_ message: String) -> Result<GoldenSetup, FrameMismatch> {
            .failure(FrameMismatch(script: scriptPath, frames: [], recorded: [], problems: [message]))
        }
        let testFile = URL(fileURLWithPath: "\(filePath)")
        let folder = testFile.deletingLastPathComponent()
        let scriptURL = scriptPath.hasPrefix("/") ? URL(fileURLWithPath: scriptPath) : folder.appendingPathComponent(scriptPath)
        let stem = scriptURL.deletingPathExtension().lastPathComponent
        let testName = testFile.deletingPathExtension().lastPathComponent
        let plan: PlaybackPlan, mode: RecordMode
        do {
            mode = try RecordMode.resolve(expectation.record ?? FrameRecording.mode, environment: ProcessInfo.processInfo.environment)
            plan = try PlaybackPlan(ScriptDecoder.decode(contentsOf: scriptURL.standardizedFileURL.path,
                                                         fonts: FontFamilies.declared(byFontAt:),
                                                         measure: PangoIntrinsicMeasure.shared))
        } catch {
            return problem("\(error)")
        }
        let (options, budget, ignore) = expectation.policy.resolved(for: plan.script.verification)
        let artifactRoot = artifacts ?? ProcessInfo.processInfo.environment["CARDMOTION_ARTIFACTS"]
            ?? NSTemporaryDirectory() + "cardmotion-artifacts"
        return .success(GoldenSetup(plan: plan, mode: mode,
                                    goldens: folder.appendingPathComponent("__Goldens__").appendingPathComponent(testName),
                                    stem: stem, artifacts: artifactRoot + "/" + testName + "/" + stem, options: options,
                                    budget: budget, ignore: ignore))
    }

    /// Runs `check` with the setup for `scriptPath` and an empty mismatch to fill; returns the mismatch, `nil` when
    /// it stayed empty, or the problem that prevented the setup.
    static func check(scriptPath: String, expectation: FrameExpectation, artifacts: String?, filePath: StaticString,
                      _ check: (GoldenSetup, inout FrameMismatch) -> Void) -> FrameMismatch? {
        switch make(scriptPath: scriptPath, expectation: expectation, artifacts: artifacts, filePath: filePath) {
        case .failure(let problem):
            return problem
        case .success(let setup):
            var mismatch = FrameMismatch(script: scriptPath, frames: [], recorded: [], problems: [])
            check(setup, &mismatch)
            return mismatch.isEmpty ? nil : mismatch
        }
    }

    /// The text of a failing frame's outcome, with the budget it broke.
    static func describe(_ outcome: FrameVerdict.Outcome, budget: DiffBudget) -> String {
        switch outcome {
        case .failed(let pixels): "\(pixels) different pixels (budget: \(budget))"
        case .sizeMismatch(let e, let a): "size \(a.width) x \(a.height), expected \(e.width) x \(e.height)"
        case .passed, .recorded: "passed"
        }
    }
}
