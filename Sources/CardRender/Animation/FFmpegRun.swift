import Foundation

/// One run of the `ffmpeg` program: the process, the writing end of its standard input when it reads frames from a
/// pipe, and the end of its standard error, read all along on another thread (``StreamTail``) so that ffmpeg never
/// stalls on a full pipe. Every run is quiet but for errors (`-hide_banner -nostats -loglevel error`).
final class FFmpegRun {
    private let process = Process()
    private let errors: StreamTail
    /// Where the frames are written, when the run reads them from standard input (`-i -`); else `nil` (standard
    /// input is the null device).
    let input: FileHandle?

    /// Starts `program` with `arguments` after the quiet options; with a pipe on standard input when `readingFrames`.
    init(program: String, arguments: [String], readingFrames: Bool) throws(AnimationError) {
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = ["-hide_banner", "-nostats", "-loglevel", "error"] + arguments
        let inputPipe = readingFrames ? Pipe() : nil, errorPipe = Pipe()
        process.standardInput = inputPipe ?? FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorPipe
        do {
            try process.run()
        } catch {
            throw AnimationError("cannot start \(program): \(error.localizedDescription)")
        }
        input = inputPipe?.fileHandleForWriting
        errors = StreamTail(reading: errorPipe.fileHandleForReading)
    }

    /// Closes ffmpeg's input (the end of the frames), if it has one, and waits for ffmpeg to end, first stopping it
    /// (SIGTERM) when `stopping`. Returns ffmpeg's failure, with the last lines of its standard error, or `nil` (always
    /// `nil` when `stopping`).
    func end(stopping: Bool) -> AnimationError? {
        try? input?.close()
        if stopping { process.terminate() }
        process.waitUntilExit()
        let messages = errors.lastLines(5)
        let detail = messages.isEmpty ? "" : ": " + messages
        guard !stopping else { return nil }
        if process.terminationReason == .uncaughtSignal {
            return AnimationError("ffmpeg was stopped by signal \(process.terminationStatus)\(detail)")
        }
        if process.terminationStatus != 0 {
            return AnimationError("ffmpeg failed (exit status \(process.terminationStatus))\(detail)")
        }
        return nil
    }
}
