import ArgumentParser
import CardPlatform
import Foundation

/// `cardmotion`: scripted card-UI animations rendered headlessly to PNG frames.
struct CardMotionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cardmotion",
        abstract: "Render card-UI animations from gesture scripts to PNG frames, headlessly.",
        discussion: """
        Exit status: 0 success, 1 a comparison found differences, 2 bad input or usage.
        Script format and examples: see README.md.
        """,
        version: "0.1.0",
        subcommands: [RenderCommand.self, StatesCommand.self, PreviewCommand.self, VerifyCommand.self, CompareCommand.self,
                      SchemaCommand.self]
    )
}

@main
enum CardMotionMain {
    static func main() {
        CleanStop.install(program: "cardmotion")
        do {
            var command = try CardMotionCommand.parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            exit(code.rawValue)
        } catch let failure as CommandFailure {
            StandardStreams.writeError("cardmotion: \(failure.message)\n")
            exit(failure.exitCode)
        } catch let failure as StandardStreams.Failure {
            StandardStreams.writeError("cardmotion: \(failure)\n")
            exit(CommandFailure.badInput)
        } catch {
            let code = CardMotionCommand.exitCode(for: error)
            let message = CardMotionCommand.fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { print(message) }
                exit(0)
            }
            StandardStreams.writeError("\(message)\n")
            exit(CommandFailure.badInput)
        }
    }
}
