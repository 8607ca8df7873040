import ArgumentParser
import Foundation

/// `--jobs N`, for the commands that work on several threads: 1 to ``range``'s upper bound, the number of cores by
/// default, checked here once. Each command words what its threads do (``Help``).
struct JobsOption<Help: JobsOptionHelp>: ParsableArguments {
    /// The numbers of threads a command takes.
    static var range: ClosedRange<Int> { 1...256 }

    @Option(parsing: .unconditional, help: ArgumentHelp(Help.text, valueName: "N"))
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        guard Self.range.contains(jobs) else {
            throw ValidationError("--jobs must be from \(Self.range.lowerBound) to \(Self.range.upperBound), got \(jobs)")
        }
    }
}

/// A command's help line for `--jobs`: what its threads do.
protocol JobsOptionHelp {
    static var text: String { get }
}
