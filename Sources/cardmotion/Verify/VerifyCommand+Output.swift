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

    /// Fails (exit 2) when a folder's references were recorded at another frame rate than this run draws (each
    /// pair is a reference folder and the run's frames per second): its frames show other instants.
    static func checkFrameRates(_ folders: [(references: String, fps: Double)]) throws {
        for (folder, fps) in folders {
            if let mismatch = try ReferenceFolder.frameRateMismatch(folder, fps: fps) {
                throw CommandFailure("reference \(folder) was \(mismatch): verify with --fps \(FrameRateMismatch.text(mismatch.recorded)), "
                                     + "or re-record it with --record all")
            }
        }
    }
}
