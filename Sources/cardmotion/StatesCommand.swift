import ArgumentParser
import CardPlatform
import CardMotion
import CardRender
import CardScene
import Foundation

/// `cardmotion states`: the simulated geometry of every frame as JSON Lines.
struct StatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "states",
        abstract: "Print the simulated geometry of every frame as JSON Lines (renders nothing).",
        discussion: """
        One JSON object per frame: {"frame", "time" (seconds), "nodes": [{"id", "kind", "index", "corners" \
        (screen points: top-left, top-right, bottom-right, bottom-left), "alpha", "rotation" (degrees, \
        clockwise positive), "scale" ([x, y]), "layers" (layers with an id, when any: [{"id", "corners", \
        "alpha"}])}], "events" (control callbacks since the previous frame, when any)}. The first node is the screen \
        itself, id "screen", its corners spanning the screen's size. With --variant or \
        --all-variants, each variant's frames follow one another and every line starts with its "variant" (its name).
        """
    )

    @Argument(help: ArgumentHelp("The script (YAML or JSON).", valueName: "SCRIPT"))
    var script: String

    @OptionGroup var assets: AssetOptions

    @OptionGroup var frameRate: FrameRateOption

    @OptionGroup var variants: VariantOptions

    func run() throws {
        let entries = try variants.plans(for: [script]) { path, variant in
            try ScriptLoader.plan(path, assets: assets.access, fps: frameRate.fps, variant: variant)
        }
        for entry in entries { try printStates(of: entry.plan, variant: entry.variant?.name) }
    }

    /// Every frame's line; each names `variant` first when there is one.
    private func printStates(of plan: PlaybackPlan, variant: String?) throws {
        let prefix = variant.map { "{\"variant\":" + JSONValue.string($0).formatted() + "," } ?? "{"
        let timing = plan.timing
        let playback = plan.makePlayback()
        var buffer = ""
        for frame in 0..<timing.frameCount {
            let time = timing.time(ofFrame: frame)
            let scene = playback.scene(at: time)
            let events = playback.takeEvents().map(StatesLine.Event.init)
            let line = StatesLine(frame: frame, time: time, scene: scene, events: events).listingScreen(size: plan.script.screen.size)
            buffer += prefix + line.text.dropFirst()
            buffer += "\n"
            if buffer.utf8.count > 1 << 16 {
                try StandardStreams.write(buffer)
                buffer = ""
            }
        }
        try StandardStreams.write(buffer)
    }
}
