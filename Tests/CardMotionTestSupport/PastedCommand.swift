import Foundation

/// Runs `command` in a POSIX shell with the built `cardmotion` first on the PATH, as a reader pastes a command the
/// tool printed (an approve command from a report or a failure message), in `folder` (`nil`: the test's own
/// current folder). Returns its exit status and everything it printed, both streams together.
public func pasteInShell(_ command: String, in folder: String? = nil) throws -> (status: Int32, output: String) {
    let binary = cardMotionProcess([]).executableURL!.deletingLastPathComponent().path
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = ["-c", command]
    shell.environment = ["PATH": binary + ":/usr/bin:/bin"]
    if let folder { shell.currentDirectoryURL = URL(fileURLWithPath: folder) }
    let output = Pipe()
    shell.standardOutput = output
    shell.standardError = output
    try shell.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    shell.waitUntilExit()
    return (shell.terminationStatus, printed)
}
