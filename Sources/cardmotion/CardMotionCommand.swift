import ArgumentParser
import CardPlatform
import CardRender
import Foundation

/// `cardmotion`: scripted card-UI animations rendered headlessly to PNG frames.
struct CardMotionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cardmotion",
        abstract: "Render card-UI animations from gesture scripts to PNG frames, headlessly.",
        discussion: """
        Exit status: 0 success, 1 a comparison found differences, 2 bad input or usage.
        Script format: docs/script-format.md; every command: docs/commands.md; examples: Examples/.
        """,
        version: "0.1.0",
        subcommands: [RenderCommand.self, StatesCommand.self, PreviewCommand.self, VerifyCommand.self, ApproveCommand.self,
                      CompareCommand.self, SchemaCommand.self, StudioCommand.self, ReviewCommand.self]
    )
}

@main
enum CardMotionMain {
    /// Every way out goes through ``CleanStop/exit(_:message:)``: it releases the folder locks, and lets a stop
    /// signal that came first decide the status. Every error message passes ``TerminalText`` on its way out, so
    /// no text from a file reaches the terminal with its control characters.
    static func main() {
        CleanStop.install(program: "cardmotion")
        FrameBufferReuse.enable()
        func fail(_ status: Int32, _ message: String) -> Never {
            CleanStop.exit(status, message: TerminalText.escapingControls(message) + "\n")
        }
        if let problem = ArgumentEncoding.problem() { fail(CommandFailure.badInput, "cardmotion: \(problem)") }
        // The temporary folders of runs killed before they could remove them (SIGKILL, a crash).
        TemporaryFolders.removeStale()
        do {
            var command = try CardMotionCommand.parseAsRoot()
            try command.run()
            CleanStop.exit(0)
        } catch let code as ExitCode {
            CleanStop.exit(code.rawValue)
        } catch let failure as CommandFailure {
            fail(failure.exitCode, "cardmotion: \(failure.message)")
        } catch let failure as RenderFailure {
            fail(CommandFailure.badInput, "cardmotion: \(failure.message)")
        } catch let failure as StandardStreams.Failure {
            fail(CommandFailure.badInput, "cardmotion: \(failure)")
        } catch let failure as OutputFile.Failure {
            fail(CommandFailure.badInput, "cardmotion: \(failure.description)")
        } catch let failure as Folders.Failure {
            fail(CommandFailure.badInput, "cardmotion: \(failure.description)")
        } catch let failure as FolderClaims.Failure {
            fail(CommandFailure.badInput, "cardmotion: \(failure.description)")
        } catch {
            let code = CardMotionCommand.exitCode(for: error)
            let message = CardMotionCommand.fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { print(message) }
                CleanStop.exit(0)
            }
            fail(CommandFailure.badInput, message)
        }
    }
}
