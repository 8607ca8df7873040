import ArgumentParser
import CardPlatform
import CardMotion
import CardRender
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
        "alpha"}])}], "events" (control callbacks since the previous frame, when any)}.
        """
    )

    @Argument(help: ArgumentHelp("The script (YAML or JSON).", valueName: "SCRIPT"))
    var script: String

    @OptionGroup var assets: AssetOptions

    @OptionGroup var frameRate: FrameRateOption

    func run() throws {
        let plan = try ScriptLoader.plan(script, assets: assets.access, fps: frameRate.fps)
        let timing = plan.timing
        let playback = plan.makePlayback()
        var buffer = ""
        for frame in 0..<timing.frameCount {
            let time = timing.time(ofFrame: frame)
            let scene = playback.scene(at: time)
            let events = playback.takeEvents().map(StatesLine.Event.init)
            buffer += StatesLine(frame: frame, time: time, scene: scene, events: events).text
            buffer += "\n"
            if buffer.utf8.count > 1 << 16 {
                try StandardStreams.write(buffer)
                buffer = ""
            }
        }
        try StandardStreams.write(buffer)
    }
}
