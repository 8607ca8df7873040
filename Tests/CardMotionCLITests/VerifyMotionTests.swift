import CardMotionTestSupport
import Foundation
import Testing

/// `verify` explains failing frames in time: for every control, references recorded from a drag at 0.4 s, then the
/// same script with the drag 3 frames later, or 1.5 times as long, checked against them. The sentences come once
/// per finding before the per-frame lines, and `--json` carries them as `motion`.
@Suite struct VerifyMotionTests {
    /// Verifies `variant` (written as `NAME.yaml`) against references recorded from `base`: the run, the motion
    /// lines of its standard output (those that are not a frame's), the script's JSON `motion` member and JUnit.
    func verify(_ control: MotionControlScript, base: String, variant: String) throws
        -> (run: CommandLineRun, lines: [String], motion: [[String: Any]], junit: String) {
        let folder = try temporaryFolder()
        for (name, text) in [("base", base), ("variant", variant)] {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(name)", withIntermediateDirectories: true)
            try text.write(toFile: "\(folder)/\(name)/\(control.name).yaml", atomically: true, encoding: .utf8)
        }
        let small = ["--scale", "0.25"]
        let record = try runCardMotion(["verify", "\(folder)/base/\(control.name).yaml", "--reference", "\(folder)/ref", "--record", "all"] + small)
        #expect(record.status == 0, "\(record.stderr)")
        let run = try runCardMotion(["verify", "\(folder)/variant/\(control.name).yaml", "--reference", "\(folder)/ref",
                                     "--json", "\(folder)/out.json", "--artifacts", "\(folder)/art"] + small)
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(folder)/out.json"))) as? [String: Any]
        let script = try #require((document?["scripts"] as? [[String: Any]])?.first)
        let motion = try #require(script["motion"] as? [[String: Any]])
        let lines = run.stdout.split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix(control.name + " ") && !$0.hasPrefix(control.name + " frame-") && !$0.contains("more failing frames") }
        let junit = (try? String(contentsOfFile: "\(folder)/art/junit.xml", encoding: .utf8)) ?? ""
        return (run, lines, motion, junit)
    }

    /// `{"node", "kind", ...}` of each entry (its `text` checked apart).
    static func members(_ motion: [[String: Any]]) -> [String] {
        motion.map { entry in
            entry.keys.sorted().filter { $0 != "text" }.map { "\($0)=\(entry[$0]!)" }.joined(separator: " ")
        }
    }

    @Test(arguments: [(MotionControlScript.stack, ["card-0"]),
                      (MotionControlScript.deck, ["card-2", "card-1", "card-0"]),
                      (MotionControlScript.switcher, ["card-0", "card-1", "card-2", "card-3"]),
                      (MotionControlScript.sortGrid, ["button-0", "button-1", "button-2"])])
    func aDragThreeFramesLaterIsSaidOnceAndInJSON(control: MotionControlScript, nodes: [String]) throws {
        let length = control.press.isEmpty ? 1.8 : 2.8
        let result = try verify(control, base: control.script(at: 0.4, duration: 0.6, length: length),
                                variant: control.script(at: 0.45, duration: 0.6, length: length))
        #expect(result.run.status == 1)
        #expect(result.lines == ["\(control.name) \(nodes.joined(separator: ", ")): same motion, 3 frames later (+50 ms)"])
        #expect(Self.members(result.motion) == nodes.map { "frames=3 kind=shifted node=\($0) seconds=0.05" })
        #expect(result.motion.map { $0["text"] as? String } == nodes.map { "\($0): same motion, 3 frames later (+50 ms)" })
        // JUnit's failure body starts with the same sentence.
        #expect(result.junit.contains("type=\"FrameMismatch\">\(nodes.joined(separator: ", ")): same motion, 3 frames later (+50 ms)\n"), "\(result.junit)")
    }

    @Test(arguments: [(MotionControlScript.stack, ["card-0: same path, 1.50x slower from 0.40 s"],
                       ["factor=1.5 from=0.4 kind=speed node=card-0"]),
                      (MotionControlScript.deck, ["card-2, card-1: same path, 1.51x slower from 0.40 s", "card-0: same path, 1.50x slower from 0.40 s"],
                       ["factor=1.51 from=0.4 kind=speed node=card-2", "factor=1.51 from=0.4 kind=speed node=card-1",
                        "factor=1.5 from=0.4 kind=speed node=card-0"]),
                      (MotionControlScript.switcher, ["card-0, card-1, card-2, card-3: same path, 1.50x slower from 0.40 s"],
                       (0..<4).map { "factor=1.5 from=0.4 kind=speed node=card-\($0)" }),
                      (MotionControlScript.sortGrid, ["button-0: same path, 1.50x slower from 1.40 s", "button-1: same motion, 4 frames later (+67 ms)",
                                                      "button-2: same motion, 13 frames later (+217 ms)"],
                       ["factor=1.5 from=1.4 kind=speed node=button-0", "frames=4 kind=shifted node=button-1 seconds=0.067",
                        "frames=13 kind=shifted node=button-2 seconds=0.217"])])
    func aDragOneAndAHalfTimesAsLongIsSaidOnceAndInJSON(control: MotionControlScript, sentences: [String], json: [String]) throws {
        let length = control.press.isEmpty ? 1.2 : 2.2
        let result = try verify(control, base: control.script(at: 0.4, duration: 0.6, length: length),
                                variant: control.script(at: 0.4, duration: 0.9, length: length))
        #expect(result.run.status == 1)
        #expect(result.lines == sentences.map { "\(control.name) \($0)" })
        #expect(Self.members(result.motion) == json)
    }
}

