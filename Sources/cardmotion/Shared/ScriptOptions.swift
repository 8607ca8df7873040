import ArgumentParser
import CardMotion
import CardPlatform
import CardRender

/// `--assets` and `--allow-outside-paths`: which files besides its own folder a script may read.
struct AssetOptions: ParsableArguments {
    @Option(name: .customLong("assets"),
            help: ArgumentHelp("A folder whose images and fonts scripts may use besides their own folder (repeatable).", valueName: "DIR"))
    var folders: [String] = []

    @Flag(help: "Let scripts read images and fonts anywhere (by default only inside their own folder and the --assets folders).")
    var allowOutsidePaths = false

    func validate() throws {
        for folder in folders where FilePath.kind(of: folder) != .folder {
            throw ValidationError("--assets \(folder): not a folder")
        }
    }

    var access: AssetAccess { AssetAccess(folders: folders, allowsOutsidePaths: allowOutsidePaths) }
}

/// `--fps`, for the commands that sample a script in time.
struct FrameRateOption: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per second (overrides the script's fps).", valueName: "N"))
    var fps: Double?

    func validate() throws {
        try Self.check(fps)
    }

    /// Rejects a frame rate outside the script's range, as `--fps` (also `preview --animated`'s own `--fps`, which
    /// sets the animation's rate rather than overriding the script's).
    static func check(_ fps: Double?) throws {
        try LimitCheck.number(fps, named: "--fps", in: ScriptLimits.fps, unit: "frames per second")
    }
}

/// `--scale`, for the commands that draw.
struct ScaleOption: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Pixels per point (overrides the script's screen.scale).", valueName: "S"))
    var scale: Double?

    func validate() throws {
        try LimitCheck.number(scale, named: "--scale", in: ScriptLimits.scale, unit: "pixels per point")
    }
}

/// Options checked against the same ``ScriptLimits`` as the keys they override.
enum LimitCheck {
    static func number(_ value: Double?, named option: String, in range: ClosedRange<Double>, unit: String) throws {
        guard let value, !(value.isFinite && range.contains(value)) else { return }
        throw ValidationError("\(option) must be a number from \(plain(range.lowerBound)) to \(plain(range.upperBound)) (\(unit)), got \(value)")
    }

    /// `1` for 1.0, `0.25` for 0.25.
    static func plain(_ value: Double) -> String {
        NumberText.plain(value)
    }
}
