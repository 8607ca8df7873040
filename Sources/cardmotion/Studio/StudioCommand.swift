import ArgumentParser
import CardPlatform
import CardStudio
import Foundation

/// `cardmotion studio`: a live page that plays, scrubs and plots scripts, reading them again when they change.
struct StudioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: "Serve a live page that plays and scrubs scripts, with each card's curves; reloads on save.",
        discussion: """
        Prints 'studio: http://HOST:PORT/' as its first line, then serves until Ctrl-C (status 0). The page and \
        its API (GET /api/state?script=NAME, /frames/N.png?script=NAME, /frames/N.json, /api/events; with --reference also /api/verdicts, /references/N.png, /actuals/N.png, /diffs/N.png) are described in \
        docs/studio.md. A script that fails to read is served with its error above its last good frames. With \
        --variant or --all-variants, each variant is served as a script of its own, named SCRIPT/VARIANT, against \
        its own reference folder. With --review (and --reference), the first line is \
        'studio: http://HOST:PORT/#token=SECRET' and the page offers to accept failing frames: each accept verifies \
        the script as it is now and approves as cardmotion approve does (reference folders inside the current folder \
        only; see docs/security.md).
        """
    )

    @Argument(help: ArgumentHelp("One or more scripts (YAML or JSON).", valueName: "SCRIPT"))
    var scripts: [String]

    @Option(help: ArgumentHelp("The TCP port (0: any free port).", valueName: "PORT"))
    var port: UInt16 = 8080

    @Option(help: ArgumentHelp("The IPv4 address to listen on (0.0.0.0: every interface); anything but 127.x.x.x lets other machines see your scripts.", valueName: "ADDRESS"))
    var host: String = "127.0.0.1"

    @OptionGroup var assets: AssetOptions

    @OptionGroup var frameRate: FrameRateOption

    @Option(help: ArgumentHelp("Reference frames to compare with, laid out as verify reads them (one script: DIR/frame-NNNNN.png; several: DIR/<script name>/).", valueName: "DIR"))
    var reference: String?
    @Flag(help: "With --reference: Accept buttons that approve failing frames into it, as cardmotion approve does (only the page opened from the printed address can).")
    var review = false
    @OptionGroup var touches: TouchesOption
    @OptionGroup var variants: VariantOptions

    func validate() throws {
        guard !scripts.isEmpty else { throw ValidationError("give at least one script") }
        for script in scripts where FilePath.kind(of: script) != .regular {
            throw ValidationError("\(script): not a file")
        }
        if review && reference == nil {
            throw ValidationError("--review accepts frames into the --reference folder: give --reference DIR")
        }
    }

    func run() throws {
        let studio: Studio
        let server: HTTPServer
        do {
            studio = try Studio(paths: scripts, assets: assets.access, fps: frameRate.fps, reference: reference,
                                showsTouches: touches.showTouches, variants: variants.selection, review: review)
            try studio.watch()
            server = try HTTPServer(host: host, port: port, methods: review ? ["GET", "HEAD", "POST"] : HTTPRequest.readOnlyMethods)
        } catch let failure as Studio.Failure {
            throw CommandFailure(failure.description)
        } catch let failure as HTTPServer.Failure {
            throw CommandFailure(failure.description)
        }
        CleanStop.stopEndsRunCleanly()
        // On every interface (0.0.0.0), the URL that works on this machine; the others' in the warning.
        try StandardStreams.line("studio: http://\(HTTPServer.isWildcard(host) ? "127.0.0.1" : host):\(server.port)/"
                                 + (studio.token.map { "#token=\($0.text)" } ?? ""))
        if HTTPServer.isWildcard(host) {
            let urls = HTTPServer.interfaceAddresses().filter { !HTTPServer.isLoopback($0) }.map { "http://\($0):\(server.port)/" }
            StandardStreams.writeError("studio: warning: listening on every interface (0.0.0.0): other machines can read your scripts' frames"
                + (urls.isEmpty ? "\n" : " at \(urls.joined(separator: ", "))\n"))
        } else if !HTTPServer.isLoopback(host) {
            StandardStreams.writeError("studio: warning: listening on \(host), not a loopback address: other machines can read your scripts' frames\n")
        }
        for problem in studio.problems {
            StandardStreams.writeError("studio: \(problem.file):\(problem.line.map { "\($0):" } ?? "")\(problem.column.map { "\($0):" } ?? "") \(problem.message)\n")
        }
        let (host, port) = (host, server.port)
        server.serve { studio.answer($0, host: host, port: port) }
        throw CommandFailure("the studio's listening socket failed")
    }
}
