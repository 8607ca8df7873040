import CardMotion
import CardMotionTestSupport
import CardRender
import CardScene
import CardVerify
import Foundation
import Testing

/// Every control's drag moved in time, explained by ``MotionAnalysis`` on the scenes `verify` would draw (played,
/// not drawn): the recorded script against the same script with its drag 1, 3 and 10 frames later or earlier, or
/// 1.5 times as long.
@Suite struct MotionControlsTests {
    /// The tracks of `yaml`'s scenes at each frame, as `verify` gathers them (nodes and named layers).
    static func tracks(_ yaml: String) throws -> (MotionTracks, Double) {
        let plan = try PlaybackPlan(try ScriptDecoder.decode(yaml, file: "motion.yaml", baseDirectory: "/tmp"))
        let playback = plan.makePlayback(), timing = plan.timing
        var tracks = MotionTracks(frameCount: timing.frameCount)
        for frame in 0..<timing.frameCount {
            tracks.add(frame: frame, geometry: playback.scene(at: timing.time(ofFrame: frame)).nodes.flatMap(NodeGeometry.withLayers))
        }
        return (tracks, timing.fps)
    }

    static func sentences(recorded: String, actual: String) throws -> [String] {
        let (old, fps) = try tracks(recorded), (new, _) = try tracks(actual)
        return MotionChange.sentences(MotionAnalysis.changes(recorded: old, actual: new, fps: fps))
    }

    /// The nodes a control's drag moves, in the order the analysis names them: what a drag 1, 3 or 10 frames
    /// later or earlier shifts (the deck's back cards follow the top card's tilt, the switcher's pages scroll
    /// together, the sort grid's buttons between step aside).
    static let draggedNodes = ["stack": "card-0", "deck": "card-2, card-1, card-0",
                               "switcher": "card-0, card-1, card-2, card-3", "sortGrid": "button-0, button-1, button-2"]

    /// The recorded drag at 0.4 s against the same drag `frames` frames later (earlier when negative), in a 1.8 s
    /// script (2.8 s for the sort grid's press): every node it moves moves the same way that much later, said in frames and milliseconds.
    @Test(arguments: MotionControlScript.all)
    func aDragLaterOrEarlierIsTheSameMotionShifted(control: MotionControlScript) throws {
        let length = control.press.isEmpty ? 1.8 : 2.8
        let base = control.script(at: 0.4, duration: 0.6, length: length)
        for (frames, words) in [(1, "1 frame later (+17 ms)"), (3, "3 frames later (+50 ms)"), (10, "10 frames later (+167 ms)"),
                                (-1, "1 frame earlier (-17 ms)"), (-3, "3 frames earlier (-50 ms)"), (-10, "10 frames earlier (-167 ms)")] {
            let moved = control.script(at: 0.4 + Double(frames) / 60, duration: 0.6, length: length)
            let (old, _) = try Self.tracks(base), (new, _) = try Self.tracks(moved)
            let changes = MotionAnalysis.changes(recorded: old, actual: new, fps: 60)
            #expect(MotionChange.sentences(changes) == ["\(Self.draggedNodes[control.name]!): same motion, \(words)"], "\(control) \(frames)")
            let seconds = [1: 0.017, 3: 0.05, 10: 0.167][abs(frames)]! * (frames > 0 ? 1 : -1)
            #expect(changes.allSatisfy { $0.kind == .shifted(frames: frames, seconds: seconds) })
        }
    }

    /// The drag made 1.5 times as long (0.9 s instead of 0.6 s), the script ending while the finger still holds
    /// it: the dragged node follows the same path 1.5 times slower from the drag's start. The sort grid's press
    /// (1 s, the lift settled before the finger moves) comes first; the buttons it passes step aside later, each a
    /// fixed-length animation starting when the dragged button reaches it: shifted, not slower.
    @Test(arguments: [(MotionControlScript.stack, ["card-0: same path, 1.50x slower from 0.40 s"]),
                      // The back cards scale with the top card's tilt, which strays where the pan begins (the
                      // deck tilts from the previous update's bounding box): their best fit is a little slower.
                      (MotionControlScript.deck, ["card-2, card-1: same path, 1.51x slower from 0.40 s", "card-0: same path, 1.50x slower from 0.40 s"]),
                      (MotionControlScript.switcher, ["card-0, card-1, card-2, card-3: same path, 1.50x slower from 0.40 s"]),
                      (MotionControlScript.sortGrid, ["button-0: same path, 1.50x slower from 1.40 s", "button-1: same motion, 4 frames later (+67 ms)",
                                          "button-2: same motion, 13 frames later (+217 ms)"])])
    func aDragOneAndAHalfTimesAsLongIsTheSamePathSlower(control: MotionControlScript, sentences: [String]) throws {
        let length = control.press.isEmpty ? 1.2 : 2.2
        let (old, _) = try Self.tracks(control.script(at: 0.4, duration: 0.6, length: length))
        let (new, _) = try Self.tracks(control.script(at: 0.4, duration: 0.9, length: length))
        let changes = MotionAnalysis.changes(recorded: old, actual: new, fps: 60)
        #expect(MotionChange.sentences(changes) == sentences)
    }
}
