import ArgumentParser
import CardMotion

/// Loads scripts, turning every script problem into exit status 2 with the file, line and key named.
enum ScriptLoader {
    static func load(_ path: String) throws -> Script {
        do {
            return try ScriptDecoder.decode(contentsOf: path)
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// Most frames one script may produce (27 minutes at 60 fps): beyond it a run is a mistake, not a job.
    static let maximumFrames = 100_000

    /// Fails with the script's file named when it would produce more than ``maximumFrames`` frames.
    static func checkFrameCount(_ script: Script) throws {
        let timing = Playback.timing(of: script)
        guard timing.frameCount <= maximumFrames else {
            throw CommandFailure("\(script.sourcePath): \(timing.frameCount) frames (\(timing.duration) s at \(timing.fps) fps) exceed the limit of \(maximumFrames) frames per script; lower 'duration' or 'fps'")
        }
    }
}

/// Options shared by the commands that draw frames.
struct DrawingOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Frames per second (overrides the script's fps).", valueName: "N"))
    var fps: Double?

    @Option(help: ArgumentHelp("Pixels per point (overrides the script's screen.scale).", valueName: "S"))
    var scale: Double?

    func validate() throws {
        if let fps, !(fps.isFinite && fps >= 1 && fps <= 240) {
            throw ValidationError("--fps must be a number from 1 to 240 (frames per second), got \(fps)")
        }
        if let scale, !(scale.isFinite && scale >= 0.25 && scale <= 8) {
            throw ValidationError("--scale must be a number from 0.25 to 8 (pixels per point), got \(scale)")
        }
    }

    /// The script with the overrides applied.
    func apply(to script: Script) throws -> Script {
        try Self.apply(scale: scale, fps: fps, to: script)
    }

    /// `script` with a scale and frame rate overridden, checking the resulting frame size.
    static func apply(scale: Double?, fps: Double?, to script: Script) throws -> Script {
        var script = script
        if let scale {
            script.screen.scale = scale
            let pixels = script.screen.size.width * scale * script.screen.size.height * scale
            if pixels > 64_000_000 {
                throw CommandFailure("--scale \(scale): frames of \(Int(script.screen.size.width * scale)) x \(Int(script.screen.size.height * scale)) pixels exceed the limit of 64000000 pixels")
            }
        }
        if let fps { script.fps = fps }
        try ScriptLoader.checkFrameCount(script)
        return script
    }
}