extension VerifyMotionTests {
    /// A stack of two cards whose `likeStamp` layer sits `top` points from the card's top, with a drag.
    static func stamps(top: Int) -> String {
        """
        screen: {size: [375, 667], scale: 1, background: "#F4F1EE"}
        fps: 60
        duration: 1.0
        widget: {kind: stack, frame: [30, 110, 315, 460], visibleCount: 2, maxRemoveDistance: 100, maxAngle: 10}
        cell:
          backgroundColor: white
          layers:
            - {id: likeStamp, frame: [20, \(top), 120, 50], rotation: -15, borderWidth: 4, borderColor: systemGreen}
        cards: [{}, {}]
        timeline:
          - at: 0.2
            drag: {from: [150, 340], by: [50, 0], duration: 0.4}

        """
    }

    /// The stamp drawn 10 points lower on every card, the motion unchanged: each stamp moved in every frame, no
    /// timing sentence, and the cards themselves did not change.
    @Test func aMovedLayerGivesNoTimingSentence() throws {
        let result = try verify(.stack, base: Self.stamps(top: 40), variant: Self.stamps(top: 50))
        #expect(result.run.status == 1)
        // 61 frames (0 to 1 s); the back card is drawn first.
        #expect(result.lines == ["stack card-1/likeStamp, card-0/likeStamp: moved in frames 0-60"])
        #expect(Self.members(result.motion) == ["kind=moved node=card-1/likeStamp", "kind=moved node=card-0/likeStamp"])
        #expect(result.motion.map { $0["text"] as? String } == ["card-1/likeStamp: moved in frames 0-60", "card-0/likeStamp: moved in frames 0-60"])
    }
}

extension VerifyMotionTests {
    /// The drag 3 frames later: the card and its stamp, which it carries, move the same way 3 frames later.
    @Test func aLayerIsExplainedInTimeWithItsCard() throws {
        let base = Self.stamps(top: 40)
        let result = try verify(.stack, base: base, variant: base.replacingOccurrences(of: "at: 0.2", with: "at: 0.25"))
        #expect(result.lines == ["stack card-0, card-0/likeStamp: same motion, 3 frames later (+50 ms)"])
    }
}
