import ArgumentParser
import CardPlatform
import CardMotion
import CardRender
import CardScene
import CardVerify
import Foundation

/// `cardmotion verify`: renders each script and checks every frame against the reference PNG of the same name.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Render each script and compare every frame with DIR/frame-NNNNN.png (pixelmatch-compatible).",
        discussion: """
        With several scripts, each script's references are in DIR/<script name without extension>. A frame \
        passes when its differing pixels are within both --max-diff-pixels and --max-diff-ratio (default: \
        none). With --artifacts, every failing frame's expected, actual and diff PNGs are written there, with \
        report.html (referring to those images beside it) and junit.xml (report-K-of-N.html and junit-K-of-N.xml with --shard). Exit status: 0 all frames passed (or were recorded), \
        1 some failed, 2 bad input (a missing or extra reference under --record never, an unreadable PNG). \
        --record all also removes the references past the end of a script that became shorter. Everything verify \
        writes is staged and put in place only when every frame was checked: a run that fails part-way leaves the \
        reference and artifact folders as they were; the artifact folder then loses an earlier run's failure images. \
        Reference folders \
        (when recording) and artifact folders are locked for the run: a second run into one stops at once.
        """
    )

    @Argument(help: ArgumentHelp("One or more scripts (YAML or JSON).", valueName: "SCRIPT"))
    var scripts: [String]

    @Option(help: ArgumentHelp("The folder of reference frames, or one animated reference (NAME.apng) holding every frame.", valueName: "DIR"))
    var reference: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Colour distance accepted as equal, 0 to 1: pixelmatch's YIQ colour distance (default: the script's verify.threshold, else 0.1). 0.1 lets #007AFF -> #0A84FF pass (a distance of 0.0356): use 0 for brand colours.", valueName: "T"))
    var threshold: Double?

    @Option(name: .customLong("max-diff-pixels"), parsing: .unconditional, help: ArgumentHelp("Differing pixels a frame may have (default: none, unless --max-diff-ratio is given).", valueName: "N"))
    var maxDiffPixels: Int?

    @Option(name: .customLong("max-diff-ratio"), parsing: .unconditional, help: ArgumentHelp("Differing pixels a frame may have, as a fraction of its pixels (0 to 1).", valueName: "R"))
    var maxDiffRatio: Double?

    @Option(name: .customLong("ignore"), parsing: .unconditionalSingleValue, help: ArgumentHelp("Leave out the pixels this node covers in either frame (an id or a glob: card-*, snapshot-?; repeatable).", valueName: "NODE"))
    var ignoreNodes: [String] = []

    @Option(name: .customLong("ignore-region"), parsing: .unconditionalSingleValue, help: ArgumentHelp("Leave out this region, x,y,w,h in points (repeatable; x and y may be negative, each within ±100000).", valueName: "X,Y,W,H"))
    var ignoreRegions: [String] = []

    @Option(help: ArgumentHelp("Where failing frames, report.html and junit.xml go.", valueName: "DIR"))
    var artifacts: String?

    @Option(help: ArgumentHelp("Also write the results as JSON to FILE: per script its counts, per failing frame its pixels, ratio and box in points.", valueName: "FILE"))
    var json: String?

    @Option(name: .customLong("summary-markdown"), help: ArgumentHelp("Also write a short Markdown summary of the run to FILE (replaced; on a passing run too): outcome, scripts, motion sentences, approve commands and report link, for $GITHUB_STEP_SUMMARY or a pull-request comment.", valueName: "FILE"))
    var summaryMarkdown: String?

    @Option(help: ArgumentHelp("never (a missing reference is an error), missing, failed or all; default: $CARDMOTION_RECORD, else never.", valueName: "MODE"))
    var record: String?

    @OptionGroup var assets: AssetOptions

    @OptionGroup var frameRate: FrameRateOption

    @OptionGroup var scale: ScaleOption

    @OptionGroup var sharding: ShardOptions
    @OptionGroup var strictness: StrictOption
    @OptionGroup var variants: VariantOptions

    @OptionGroup var threads: JobsOption<Threads>
    var jobs: Int { threads.jobs }

    @Flag(name: .customLong("list-failed"), help: "Print only the paths of the failing scripts on stdout, one a line (the frame lines and summary go to stderr).")
    var listFailed = false

    func validate() throws {
        guard !scripts.isEmpty else { throw ValidationError("give at least one script") }
        if let threshold, !(threshold.isFinite && (0...1).contains(threshold)) {
            throw ValidationError("--threshold must be from 0 to 1, got \(threshold)")
        }
        if let maxDiffPixels, maxDiffPixels < 0 { throw ValidationError("--max-diff-pixels must be 0 or more, got \(maxDiffPixels)") }
        if let maxDiffRatio, !(maxDiffRatio.isFinite && (0...1).contains(maxDiffRatio)) {
            throw ValidationError("--max-diff-ratio must be from 0 to 1, got \(maxDiffRatio)")
        }
        if let record {
            do {
                _ = try RecordMode(parsing: record, from: "--record")
            } catch {
                throw ValidationError(error.description)
            }
        }
        try RenderCommand.checkStems(scripts)
        if let summaryMarkdown, summaryMarkdown == json {
            throw ValidationError("--summary-markdown and --json both name \(summaryMarkdown); give each its own file")
        }
        for pattern in ignoreNodes {
            if let problem = NodeGlob.problem(with: pattern) { throw ValidationError("--ignore: \(problem)") }
        }
        for region in ignoreRegions {
            do {
                _ = try IgnoreMasks.region(region, coordinates: ScriptLimits.coordinate)
            } catch {
                throw ValidationError(error.description)
            }
        }
        if let format = AnimationFormat(fileName: reference) {
            guard format == .apng else {
                throw ValidationError("--reference \(reference): animated references are APNG files (lossless); record one as NAME.apng")
            }
            guard scripts.count == 1 else {
                throw ValidationError("--reference \(reference) holds the frames of one script; verify the scripts one at a time")
            }
        }
    }

    /// How a script's frames are compared: the command line's threshold, budget and masks, with the script's own
    /// `verify:` section where the command line says nothing (its masks add to the command line's).
    var policy: VerificationPolicy {
        VerificationPolicy(threshold: threshold,
                           budget: maxDiffPixels != nil || maxDiffRatio != nil ? DiffBudget.limits(pixels: maxDiffPixels, ratio: maxDiffRatio) : nil,
                           ignore: IgnoreMasks(nodes: ignoreNodes,
                                               regions: ignoreRegions.compactMap { try? IgnoreMasks.region($0, coordinates: ScriptLimits.coordinate) }))
    }

    func recordMode() throws -> RecordMode {
        do {
            return try RecordMode.resolve(record.map { try RecordMode(parsing: $0, from: "--record") },
                                          environment: ProcessInfo.processInfo.environment)
        } catch {
            throw CommandFailure("\(error)")
        }
    }

    func run() throws {
        let mode = try recordMode()
        let plans = try variants.plans(for: scripts) { path, variant in
            try ScriptLoader.plan(path, assets: assets.access, scale: scale.scale, fps: frameRate.fps, variant: variant)
        }
        let mine = sharding.shard.select(plans) { $0.plan.timing.frameCount }
        try strictness.report(mine.map(\.plan.script))
        let pipeline = try FramePipeline.showingNote(jobs: jobs, for: mine.map(\.plan))
        let kind: VerificationTarget.Kind = AnimationFormat(fileName: reference) != nil ? .animation : .frames
        let targets = mine.map { entry in
            let stem = RenderCommand.stem(entry.path)
            let references = scripts.count == 1 ? reference : reference + "/" + stem
            // Within the run's report folder: `stack/`, `stack/dark/` or `dark/` (one script), or "".
            let subfolder = [scripts.count == 1 ? nil : stem, entry.variant?.name].compactMap { $0 }.map { $0 + "/" }.joined()
            return VerificationTarget(path: entry.path, plan: entry.plan,
                                      references: kind == .animation ? entry.file(for: references) : entry.folder(in: references),
                                      kind: kind, artifacts: artifacts.map { entry.folder(in: scripts.count == 1 ? $0 : $0 + "/" + stem) },
                                      artifactsSubfolder: subfolder,
                                      variant: entry.variant?.name)
        }
        // approve replaces references only inside the folder it runs in: the manifest names them relative to it.
        var run = VerificationRun(mode: mode, policy: policy, wording: .commandLine,
                                  approvalRoot: .currentFolder(noteOutside: ApprovalLocation.noteOutside),
                                  reports: artifacts.map { VerificationRun.Reports(folder: $0, shard: sharding.shard,
                                                                                   approveIn: Self.approveFolderUnlessAtRoot(),
                                                                                   whenPassing: true) })
        let summary = summaryContext()
        run.alsoWrite = { results, seconds, batch in
            if let json {
                try Folders.make(FilePath.folder(of: json))
                try batch.write(Array((VerifyJSON.document(for: results, seconds: seconds).formatted() + "\n").utf8), to: json)
            }
            if let summaryMarkdown {
                try Folders.make(FilePath.folder(of: summaryMarkdown))
                try batch.write(Array(MarkdownSummary.markdown(for: results, context: summary).utf8), to: summaryMarkdown)
            }
        }
        let outcome = try run.run(targets, pipeline: pipeline)
        let results = outcome.results
        try report(results, seconds: outcome.seconds)
        if results.contains(where: \.isFailing) { throw ExitCode(CommandFailure.differences) }
        let changedGeometry = results.reduce(0) { $0 + $1.warnings.count }
        if strictness.strict, changedGeometry > 0 {
            throw CommandFailure("--strict: \(changedGeometry) frame\(changedGeometry == 1 ? "" : "s") passed with changed geometry (warnings above)")
        }
    }

    /// `junit.xml`, or `junit-K-of-N.xml` for a shard, so the parts of a CI matrix never overwrite each other.
    func reportName(_ base: String, _ suffix: String) -> String {
        VerificationReports.name(base, suffix, shard: sharding.shard)
    }

    /// Lines shown before the summary, at most ``shownFrames`` of each kind: what happened to each changed node's
    /// motion (once per node: `stack card-0: same motion, 3 frames later (+50 ms)`), every failing frame with what
    /// changed in its geometry, then a warning for every passing frame whose geometry changed.
    static func frameLines(_ results: [ScriptVerification]) -> [String] {
        func capped(_ lines: [String], _ what: String) -> [String] {
            lines.count <= shownFrames ? lines : Array(lines.prefix(shownFrames)) + ["... and \(lines.count - shownFrames) more \(what)"]
        }
        let motion = results.flatMap { result in
            MotionChange.sentences(result.motion).map { "\(result.label) \($0)" }
        }
        let failing = results.flatMap { result in
            result.failures.map { "\(result.label) \($0.name): \($0.describe)" + ($0.geometry.map { "; \($0)" } ?? "") }
        }
        let warnings = results.flatMap { result in
            result.warnings.map { "warning: \(result.label) \($0.name) passed, but its geometry changed: \($0.geometry?.description ?? "")" }
        }
        return capped(motion, "motion changes") + capped(failing, "failing frames") + capped(warnings, "warnings")
    }

    /// With variants, the failing frames of each (in the order first met; the top-level settings as `default`):
    /// ` (iPhoneSE3-light 0, iPhoneSE3-dark 3 failed)`; "" when no script was drawn in a variant.
    static func perVariant(_ results: [ScriptVerification]) -> String {
        guard results.contains(where: { $0.variant != nil }) else { return "" }
        var counts: [(name: String, failed: Int)] = []
        for result in results {
            let name = result.variant ?? "default"
            let failed = result.failures.count
            if let index = counts.firstIndex(where: { $0.name == name }) { counts[index].failed += failed } else { counts.append((name, failed)) }
        }
        return " (" + counts.map { "\($0.name) \($0.failed)" }.joined(separator: ", ") + " failed)"
    }

    /// Failing frames (and warnings) listed one by one before the summary.
    static let shownFrames = 20

    static func summary(_ results: [ScriptVerification], seconds: Double, artifacts: String?,
                        report: String = "report.html") -> String {
        let frames = results.reduce(0) { $0 + $1.frames.count }
        let rate = seconds > 0 ? Double(frames) / seconds : 0
        let failed = results.flatMap { result in result.failures.map { (result, $0) } }
        let recorded = results.reduce(0) { $0 + $1.recordedCount }
        var line = "verify: \(frames) frames of \(results.count) script\(results.count == 1 ? "" : "s")"
        line += String(format: " in %.2f s (%.1f frames/s): ", seconds, rate)
        line += "\(frames - failed.count - recorded) passed, \(failed.count) failed, \(recorded) recorded"
        line += perVariant(results)
        let removed = results.reduce(0) { $0 + $1.removedReferences }
        if removed > 0 { line += ", \(removed) reference\(removed == 1 ? "" : "s") past the end removed" }
        for result in results {
            if let mismatch = result.timingMismatch { line += "; \(result.references): \(mismatch)" }
        }
        if let (result, first) = failed.first {
            line += "; first: \(result.label) \(first.name) (\(first.describe))"
        }
        if let artifacts, results.contains(where: \.isFailing) { line += " -> \(artifacts)/\(report)" }
        return line
    }
}
