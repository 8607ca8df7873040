import CardRender

/// A short Markdown summary of a verification run, for a CI job's page (`$GITHUB_STEP_SUMMARY`) or a pull-request
/// comment: a heading with the outcome, where the report and the run's artefacts are, a table of the scripts checked
/// (failing ones first), then for each failing script its motion sentences (or, when nothing explained the change in
/// time, its failing frames with their geometry) and the command that approves it, as the report shows it.
///
/// It is bounded whatever the run: at most ``tableRows`` rows, ``detailedScripts`` scripts' details and
/// ``listedLines`` lines per script (each line at most ``lineLength`` characters of its source), every omission said
/// in words ("... and 12 more"), so it stays far below GitHub's 1 MiB cap on a step summary. Every text taken from a
/// script (names, node ids, paths) is escaped (``escaped(_:)``), so a name cannot break the table or add markup; the
/// commands go in fenced code blocks, where nothing is interpreted. It holds no time, so the same run gives the same
/// bytes.
public enum MarkdownSummary {
    /// What the summary knows besides the results: where the run's files went, and which part of the suite it covers.
    public struct Context: Sendable {
        /// The artefact folder as given to verify (`--artifacts`), which the report link and the approve commands
        /// name; `nil` when the run wrote none.
        public var artifacts: String?
        /// The report's file name in `artifacts` (`report.html`, `report-2-of-3.html`).
        public var report: String
        /// The part of a sharded run the results are.
        public var shard: Shard
        /// The absolute folder approve runs in when it is not the repository root (the commands then start with
        /// `cd FOLDER && `), as for the report.
        public var approveIn: String?
        /// The address of the CI run's page, which lists the artefacts it uploaded (``runPage(server:repository:runID:)``).
        public var runPage: String?

        public init(artifacts: String?, report: String = "report.html", shard: Shard = .whole, approveIn: String? = nil,
                    runPage: String? = nil) {
            self.artifacts = artifacts
            self.report = report
            self.shard = shard
            self.approveIn = approveIn
            self.runPage = runPage
        }
    }

    /// Scripts listed in the table; the rest are counted.
    public static let tableRows = 50
    /// Failing scripts given a part of their own (sentences and approve command); the rest are counted.
    public static let detailedScripts = 10
    /// Motion sentences (or failing frames) listed per script; the rest are counted.
    public static let listedLines = 10
    /// Characters kept of one sentence or name before it is cut with "…".
    public static let lineLength = 300

