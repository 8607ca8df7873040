import CardPlatform
import CardRender
import CardVerify

extension VerifyCommand {
    /// Writes the run's results: the frame lines and the summary on stdout, or with `--list-failed` on stderr
    /// with only the failing scripts' paths on stdout; then a warning on stderr for each ignore glob that matched
    /// no node in any frame of its script.
    func report(_ results: [ScriptVerification], seconds: Double) throws {
        var lines = Self.frameLines(results)
        lines.append(Self.summary(results, seconds: seconds, artifacts: artifacts, report: reportName("report", "html")))
        for result in results {
            for glob in result.unmatchedIgnores {
                StandardStreams.writeError("warning: \(result.script): ignore '\(TerminalText.escapingControls(glob))' matched no node in any frame\n")
            }
        }
        guard listFailed else {
            for line in lines { try StandardStreams.line(line) }
            return
        }
        for line in lines { StandardStreams.writeError(line + "\n") }
        for result in results where result.isFailing { try StandardStreams.line(result.script) }
    }
}
