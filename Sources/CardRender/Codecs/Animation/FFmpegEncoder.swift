import CardPlatform
import Foundation

/// GIF or MP4, written by the `ffmpeg` program (see ``Kind`` for the settings of each and the measurements behind
/// them).
///
/// The initializer starts one ffmpeg, which reads raw frames from a pipe (`-f rawvideo -pix_fmt rgba -s WxH
/// -framerate FPS -i -`, the rate as an exact fraction such as `30000/1001`). ``append(_:)`` writes each frame to
/// the pipe as it comes, so CardMotion holds one frame at a time, and blocks while ffmpeg catches up; ffmpeg's
/// standard error is read all along on another thread (`FFmpegRun`, a `ChildProcess`), so that it never stalls
/// on a full pipe. ffmpeg is waited for by its exit, not by the end of its output; one that shows no progress for
/// `CARDMOTION_HELPER_TIMEOUT` seconds (20 by default) while it should read frames or finish is stopped, with an
/// error that says so; and it dies with CardMotion, even a CardMotion killed with SIGKILL.
///
/// ffmpeg writes only to a private temporary folder of our own (`TemporaryFiles`: `cardmotion-UUID` in
/// `NSTemporaryDirectory()`, mode 0700). For MP4 that one ffmpeg writes the file there. For GIF it writes the
/// palette made from every frame and the frames themselves, losslessly, to a spool file; ``finish()`` then runs a
/// second ffmpeg that reads the spool and the palette back and writes the GIF (see ``Kind/gif`` for why: ffmpeg's
/// memory stays bounded by the frame size, not the animation's length). ``finish()`` closes the pipe, waits for
/// ffmpeg (and runs the second pass), returns the file's bytes and removes the folder. The folder is removed on
/// every other path too: an error in either pass, or an encoder dropped before it finished (ffmpeg is then stopped).
///
/// ffmpeg is the program `CARDMOTION_FFMPEG` names, else the first `ffmpeg` on `PATH`; without one the initializer
/// throws "ffmpeg is not installed; install it with: apt-get install ffmpeg". An ffmpeg that fails (ends with a status
/// other than 0, or before it has read every frame) is an ``AnimationError`` with the last lines it wrote to standard
/// error; so is a file that is not a GIF or MP4 of the animation's kind (`OutputCheck`): it is never returned.
public final class FFmpegEncoder: AnimationEncoder {
    public let kind: Kind
    public let settings: AnimationSettings
    /// How many frames of the animation make one frame of the file (``Kind/frameStep(forFPS:)``).
    let frameStep: Int
    /// The ffmpeg program's path, for the second pass.
    private let program: String
    /// Seconds without progress after which ffmpeg is given up (``FFmpegProgram/timeout(in:)``).
    private let timeout: Double
    /// Where ffmpeg writes, until ``finish()`` has read the file.
    let files: TemporaryFiles
    /// The ffmpeg that reads the frames.
    private let reader: FFmpegRun
    private var framesAppended = 0
    /// Whether frames are still accepted (the reading ffmpeg runs).
    private var running = true

    /// Starts ffmpeg for an animation of `kind` with `settings`.
    ///
    /// - Parameters:
    ///   - kind: GIF or MP4, with its ffmpeg settings.
    ///   - settings: the frames' size, their timing and whether the animation loops, checked before ffmpeg starts.
    ///   - environment: where `CARDMOTION_FFMPEG` and `PATH` are looked up; the process's own by default.
    public init(kind: Kind, settings: AnimationSettings,
                environment: [String: String] = ProcessInfo.processInfo.environment) throws(AnimationError) {
        try settings.checkForEncoding(as: kind.name, maximumSide: kind.maximumSide)
        program = try FFmpegProgram.locate(in: environment)
        timeout = try FFmpegProgram.timeout(in: environment)
        self.kind = kind
        self.settings = settings
        frameStep = kind.frameStep(forFPS: settings.fps)
        files = try TemporaryFiles(kind: kind)
        let rate = FrameRateFraction(settings.fps).divided(by: frameStep)
        let arguments = [
            "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(settings.width)x\(settings.height)",
            "-framerate", rate.description, "-i", "-",
        ] + kind.firstPassArguments(width: settings.width, height: settings.height, loops: settings.loops, files: files)
        do {
            reader = try FFmpegRun(program: program, arguments: arguments, readingFrames: true, timeout: timeout)
        } catch {
            files.remove()
            throw error
        }
    }

    deinit {
        if running {
            _ = reader.end(stopping: true)
            files.remove()
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
            try reader.write(pixels)
        } catch {
            _ = endReading(stopping: true)
            throw abandon(error)
        }
    }

    public func finish() throws(AnimationError) -> [UInt8] {
        guard running else { throw AnimationError("the \(kind.name) animation is finished already") }
        guard framesAppended > 0 else {
            _ = endReading(stopping: true)
            throw abandon(AnimationError("an animation needs at least one frame"))
        }
        defer { files.remove() }
        if let failure = endReading(stopping: false) { throw failure }
        if let arguments = kind.secondPassArguments(loops: settings.loops, files: files) {
            let writer = try FFmpegRun(program: program, arguments: arguments, readingFrames: false, timeout: timeout)
            if let failure = writer.end(stopping: false, progress: { [files] in files.outputSize }) { throw failure }
        }
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(files.output)
        } catch {
            throw AnimationError("cannot read the \(kind.name) file ffmpeg wrote: \(error.reason)")
        }
        if let problem = OutputCheck.problem(in: bytes, kind: kind, settings: settings) {
            throw AnimationError("ffmpeg wrote a file that is not a valid \(kind.name): \(problem)")
        }
        return bytes
    }

    /// Ends the first pass: closes the reading ffmpeg's input (the end of the frames) and waits for it to end, first
    /// stopping it when `stopping`; no frame is accepted afterwards. Returns ffmpeg's failure, or `nil`.
    private func endReading(stopping: Bool) -> AnimationError? {
        running = false
        return reader.end(stopping: stopping)
    }

    /// Removes the temporary folder after a failure and returns `error`, to throw.
    private func abandon(_ error: AnimationError) -> AnimationError {
        files.remove()
        return error
    }
}