    /// The summary of `results` (one per script, or per script and variant), ending with a line feed.
    public static func markdown(for results: [ScriptVerification], context: Context) -> String {
        let failing = results.filter(\.isFailing)
        let ordered = failing + results.filter { !$0.isFailing }
        let hasVariants = results.contains { $0.variant != nil }
        let frames = results.reduce(0) { $0 + $1.frames.count }
        let failedFrames = results.reduce(0) { $0 + $1.failures.count }
        let scripts = { (count: Int) in (hasVariants ? "script variant" : "script") + (count == 1 ? "" : "s") }

        var lines: [String] = []
        let part = context.shard.count == 1 ? "" : ", shard \(context.shard.index) of \(context.shard.count)"
        let outcome = failing.isEmpty ? "passed" : "\(failing.count) of \(results.count) \(scripts(results.count)) failed"
        lines.append("## cardmotion verify\(part): \(outcome)")
        lines.append("")
        if results.isEmpty {
            lines.append("No script to check\(context.shard.count == 1 ? "" : " in this shard").")
        } else if failing.isEmpty {
            lines.append("Every frame matched its reference: \(frames) \(plural(frames, "frame")) of \(results.count) \(scripts(results.count)).")
        } else {
            lines.append("\(failedFrames) of \(frames) \(plural(frames, "frame")) failed.")
        }
        lines += links(context)

        if !results.isEmpty {
            lines.append("")
            lines.append(hasVariants ? "| Script | Variant | Frames | Failing |" : "| Script | Frames | Failing |")
            lines.append(hasVariants ? "| --- | --- | ---: | ---: |" : "| --- | ---: | ---: |")
            for result in ordered.prefix(tableRows) {
                let name = escaped(cut(ScriptStem.of(result.script)))
                let variant = hasVariants ? " \(escaped(cut(result.variant ?? "default"))) |" : ""
                lines.append("| \(name) |\(variant) \(result.frames.count) | \(result.failures.count) |")
            }
            if ordered.count > tableRows {
                let hiddenFailing = max(0, failing.count - tableRows)
                lines.append("")
                lines.append("... and \(ordered.count - tableRows) more \(scripts(ordered.count - tableRows))"
                             + (hiddenFailing > 0 ? " (\(hiddenFailing) of them failing)" : "") + ".")
            }
        }

        for result in failing.prefix(detailedScripts) {
            lines.append("")
            lines += details(of: result, context: context)
        }
        if failing.count > detailedScripts {
            lines.append("")
            lines.append("... and \(failing.count - detailedScripts) more failing \(scripts(failing.count - detailedScripts)): the report lists every one.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The links to the report and to the CI run's page, each a line of its own, escaped.
    static func links(_ context: Context) -> [String] {
        var lines: [String] = []
        if let artifacts = context.artifacts {
            let path = (artifacts.hasSuffix("/") ? artifacts : artifacts + "/") + context.report
            lines.append("")
            lines.append("Report: [\(escaped(cut(path)))](\(linkTarget(path))) (in the artefact folder).")
        }
        if let page = context.runPage {
            lines.append("")
            lines.append("Run: [the CI run's page](\(linkTarget(page))), which lists the artefacts it uploaded.")
        }
        return lines
    }

    /// A failing script's part: a heading with its counts, its motion sentences or its failing frames, then the
    /// command that accepts it.
    static func details(of result: ScriptVerification, context: Context) -> [String] {
        let failed = result.failures
        var lines = ["#### \(escaped(cut(result.label))): \(failed.count) of \(result.frames.count) \(plural(result.frames.count, "frame")) failed", ""]
        var items = MotionChange.sentences(result.motion)
        if items.isEmpty {
            items = failed.map { "\($0.name): \($0.describe)" + ($0.geometry.map { "; \($0)" } ?? "") }
        }
        if let mismatch = result.timingMismatch { items.insert("\(result.references): \(mismatch)", at: 0) }
        lines += items.prefix(listedLines).map { "- " + escaped(cut($0)) }
        if items.count > listedLines { lines.append("- ... and \(items.count - listedLines) more") }
        lines.append("")
        guard let artifacts = context.artifacts else {
            lines.append("Run verify with `--artifacts DIR` for the command that approves these frames.")
            return lines
        }
        let name = ScriptStem.of(result.script)
        // As the report decides: approve when a listed failing frame can be approved, else record again.
        let listed = failed.filter { $0.artifacts != nil }
        if listed.contains(where: { $0.approval != nil }) {
            lines.append("Approve them:")
            lines += codeBlock(HTMLReport.Commands.approve(folder: artifacts, script: name, in: context.approveIn,
                                                           references: result.variant == nil ? nil : result.references))
        } else {
            lines.append("Record the reference again:")
            lines += codeBlock(HTMLReport.Commands.record(script: result.script, reference: result.references, variant: result.variant))
        }
        return lines
    }

    /// `command` in a fenced `sh` block whose fence is longer than any run of backticks inside it, so nothing in the
    /// command can end the block.
    static func codeBlock(_ command: String) -> [String] {
        var longest = 0, run = 0
        for character in command {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return ["", fence + "sh", command, fence]
    }

    /// `word`, with an `s` unless `count` is 1.
    static func plural(_ count: Int, _ word: String) -> String {
        count == 1 ? word : word + "s"
    }

    /// `text` cut to ``lineLength`` characters, the cut marked with "…".
    static func cut(_ text: String) -> String {
        text.count <= lineLength ? text : String(text.prefix(lineLength)) + "…"
    }
}
