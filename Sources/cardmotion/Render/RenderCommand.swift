import ArgumentParser
import CardMotion
import CardPlatform
import CardRender
import CardVerify
import Foundation

/// `cardmotion render`: every frame of one or more scripts as numbered PNG files, or as one animated file.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render the frames of each script to DIR/frame-00000.png, frame-00001.png, ... or to one animated file.",
        discussion: """
        Frame i shows time i/fps. With several scripts, each gets a sub-folder named after the script's file \
        name without extension. Frames are written under temporary names and renamed into place only when every \
        frame is drawn: a run that fails part-way leaves its folders as they were. A --from/--to range with no \
        frame is an error. \
        Rendering the whole sequence removes frame files (frame-NNNNN.png) left past its end by a longer earlier \
        run, never a file the script reads. Each folder is locked for the run: a second run into it stops at once. \
        An --output ending in .apng, .webp, .gif or .mp4 writes one animated file at the script's frame rate \
        (--format says the same for a folder: DIR/<script>.apng). APNG and WebP are lossless; GIF and MP4 go \
        through the ffmpeg program. With --variant or --all-variants, each variant of a script goes one folder \
        deeper: DIR/<variant>/frame-00000.png, or <variant>/NAME.apng beside where the one file would go.
        """
    )

    @Argument(help: ArgumentHelp("One or more scripts (YAML or JSON).", valueName: "SCRIPT"))
    var scripts: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("Output folder, or one animated file (NAME.apng, .webp, .gif, .mp4).", valueName: "DIR"))
    var output: String = "frames"

    @Option(help: ArgumentHelp("png (a folder of frames), apng, webp, gif or mp4 (default: from --output's extension, else png).", valueName: "FORMAT"))
    var format: OutputFormat?

    @OptionGroup var encoding: AnimationEncodingOptions

    @OptionGroup var assets: AssetOptions

    @OptionGroup var frameRate: FrameRateOption

    @OptionGroup var scale: ScaleOption

    @OptionGroup var threads: JobsOption<Threads>

    @OptionGroup var sharding: ShardOptions
    @OptionGroup var strictness: StrictOption
    @OptionGroup var touches: TouchesOption
    @OptionGroup var variants: VariantOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("First time to render, in seconds.", valueName: "T"))
    var from: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Last time to render, in seconds.", valueName: "T"))
    var to: Double?

    func validate() throws {
        guard !scripts.isEmpty else { throw ValidationError("give at least one script") }
        for (name, value) in [("--from", from), ("--to", to)] {
            if let value, !(value.isFinite && ScriptLimits.eventTime.contains(value)) {
                throw ValidationError("\(name) must be a time in seconds from 0 to \(LimitCheck.plain(ScriptLimits.eventTime.upperBound)), got \(value)")
            }
        }
        if let from, let to, from > to { throw ValidationError("--from (\(from) s) is after --to (\(to) s)") }
        try Self.checkStems(scripts)
        let animation = try destination.animation
        try encoding.check(for: animation)
    }

    /// Where the frames go: folders of PNG frames, or one animated file per script.
    var destination: OutputDestination {
        get throws { try OutputDestination(output: output, format: format, scripts: scripts.count) }
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
        ScriptStem.of(path)
    }

    func run() throws {
        // Read every script first: a bad one fails the run before anything is written.
        let plans = try variants.plans(for: scripts) { path, variant in
            touches.applied(to: try ScriptLoader.plan(path, assets: assets.access, scale: scale.scale, fps: frameRate.fps, variant: variant))
        }
        let mine = sharding.shard.select(plans) { $0.plan.timing.frameCount }
        try strictness.report(mine.map(\.plan.script))
        for entry in mine { try checkRange(of: entry.plan, path: entry.path) }
        let pipeline = try FramePipeline.showingNote(jobs: threads.jobs, for: mine.map(\.plan))
        // Every image too, before the first frame is written.
        for entry in mine { try pipeline.preload(entry.plan) }
        if mine.isEmpty { try StandardStreams.line("render: shard \(sharding.shard) has no scripts (\(plans.count) scripts and variants in \(sharding.shard.count) parts)") }
        let destination = try self.destination
        if let animation = destination.animation {
            for entry in mine {
                let file = entry.file(for: destination.file(for: entry.path))
                try Folders.make(FilePath.folder(of: file))
                try renderAnimation(entry, to: file, format: animation, pipeline: pipeline)
            }
            return
        }
        let targets = mine.map { entry in (entry, entry.folder(in: scripts.count == 1 ? output : output + "/" + Self.stem(entry.path))) }
        // Every folder is locked before the first frame is written: a run that meets another's folder stops at once.
        for (_, folder) in targets { try FolderClaims.untilExit.claim(folder, chosenBy: "--output") }
        // Frames are staged and put in place only when every frame of every script is drawn: a run that fails
        // part-way (a limit only met while drawing a late frame) leaves every folder as it was.
        let summaries = try OutputBatch.allOrNothing { batch in
            try targets.map { entry, folder in try render(entry, into: folder, pipeline: pipeline, batch: batch) }
        }.result
        if from == nil && to == nil {
            for (entry, folder) in targets {
                StaleFrames.remove(in: folder, from: entry.plan.timing.frameCount, keeping: StaleFrames.inputs(of: entry.plan.script))
            }
        }
        for line in summaries { try StandardStreams.line(line) }
    }

    /// A `--from`/`--to` range that selects no frame of `plan` is bad input, for a folder and an animated file alike.
    private func checkRange(of plan: PlaybackPlan, path: String) throws {
        guard from != nil || to != nil, plan.timing.frames(from: from, to: to).isEmpty else { return }
        let timing = plan.timing
        let options = [("--from", from), ("--to", to)].compactMap { name, value in value.map { "\(name) \(LimitCheck.plain($0))" } }
        throw CommandFailure("\(path): \(options.joined(separator: " ")) select\(options.count == 1 ? "s" : "") no frame: "
            + "the script lasts \(LimitCheck.plain(timing.duration)) s (frames at 0 to "
            + "\(LimitCheck.plain(timing.time(ofFrame: timing.frameCount - 1))) s); choose times within it")
    }

    private func renderAnimation(_ entry: VariantPlan, to file: String, format: AnimationFormat, pipeline: FramePipeline) throws {
        let plan = entry.plan
        let frames = plan.timing.frames(from: from, to: to)
        let progress = Progress(total: frames.count, label: entry.label)
        let bytes = try AnimatedRender.write(plan, frames: frames, to: file, format: format, lossyQuality: encoding.quality,
                                             apngCompression: encoding.compression ?? .default, pipeline: pipeline, progress: progress)
        let seconds = progress.finish()
        try StandardStreams.line(Progress.summary(frames: frames.count, seconds: seconds, destination: "\(file) (\(bytes) bytes)"))
    }

    /// Stages the frames of `plan` for `folder` in `batch`; returns the summary line to print once they are in place.
    private func render(_ entry: VariantPlan, into folder: String, pipeline: FramePipeline, batch: OutputBatch) throws -> String {
        let plan = entry.plan
        let timing = plan.timing
        let frames = timing.frames(from: from, to: to)
        let progress = Progress(total: frames.count, label: entry.label)
        try pipeline.run(plan, frames: frames, prepare: { _ = try $0.pngBytes() }) { frame, rendered in
            try batch.write(try rendered.pngBytes(), to: folder + "/" + FrameFileName.of(frame))
            progress.advance()
        }
        let seconds = progress.finish()
        return Progress.summary(frames: frames.count, seconds: seconds, destination: folder)
    }
}

