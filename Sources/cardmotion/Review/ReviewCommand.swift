import ArgumentParser
import CardPlatform
import CardStudio
import Foundation

/// `cardmotion review`: a failed verify run's report served with Accept buttons, so that a reviewer accepts frames,
/// scripts, variants and groups of matching changes in the browser, with the checks of `cardmotion approve`.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Serve a failed verify run's report with Accept buttons; accepting approves as cardmotion approve does.",
        discussion: """
        ARTIFACTS is a folder that verify --artifacts wrote; run review from the folder verify ran in, as approve. \
        Prints 'review: http://HOST:PORT/#token=SECRET' as its first line, then serves until Ctrl-C (status 0): \
        open that address (only a page opened with its token can accept). Each accept replaces references exactly as \
        cardmotion approve does (inside the current folder, digests checked, all or nothing) and appends a line to \
        ARTIFACTS/approvals.jsonl, which 'cardmotion approve ARTIFACTS --from FILE' replays elsewhere. See \
        docs/commands.md and docs/security.md.
        """
    )

    @Argument(help: ArgumentHelp("The artefact folder of a failed verify run.", valueName: "ARTIFACTS"))
    var artifacts: String

    @Option(help: ArgumentHelp("Accept only into this reference folder (inside the current folder; repeatable).", valueName: "DIR"))
    var reference: [String] = []

    @Option(help: ArgumentHelp("The TCP port (0: any free port).", valueName: "PORT"))
    var port: UInt16 = 8081

    @Option(help: ArgumentHelp("The IPv4 address to listen on; anything but 127.x.x.x lets other machines see the report (never the token).", valueName: "ADDRESS"))
    var host: String = "127.0.0.1"

    @Flag(name: .customLong("read-only"), help: "Show the report without Accept buttons and refuse every change.")
    var readOnly = false

    func validate() throws {
        guard FilePath.kind(of: artifacts) == .folder else { throw ValidationError("\(artifacts): not a folder") }
    }

    func run() throws {
        let review: Review
        let server: HTTPServer
        do {
            review = try Review(artifacts: artifacts, references: reference, readOnly: readOnly)
            server = try HTTPServer(host: host, port: port, methods: ["GET", "HEAD", "POST"])
        } catch let failure as Review.Failure {
            throw CommandFailure(failure.description)
        } catch let failure as HTTPServer.Failure {
            throw CommandFailure(failure.description)
        }
        CleanStop.stopEndsRunCleanly()
        let shown = HTTPServer.isWildcard(host) ? "127.0.0.1" : host
        try StandardStreams.line("review: http://\(shown):\(server.port)/" + (readOnly ? "" : "#token=\(review.token.text)"))
        if !HTTPServer.isLoopback(host) {
            StandardStreams.writeError("review: warning: listening on \(host), not a loopback address: other machines can read the report\n")
        }
        let left = try review.framesLeft()
        StandardStreams.writeError("review: \(left) failing frame\(left == 1 ? "" : "s") to accept\(readOnly ? " (read-only)" : "")\n")
        let (host, port) = (host, server.port)
        server.serve { review.answer($0, host: host, port: port) }
        throw CommandFailure("the review's listening socket failed")
    }
}
