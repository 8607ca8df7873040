import ArgumentParser
import CardMotion
import CardPlatform
import CardRender
import Foundation

/// `cardmotion render`: every frame of one or more scripts as numbered PNG files.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render the frames of each script to DIR/frame-00000.png, frame-00001.png, ...",
        discussion: """
        Frame i shows time i/fps. With several scripts, each gets a sub-folder named after the script's file \
        name without extension. Files are written under a temporary name and renamed when complete. \
        Rendering the whole sequence removes frame files left over from a longer earlier run.
        """
    )

    @Argument(help: ArgumentHelp("One or more scripts (YAML or JSON).", valueName: "SCRIPT"))
    var scripts: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("Output folder.", valueName: "DIR"))
    var output: String = "frames"

    @OptionGroup var assets: AssetOptions

    @OptionGroup var frameRate: FrameRateOption

    @OptionGroup var scale: ScaleOption

    @Option(help: ArgumentHelp("Rendering threads (default: the number of cores). The frames are identical for any value.", valueName: "N"))
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup var sharding: ShardOptions

    @Option(help: ArgumentHelp("First time to render, in seconds.", valueName: "T"))
    var from: Double?

    @Option(help: ArgumentHelp("Last time to render, in seconds.", valueName: "T"))
    var to: Double?

    func validate() throws {
        guard !scripts.isEmpty else { throw ValidationError("give at least one script") }
        guard (1...256).contains(jobs) else { throw ValidationError("--jobs must be from 1 to 256, got \(jobs)") }
        for (name, value) in [("--from", from), ("--to", to)] {
            if let value, !(value.isFinite && ScriptLimits.eventTime.contains(value)) {
                throw ValidationError("\(name) must be a time in seconds from 0 to \(LimitCheck.plain(ScriptLimits.eventTime.upperBound)), got \(value)")
            }
        }
        if let from, let to, from > to { throw ValidationError("--from (\(from) s) is after --to (\(to) s)") }
        try Self.checkStems(scripts)
    }

    /// With several scripts, each one's sub-folder is its file name stem: stems must be distinct and usable as a
    /// folder inside the output folder ('.' and '..' would write outside their own folder).
    static func checkStems(_ scripts: [String]) throws {
        guard scripts.count > 1 else { return }
        for path in scripts where [".", "..", ""].contains(stem(path)) {
            throw ValidationError("the script '\(path)' has no usable name for its sub-folder; rename the file")
        }
        let stems = scripts.map(stem)
        if Set(stems).count != stems.count {
            throw ValidationError("two scripts share the file name stem '\(stems.first { s in stems.filter { $0 == s }.count > 1 }!)'; their frames would share a folder")
        }
    }

    static func stem(_ path: String) -> String {
        URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }

    func run() throws {
        // Read every script first: a bad one fails the run before anything is written.
        let plans = try scripts.map { path in (path, try ScriptLoader.plan(path, assets: assets, scale: scale.scale, fps: frameRate.fps)) }
        let mine = sharding.shard.select(plans) { $0.1.timing.frameCount }
        let pipeline = try FramePipeline(jobs: jobs, for: mine.map(\.1))
        // Every image too, before the first frame is written.
        for (_, plan) in mine { try pipeline.preload(plan) }
        if mine.isEmpty { try StandardStreams.line("render: shard \(sharding.shard) has no scripts (\(scripts.count) scripts in \(sharding.shard.count) parts)") }
        for (path, plan) in mine {
            let folder = scripts.count == 1 ? output : output + "/" + Self.stem(path)
            try render(plan, into: folder, pipeline: pipeline)
        }
    }

    private func render(_ plan: PlaybackPlan, into folder: String, pipeline: FramePipeline) throws {
        try AtomicFile.makeFolder(folder)
        let timing = plan.timing
        let frames = timing.frames(from: from, to: to)
        let progress = Progress(total: frames.count, label: Self.stem(plan.script.sourcePath))
        try pipeline.run(playback: plan.makePlayback(), timing: timing, frames: frames,
                         prepare: { _ = try $0.pngBytes() }) { frame, rendered in
            try PNGOutput.write(try rendered.pngBytes(), to: folder + "/" + FrameFileName.of(frame))
            progress.advance()
        }
        if from == nil && to == nil { StaleFrames.remove(in: folder, keeping: timing.frameCount) }
        let seconds = progress.finish()
        try StandardStreams.line(Progress.summary(frames: frames.count, seconds: seconds, destination: folder))
    }
}

/// Frame files of earlier runs.
enum StaleFrames {
    /// Deletes frame files numbered `count` or higher (left by an earlier, longer run).
    static func remove(in folder: String, keeping count: Int) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            if let index = FrameFileName.index(of: name), index >= count { OutputFile.remove(folder + "/" + name) }
        }
    }
}
