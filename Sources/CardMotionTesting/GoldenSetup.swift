import CardMotion
import CardRender
import CardVerify
import Foundation

/// What every golden assertion starts from: the script decoded and planned, the record mode in force, where the
/// assertion's references and artefacts go, and the comparison's policy.
struct GoldenSetup {
    let plan: PlaybackPlan
    let mode: RecordMode
    /// The reference folder (frames) or APNG file, and where failing frames' expected, actual and diff images go.
    let paths: Paths
    /// The assertion's comparison settings, before the script's `verify:` section is merged in.
    let policy: VerificationPolicy

    /// The comparison's threshold and the differing pixels a frame may have, as the run resolves them: the
    /// expectation's, else the script's, else the defaults.
    var resolved: (options: PixelmatchOptions, budget: DiffBudget) {
        let (options, budget, _) = policy.resolved(for: plan.script.verification)
        return (options, budget)
    }

    /// The reference folder or APNG file.
    var references: String { paths.references }
    /// Where failing frames' expected, actual and diff images go.
    var artifacts: String { paths.artifacts }

    /// The setup for `scriptPath` (relative to the context's test file), checked by the assertion of `context`, or a
    /// mismatch holding the problem that prevents it. `references` and `artifacts` override the default places (see
    /// ``Paths``). A default place claimed by another call site is a problem; references found at the place used
    /// before goldens were kept per test are used there, with a notice (once per place in a process). A `variant`
    /// (its name) reads the script in that variant, and its references and artefacts go one folder deeper.
    static func make(_ kind: ReferenceKind, scriptPath: String, expectation: FrameExpectation, named: String?,
                     references: String?, artifacts: String?, context: AssertionContext,
                     variant: String? = nil) -> Result<GoldenSetup, FrameMismatch> {
        func problem(_ message: String) -> Result<GoldenSetup, FrameMismatch> {
            .failure(FrameMismatch(script: scriptPath, frames: [], recorded: [], problems: [message]))
        }
        let environment = ProcessInfo.processInfo.environment
        let testFile = URL(fileURLWithPath: context.testFile)
        let stem = scriptURL(scriptPath, context: context).deletingPathExtension().lastPathComponent
        let plan: PlaybackPlan, mode: RecordMode
        var paths: Paths
        do {
            paths = Self.paths(kind, stem: stem, testFile: testFile,
                               assertion: try assertionFolder(testName: context.testName, named: named),
                               references: references, artifacts: artifacts, environment: environment)
            if let variant { paths = paths.inVariant(variant) }
            mode = try FrameRecording.resolve(expectation.record, environment: environment)
            plan = try PlaybackPlan(decode(scriptPath, context: context, variant: variant))
        } catch {
            return problem("\(error)")
        }
        if let claim = paths.claim, let owner = GoldenClaims.claim(claim, by: context.site.place) {
            return problem("\(paths.references) already holds the references of the assertion at \(owner); "
                           + "pass named: to give each assertion of \(context.testName) its own folder")
        }
        if let notice = paths.migration, GoldenClaims.isFirstNotice(about: paths.references) {
            context.warn(notice)
        }
        return .success(GoldenSetup(plan: plan, mode: mode, paths: paths, policy: expectation.policy))
    }

    /// Runs `check` with the setup (see ``make(_:scriptPath:expectation:named:references:artifacts:context:)``)
    /// and an empty mismatch to fill; returns the mismatch, `nil` when it stayed empty, or the problem that prevented
    /// the setup. A node glob of the masks that matched no node in any frame checked is a notice.
    static func check(_ kind: ReferenceKind, scriptPath: String, expectation: FrameExpectation, named: String?,
                      references: String?, artifacts: String?, context: AssertionContext, variant: String? = nil,
                      _ check: (GoldenSetup, inout FrameMismatch) -> ScriptVerification?) -> FrameMismatch? {
        switch make(kind, scriptPath: scriptPath, expectation: expectation, named: named, references: references,
                    artifacts: artifacts, context: context, variant: variant) {
        case .failure(let problem):
            return problem
        case .success(let setup):
            var mismatch = FrameMismatch(script: scriptPath, frames: [], recorded: [], problems: [])
            let result = check(setup, &mismatch)
            for glob in result?.unmatchedIgnores ?? [] {
                context.warn("\(scriptPath): ignore '\(glob)' matched no node in any frame checked")
            }
            return mismatch.isEmpty ? nil : mismatch
        }
    }
}
