import Foundation

/// One finished run of the built `cardmotion` binary: its exit status and what it wrote to each stream.
public struct CommandLineRun: Sendable {
    public let status: Int32
    public let stdout: String
    public let stderr: String
    /// Whether the run was stopped for taking longer than its time limit.
    public let timedOut: Bool
}

/// Runs the built `cardmotion` with `arguments` to its end and captures its exit status, standard output and
/// standard error.
///
/// - Parameters:
///   - environment: the whole environment of the run; `nil` passes on the test's own.
///   - timeLimit: seconds after which the run is killed (and ``CommandLineRun/timedOut`` is set), so that a hang
///     fails its test instead of the suite.
///   - directory: the run's current folder; `nil` keeps the test's own.
public func runCardMotion(_ arguments: [String], environment: [String: String]? = nil,
                          timeLimit: Double = 300, in directory: String? = nil) throws -> CommandLineRun {
    let process = cardMotionProcess(arguments, environment: environment)
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let start = Date()
    let watchdog = HungProcess.Watchdog(process, timeLimit: timeLimit)
    // Both streams at once: a run that fills one pipe while the other is read would otherwise wait for its limit.
    let errors = ResultBox<Data>(), reading = DispatchGroup()
    DispatchQueue.global().async(group: reading) { errors.append(err.fileHandleForReading.readDataToEndOfFile()) }
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    reading.wait()
    let stderr = errors.values.first ?? Data()
    process.waitUntilExit()
    let hung = watchdog.stop()
    return CommandLineRun(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                          stderr: String(decoding: stderr, as: UTF8.self)
                            + (hung.map { "\n[stopped after \(timeLimit) s, its threads then:\n\($0)]" } ?? ""),
                          timedOut: Date().timeIntervalSince(start) >= timeLimit)
}

/// A process of the built `cardmotion` with `arguments`, not started yet: for tests that choose its streams
/// themselves or send it signals.
///
/// The binary is the one SwiftPM builds next to the test bundle (found through `/proc/self/exe`); it is built only
/// for test targets that depend on the `cardmotion` target.
///
/// - Parameter environment: the whole environment of the run; `nil` passes on the test's own.
public func cardMotionProcess(_ arguments: [String], environment: [String: String]? = nil) -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("cardmotion")
    process.arguments = arguments
    if let environment { process.environment = environment }
    return process
}
