import ArgumentParser
import CardPlatform
import CardMotion
import CardRender
import Foundation

/// `cardmotion preview`: one frame, or a contact sheet of evenly spaced frames.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Render one frame (or, with --sheet, a contact sheet of evenly spaced frames) to a PNG file."
    )

    @Argument(help: ArgumentHelp("The script (YAML or JSON).", valueName: "SCRIPT"))
    var script: String

    @Option(parsing: .unconditional, help: ArgumentHelp("The time to show, in seconds.", valueName: "SECONDS"))
    var at: Double = 0

    @Option(name: .shortAndLong, help: ArgumentHelp("The PNG file to write.", valueName: "FILE.png"))
    var output: String

    @Flag(help: "Write a contact sheet of evenly spaced frames instead of one frame.")
    var sheet = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames on the sheet, from the first to the last instant.", valueName: "N"))
    var count: Int = 12

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per row of the sheet.", valueName: "C"))
    var columns: Int = 4

    @OptionGroup var scale: ScaleOption

    /// Gap between frames on a sheet, in pixels.
    static let sheetSpacing = 8

    func validate() throws {
        guard at.isFinite, ScriptLimits.eventTime.contains(at) else {
            throw ValidationError("--at must be a time in seconds from 0 to \(LimitCheck.plain(ScriptLimits.eventTime.upperBound)), got \(at)")
        }
        guard (1...400).contains(count) else { throw ValidationError("--count must be from 1 to 400, got \(count)") }
        guard (1...100).contains(columns) else { throw ValidationError("--columns must be from 1 to 100, got \(columns)") }
        guard output.lowercased().hasSuffix(".png") else { throw ValidationError("--output must name a .png file, got '\(output)'") }
    }

    func run() throws {
        let plan = try ScriptLoader.plan(script, scale: scale.scale)
        try AtomicFile.makeFolder(AtomicFile.folder(of: output))
        let renderers = try RendererPool(count: 1)
        let image: RGBAImage
        if sheet {
            let duration = plan.timing.duration
            let times = (0..<count).map { count == 1 ? 0 : duration * Double($0) / Double(count - 1) }
            let playback = plan.makePlayback()
            var frames: [RGBAImage] = []
            for time in times { frames.append(try renderers.render(playback.scene(at: time))) }
            image = ContactSheet.compose(frames, columns: min(columns, count), spacing: Self.sheetSpacing)
        } else {
            image = try renderers.render(plan.makePlayback().scene(at: at))
        }
        try PNGOutput.write(image, to: output)
        try StandardStreams.line("wrote \(output) (\(image.width) x \(image.height) pixels)")
    }
}