/// `--format`'s values.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case png, apng, webp, gif, mp4

    var animation: AnimationFormat? { AnimationFormat(rawValue: rawValue) }
}

/// What `--output` and `--format` say together: PNG frames in folders, or one animated file per script.
struct OutputDestination {
    let output: String
    /// The animated format, or `nil` for PNG frames.
    let animation: AnimationFormat?
    /// Whether `--output` names the file itself (one script) rather than the folder the files go in.
    let namesFile: Bool

    init(output: String, format: OutputFormat?, scripts: Int) throws {
        self.output = output
        let named = AnimationFormat(fileName: output)
        switch (named, format) {
        case (let named?, let format):
            if let format, format.animation != named {
                throw ValidationError("--output \(output) names a .\(named.fileExtension) file but --format is \(format.rawValue)")
            }
            guard scripts == 1 else {
                throw ValidationError("--output \(output) names one file; with several scripts give a folder and --format \(named.rawValue)")
            }
            animation = named
            namesFile = true
        case (nil, let format):
            animation = format?.animation
            namesFile = false
        }
    }

    /// The animated file for the script at `path`: `--output` itself, or `--output/<script>.<format>`.
    func file(for path: String) -> String {
        guard !namesFile, let animation else { return output }
        return output + "/" + RenderCommand.stem(path) + "." + animation.fileExtension
    }
}
