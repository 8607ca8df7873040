import CardPlatform
import Foundation

/// One run of the `ffmpeg` program, a ``ChildProcess``: with a pipe on its standard input when it reads the frames
/// from it, its standard error read all along, waited for by its exit, given up (and stopped) after the program's
/// ``ChildProcess/timeout`` without progress. Every run is quiet but for errors (`-hide_banner -nostats -loglevel
/// error`).
final class FFmpegRun {
    private let process: ChildProcess

    /// Starts `program` with `arguments` after the quiet options; with a pipe on standard input when `readingFrames`.
    init(program: String, arguments: [String], readingFrames: Bool, timeout: Double) throws(AnimationError) {
        do {
            process = try ChildProcess(program: program, arguments: ["-hide_banner", "-nostats", "-loglevel", "error"] + arguments,
                                       withInput: readingFrames, timeout: timeout)
        } catch {
            throw AnimationError(error.reason)
        }
    }

    /// Writes `bytes` (frames) to ffmpeg's input. A failure says why: ffmpeg's own last words when it has ended or
    /// closed its input, a timeout when it stopped reading (it is then stopped).
    func write(_ bytes: some ContiguousBytes) throws(AnimationError) {
        do {
            try process.write(bytes)
        } catch {
            guard error.readerHasGone else { throw AnimationError(error.reason) }
            // ffmpeg has ended, or closed its input, before the last frame: its own words say why.
            throw end(stopping: false) ?? AnimationError("ffmpeg ended before it had read every frame")
        }
    }

    /// Closes ffmpeg's input (the end of the frames), if it has one, and waits for ffmpeg to exit, first stopping it
    /// when `stopping`. `progress` grows while ffmpeg works (the size of the file it writes), for the timeout.
    /// Returns ffmpeg's failure, with the last lines of its standard error, or `nil` (always `nil` when `stopping`).
    func end(stopping: Bool, progress: (() -> Int)? = nil) -> AnimationError? {
        if stopping {
            process.stop()
            return nil
        }
        let ending: ChildProcess.Ending
        do {
            ending = try process.wait(progress: progress)
        } catch {
            return AnimationError(error.reason)
        }
        let messages = process.lastErrorLines(5)
        let detail = messages.isEmpty ? "" : ": " + messages
        switch ending {
        case .exited(0): return nil
        case .exited(let status): return AnimationError("ffmpeg failed (exit status \(status))\(detail)")
        case .signaled(let number): return AnimationError("ffmpeg was stopped by signal \(number)\(detail)")
        }
    }
}
