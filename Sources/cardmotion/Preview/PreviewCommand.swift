import ArgumentParser
import CardPlatform
import CardMotion
import CardRender
import Foundation

/// `cardmotion preview`: one frame, a contact sheet of evenly spaced frames, or a small looping animation.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Render one frame (or, with --sheet, a contact sheet of evenly spaced frames) to a PNG file, or with --animated a small looping animation of the whole script."
    )

    @Argument(help: ArgumentHelp("The script (YAML or JSON).", valueName: "SCRIPT"))
    var script: String

    @Option(parsing: .unconditional, help: ArgumentHelp("The time to show, in seconds.", valueName: "SECONDS"))
    var at: Double = 0

    @Option(name: .shortAndLong, help: ArgumentHelp("The PNG file to write.", valueName: "FILE.png"))
    var output: String?

    @Option(help: ArgumentHelp("Write a looping animation of the whole script instead, --width pixels wide (for READMEs and pull requests).", valueName: "FILE.apng|.webp|.gif|.mp4"))
    var animated: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Width of the animation, 16 to 4096 pixels; the height keeps the screen's proportions, and the scale it implies must be 0.25 to 8 pixels per point, as --scale.", valueName: "PIXELS"))
    var width: Int = 360

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per second of the animation.", valueName: "N"))
    var fps: Double = 30

    @OptionGroup var encoding: AnimationEncodingOptions

    @Flag(help: "Write a contact sheet of evenly spaced frames instead of one frame.")
    var sheet = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames on the sheet, 1 to 400: real frames of the script evenly spread from its first to its last, each at most once.", valueName: "N"))
    var count: Int = 12

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per row of the sheet.", valueName: "C"))
    var columns: Int = 4

    @Option(parsing: .unconditional, help: ArgumentHelp("Width of each frame on the sheet, 16 to 4096 pixels; the height keeps the frame's proportions. A frame narrower than this is shown at its own width, never enlarged.", valueName: "PIXELS"))
    var thumbWidth: Int = 180

    @OptionGroup var assets: AssetOptions

    @OptionGroup var scale: ScaleOption
    @OptionGroup var strictness: StrictOption
    @OptionGroup var touches: TouchesOption
    @OptionGroup var variants: VariantOptions

    @Flag(name: .customLong("variants"),
          help: "Write one picture of the script's variants side by side at --at (every variant, or those --variant names), each labelled, drawn at --scale (default 1).")
    var sideBySide = false

    /// The widths `--animated` may be drawn at, in pixels.
    static let widths = 16...4096

    /// Gap between frames on a sheet, in pixels.
    static let sheetSpacing = 8

    /// The thumbnail widths `--thumb-width` may ask for, in pixels.
    static let thumbWidths = 16...4096

    func validate() throws {
        guard at.isFinite, ScriptLimits.eventTime.contains(at) else {
            throw ValidationError("--at must be a time in seconds from 0 to \(LimitCheck.plain(ScriptLimits.eventTime.upperBound)), got \(at)")
        }
        guard (1...400).contains(count) else { throw ValidationError("--count must be from 1 to 400, got \(count)") }
        guard (1...100).contains(columns) else { throw ValidationError("--columns must be from 1 to 100, got \(columns)") }
        guard Self.thumbWidths.contains(thumbWidth) else {
            throw ValidationError("--thumb-width must be from \(Self.thumbWidths.lowerBound) to \(Self.thumbWidths.upperBound) pixels, got \(thumbWidth)")
        }
        switch (output, animated) {
        case (let output?, nil):
            guard output.lowercased().hasSuffix(".png") else { throw ValidationError("--output must name a .png file, got '\(output)'") }
            try encoding.check(for: nil)
        case (nil, let animated?):
            guard AnimationFormat(fileName: animated) != nil else {
                throw ValidationError("--animated must name a .apng, .webp, .gif or .mp4 file, got '\(animated)'")
            }
            guard Self.widths.contains(width) else {
                throw ValidationError("--width must be from \(Self.widths.lowerBound) to \(Self.widths.upperBound) pixels, got \(width)")
            }
            try FrameRateOption.check(fps)
            try encoding.check(for: AnimationFormat(fileName: animated))
        case (nil, nil): throw ValidationError("give --output FILE.png, or --animated FILE for an animation")
        case (_?, _?): throw ValidationError("give either --output or --animated, not both")
        }
        if sideBySide {
            if sheet || animated != nil { throw ValidationError("--variants draws one picture at --at: leave out --sheet and --animated") }
            if variants.allVariants { throw ValidationError("--variants draws every variant already; leave out --all-variants") }
        }
    }

    /// Which variants `--variants` shows: those `--variant` names, else all.
    private var sideBySideSelection: VariantOptions {
        var options = variants
        if options.patterns.isEmpty { options.allVariants = true }
        return options
    }

    func run() throws {
        if sideBySide, let output { return try writeVariants(to: output) }
        let load = { (path: String, variant: String?) in try ScriptLoader.load(path, assets: self.assets.access, variant: variant) }
        if let animated {
            for entry in try variants.plans(for: [script], load: { try PlaybackPlan(load($0, $1)) }) {
                try writeAnimation(to: entry.file(for: animated), variant: entry.variant?.name)
            }
            return
        }
        guard let output else { return }
        let entries = try variants.plans(for: [script]) { path, variant in
            touches.applied(to: try ScriptLoader.plan(path, assets: assets.access, scale: scale.scale, variant: variant))
        }
        for entry in entries { try writePicture(entry.plan, to: entry.file(for: output)) }
    }

    /// One frame, or with `--sheet` the contact sheet, of `plan` as a PNG file.
    private func writePicture(_ plan: PlaybackPlan, to output: String) throws {
        try strictness.report([plan.script])
        let renderers = try RendererPool(count: 1)
        try renderers.preload(plan)
        let shown = plan.timing.evenlySpacedFrames(count)
        let layout = ContactSheet(count: shown.count, columns: columns, spacing: Self.sheetSpacing,
                                  frameWidth: plan.script.screen.pixelWidth, frameHeight: plan.script.screen.pixelHeight,
                                  thumbnailWidth: thumbWidth)
        if sheet, let problem = ScriptLimits.imageSizeProblem(width: layout.width, height: layout.height, what: "a sheet") {
            throw CommandFailure("--count \(count) --columns \(columns) --thumb-width \(thumbWidth): \(problem); show fewer frames, choose a smaller --thumb-width, or change --columns (more columns make the sheet wider and less tall)")
        }
        try Folders.make(FilePath.folder(of: output))
        let image: RGBAImage
        if sheet {
            let playback = plan.makePlayback()
            image = try layout.compose(labels: shown.map { FrameLabel(frame: $0, timing: plan.timing) }) { position in
                let frame = shown[position], time = plan.timing.time(ofFrame: frame)
                return try renderers.render(playback.scene(at: time), source: script, moment: "the sheet's frame \(frame) at \(LimitCheck.plain(time)) s")
            }
        } else {
            image = try renderers.render(plan.makePlayback().scene(at: at), source: script, moment: "--at \(LimitCheck.plain(at))")
        }
        try PNGOutput.write(image, to: output, options: sheet ? .sheets : .frames)
        let frames = sheet ? "\(shown.count) frame\(shown.count == 1 ? "" : "s"), " : ""
        try StandardStreams.line("wrote \(output) (\(frames)\(image.width) x \(image.height) pixels)")
    }

    /// Every variant chosen side by side at `--at`, each at `--scale` (default 1) and labelled with its name.
    private func writeVariants(to output: String) throws {
        let entries = try sideBySideSelection.plans(for: [script]) { path, variant in
            touches.applied(to: try ScriptLoader.plan(path, assets: assets.access, scale: scale.scale ?? 1, variant: variant))
        }
        guard entries.allSatisfy({ $0.variant != nil }) else {
            throw CommandFailure("\(script): --variants shows a script's variants, and it declares none; add 'variants:' (docs/variants.md)")
        }
        try strictness.report(entries.map(\.plan.script))
        let strip = VariantStrip(sizes: entries.map { ($0.plan.script.screen.pixelWidth, $0.plan.script.screen.pixelHeight) })
        if let problem = ScriptLimits.imageSizeProblem(width: strip.width, height: strip.height, what: "the picture of \(entries.count) variants") {
            throw CommandFailure("--variants: \(problem); choose a smaller --scale or fewer variants with --variant")
        }
        let renderers = try RendererPool(count: 1)
        for entry in entries { try renderers.preload(entry.plan) }
        try Folders.make(FilePath.folder(of: output))
        let image = try strip.compose(labels: entries.map { $0.variant!.name }) { position in
            let entry = entries[position]
            try renderers.preload(entry.plan)
            return try renderers.render(entry.plan.makePlayback().scene(at: at), source: script,
                                        moment: "the variant \(entry.variant!.name) at --at \(LimitCheck.plain(at))")
        }
        try PNGOutput.write(image, to: output, options: .sheets)
        try StandardStreams.line("wrote \(output) (\(entries.count) variants, \(image.width) x \(image.height) pixels)")
    }

    /// The whole script, `width` pixels wide at `fps`, as a looping animation (in the variant named `variant`).
    private func writeAnimation(to file: String, variant: String?) throws {
        let screen = try ScriptLoader.load(script, assets: assets.access, variant: variant).screen
        let scale = Double(width) / screen.size.width
        try Self.checkDerivedScale(scale, width: width, screen: screen, script: script)
        let plan = touches.applied(to: try ScriptLoader.plan(script, assets: assets.access, scale: scale, fps: fps, variant: variant))
        try strictness.report([plan.script])
        let pipeline = try FramePipeline.showingNote(jobs: ProcessInfo.processInfo.activeProcessorCount, for: [plan])
        try pipeline.preload(plan)
        try Folders.make(FilePath.folder(of: file))
        let bytes = try AnimatedRender.write(plan, frames: 0..<plan.timing.frameCount, to: file,
                                             format: AnimationFormat(fileName: file)!, lossyQuality: encoding.quality,
                                             apngCompression: encoding.compression ?? .default, pipeline: pipeline)
        let drawn = plan.script.screen
        try StandardStreams.line("wrote \(file) (\(plan.timing.frameCount) frames, \(drawn.pixelWidth) x \(drawn.pixelHeight) pixels, \(bytes) bytes)")
    }

    /// The scale `--width` implies for `screen` is held to the limits of `--scale` and of frames, with a message
    /// about `--width`, the option the user gave.
    static func checkDerivedScale(_ scale: Double, width: Int, screen: Screen, script: String) throws {
        let points = screen.size.width
        let implied = "--width \(width): \(script)'s screen is \(LimitCheck.plain(points)) point\(points == 1 ? "" : "s") wide, so its animation would be drawn at \(LimitCheck.plain(scale)) pixels per point"
        let range = ScriptLimits.scale
        guard range.contains(scale) else {
            let lowest = max(Self.widths.lowerBound, Int((points * range.lowerBound).rounded(.up)))
            let highest = min(Self.widths.upperBound, Int((points * range.upperBound).rounded(.down)))
            let advice = lowest <= highest ? "choose a --width from \(lowest) to \(highest)"
                : "no --width from \(Self.widths.lowerBound) to \(Self.widths.upperBound) gives one; render it with 'cardmotion render \(script) --output NAME.apng' instead"
            throw CommandFailure("\(implied), outside \(LimitCheck.plain(range.lowerBound)) to \(LimitCheck.plain(range.upperBound)); \(advice)")
        }
        if let problem = ScriptLimits.frameSizeProblem(size: screen.size, scale: scale) {
            throw CommandFailure("\(implied): \(problem)")
        }
    }
}
