/// A script checked against ``ScriptLimits`` and timed, ready to play: the one entry point from a decoded script to
/// frames. Finding a script's length may mean playing it until it settles; a plan does that once, however many
/// times its timing is read, and every ``makePlayback()`` then plays the script for its frames.
public struct PlaybackPlan: Sendable {
    /// The script, with any overrides applied.
    public let script: Script
    /// Which instants the sequence shows.
    public let timing: FrameTiming
    /// Whether its scenes carry the fingers of the timeline as `Scene.touches` (`--show-touches`).
    public var showsTouches = false

    /// Checks `script` (its frame size and, once timed, its frame count) and times it, with `fps` overriding the
    /// script's frame rate. Errors name the script's file.
    public init(_ script: Script, fps: Double? = nil) throws(ScriptError) {
        var script = script
        if let fps { script.fps = fps }
        guard ScriptLimits.fps.contains(script.fps) else {
            throw ScriptError(file: script.sourcePath, path: "fps", message: "\(script.fps) is out of range: expected \(ScriptLimits.fps) frames per second")
        }
        if let problem = ScriptLimits.frameSizeProblem(size: script.screen.size, scale: script.screen.scale) {
            throw ScriptError(file: script.sourcePath, path: "screen", message: problem)
        }
        let timing = FrameTiming(fps: script.fps, duration: script.duration ?? Self.settledDuration(of: script))
        if let problem = ScriptLimits.frameCountProblem(timing) {
            throw ScriptError(file: script.sourcePath, path: "", message: problem)
        }
        self.script = script
        self.timing = timing
    }

    /// A new playback of the script from time 0.
    public func makePlayback() -> Playback {
        let playback = Playback(script: script)
        if showsTouches { playback.touchIndicators = TouchIndicator.Timeline(script.timeline, touchRate: script.touchRate) }
        return playback
    }

    /// The time everything has settled after the last finger lifts, plus ``Script/settlePadding``: found by playing
    /// the script (without drawing) until nothing is left to happen, or until ``ScriptLimits/settling`` seconds
    /// after the last event.
    static func settledDuration(of script: Script) -> Double {
        let playback = Playback(script: script)
        let lastEvent = script.timeline.map { event -> Double in
            guard case .gesture(let gesture) = event.action else { return event.time }
            let lift = TouchSynthesizer.touches(for: gesture, startingAt: event.time, touchRate: script.touchRate).last
            return lift?.time ?? event.time
        }.max() ?? 0
        playback.simulation.advance(to: lastEvent)
        let settled = playback.simulation.runUntilSettled(limit: lastEvent + ScriptLimits.settling)
        return max(settled, lastEvent) + Script.settlePadding
    }
}
