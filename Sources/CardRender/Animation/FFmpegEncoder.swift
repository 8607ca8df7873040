import CardPlatform
import Foundation

/// GIF or MP4, written by the `ffmpeg` program (see ``Kind`` for the settings of each and the measurements behind
/// them).
///
/// One ffmpeg runs per animation, started by the initializer, reading raw frames from a pipe (`-f rawvideo -pix_fmt
/// rgba -s WxH -framerate FPS -i -`, the rate as an exact fraction such as `30000/1001`). ``append(_:)`` writes each
/// frame to the pipe as it comes, so CardMotion holds one frame at a time, and blocks while ffmpeg catches up;
/// ffmpeg's standard error is read all along on another thread, so that it never stalls on a full pipe. ffmpeg
/// writes the file to a temporary path of our own (`cardmotion-UUID.gif` in `NSTemporaryDirectory()`);
/// ``finish()`` closes the pipe, waits for ffmpeg, returns the file's bytes and removes the file. The file is removed
/// on every other path too: an error, or an encoder dropped before it finished (ffmpeg is then stopped).
///
/// ffmpeg is the program `CARDMOTION_FFMPEG` names, else the first `ffmpeg` on `PATH`; without one the initializer
/// throws "ffmpeg is not installed; install it with: apt-get install ffmpeg". An ffmpeg that fails (ends with a status
/// other than 0, or before it has read every frame) is an ``AnimationError`` with the last lines it wrote to standard
/// error.
public final class FFmpegEncoder: AnimationEncoder {
    public let kind: Kind
    public let settings: AnimationSettings
    /// How many frames of the animation make one frame of the file (``Kind/frameStep(forFPS:)``).
    let frameStep: Int
    private let process: Process
    private let input: FileHandle
    private let errors: StreamTail
    /// Where ffmpeg writes the file until ``finish()`` reads it.
    let outputPath: String
    private var framesAppended = 0
    private var running = true

    /// Starts ffmpeg for an animation of `kind` with `settings`.
    ///
    /// - Parameter environment: where `CARDMOTION_FFMPEG` and `PATH` are looked up; the process's own by default.
    public init(kind: Kind, settings: AnimationSettings,
                environment: [String: String] = ProcessInfo.processInfo.environment) throws(AnimationError) {
        try settings.checkForEncoding(as: kind.name, maximumSide: kind.maximumSide)
        let program = try FFmpegProgram.locate(in: environment)
        self.kind = kind
        self.settings = settings
        frameStep = kind.frameStep(forFPS: settings.fps)
        outputPath = NSTemporaryDirectory() + "cardmotion-\(UUID().uuidString).\(kind.rawValue)"
        guard FileManager.default.createFile(atPath: outputPath, contents: nil, attributes: [.posixPermissions: 0o600]) else {
            throw AnimationError("cannot create a temporary file in \(NSTemporaryDirectory())")
        }
        let rate = FrameRateFraction(settings.fps).divided(by: frameStep)
        process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = [
            "-hide_banner", "-nostats", "-loglevel", "error",
            "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(settings.width)x\(settings.height)",
            "-framerate", rate.description, "-i", "-",
        ] + kind.outputArguments(width: settings.width, height: settings.height, loops: settings.loops)
            + ["-y", outputPath]
        let inputPipe = Pipe(), errorPipe = Pipe()
        process.standardInput = inputPipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorPipe
        do {
            try process.run()
        } catch {
            try? FileManager.default.removeItem(atPath: outputPath)
            throw AnimationError("cannot start \(program): \(error.localizedDescription)")
        }
        input = inputPipe.fileHandleForWriting
        errors = StreamTail(reading: errorPipe.fileHandleForReading)
    }

    deinit {
        if running {
            try? input.close()
            process.terminate()
            process.waitUntilExit()
            try? FileManager.default.removeItem(atPath: outputPath)
        }
    }

    public func append(_ frame: RGBAImage) throws(AnimationError) {
        guard running else { throw AnimationError("the \(kind.name) animation is finished; no frame can be added") }
        try settings.checkSize(of: frame, index: framesAppended)
        defer { framesAppended += 1 }
        guard framesAppended % frameStep == 0 else { return }
        let pixels = kind.needsOpaqueFrames && !frame.isOpaque
            ? frame.composited(overRed: 255, green: 255, blue: 255).pixels : frame.pixels
        do {
            try PipeOutput.write(pixels, to: input.fileDescriptor)
        } catch {
            if error.readerHasGone {
                // ffmpeg has ended, or closed its input, before the last frame: its own words say why.
                throw abandon(end(stopping: false) ?? AnimationError("ffmpeg ended before it had read every frame"))
            }
            _ = end(stopping: true)
            throw abandon(AnimationError("cannot write to ffmpeg: \(error.reason)"))
        }
    }

    public func finish() throws(AnimationError) -> [UInt8] {
        guard running else { throw AnimationError("the \(kind.name) animation is finished already") }
        guard framesAppended > 0 else {
            _ = end(stopping: true)
            throw abandon(AnimationError("an animation needs at least one frame"))
        }
        if let failure = end(stopping: false) { throw abandon(failure) }
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        do {
            return try FileBytes.read(outputPath)
        } catch {
            throw AnimationError("cannot read the \(kind.name) file ffmpeg wrote: \(error.reason)")
        }
    }

    /// Closes ffmpeg's input (the end of the frames) and waits for ffmpeg to end, first stopping it (SIGTERM) when
    /// `stopping`. Returns ffmpeg's failure, with the last lines of its standard error, or `nil`.
    private func end(stopping: Bool) -> AnimationError? {
        running = false
        try? input.close()
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

    /// Removes the temporary file after a failure and returns `error`, to throw.
    private func abandon(_ error: AnimationError) -> AnimationError {
        try? FileManager.default.removeItem(atPath: outputPath)
        return error
    }
}
