import CardGeometry
import CardRender
import CardScene
import CardVerify
import Foundation
import Testing

/// ``MotionAnalysis`` on made-up tracks at 60 fps: a card at rest at x = 100 that eases 150 points to the right
/// over one second from frame 30 (0.5 s), then rests; shifted, slowed, sped up, bent and offset copies of it.
@Suite struct MotionAnalysisTests {
    /// Frames of the made-up script.
    static let frameCount = 150

    /// The recorded card's x at instant `frame` (any real frame number): at rest, an ease over 60 frames, at rest.
    static func x(_ frame: Double) -> Double {
        let progress = min(1, max(0, (frame - 30) / 60))
        return 100 + 150 * (1 - cos(.pi * progress)) / 2
    }

    /// Tracks of one node `id` whose sample at frame `f` is `sample(f)` (`nil`: not in that frame's scene), and a
    /// still node `card-1` beside it.
    static func tracks(_ sample: (Int) -> MotionTracks.Sample?, id: String = "card-0", known: (Int) -> Bool = { _ in true }) -> MotionTracks {
        var tracks = MotionTracks(frameCount: frameCount)
        for frame in 0..<frameCount where known(frame) {
            var nodes: [NodeGeometry] = []
            if let s = sample(frame) {
                nodes.append(NodeGeometry(id: id, center: Point(x: s.x, y: s.y), rotation: s.angle, scale: (s.scaleX, s.scaleY), alpha: s.alpha))
            }
            nodes.append(NodeGeometry(id: "card-1", center: Point(x: 50, y: 50), rotation: 0, scale: (1, 1), alpha: 1))
            tracks.add(frame: frame, geometry: nodes)
        }
        return tracks
    }

    /// The recorded motion, with instant `frame` shown at frame `frame`.
    static func recorded(_ map: (Double) -> Double = { $0 }) -> MotionTracks {
        tracks { MotionTracks.Sample(x: x(map(Double($0))), y: 300, angle: 0, alpha: 1) }
    }

    static func changes(_ actual: MotionTracks, against recorded: MotionTracks = recorded(), fps: Double = 60) -> [MotionChange] {
        MotionAnalysis.changes(recorded: recorded, actual: actual, fps: fps)
    }

    @Test(arguments: [(1, "+17 ms", 0.017), (3, "+50 ms", 0.05), (10, "+167 ms", 0.167),
                      (-1, "-17 ms", -0.017), (-3, "-50 ms", -0.05), (-10, "-167 ms", -0.167)])
    func aShiftedMotionIsSaidInFramesAndMilliseconds(frames: Int, words: String, seconds: Double) throws {
        let found = Self.changes(Self.recorded { $0 - Double(frames) })
        let count = abs(frames), direction = frames > 0 ? "later" : "earlier"
        #expect(found == [MotionChange(node: "card-0", kind: .shifted(frames: frames, seconds: seconds))])
        #expect(MotionChange.sentences(found) == ["card-0: same motion, \(count) frame\(count == 1 ? "" : "s") \(direction) (\(words))"])
        #expect(found[0].json == .object(["node": "card-0", "kind": "shifted", "frames": .number(Double(frames)),
                                          "seconds": .number(seconds), "text": .string(MotionChange.sentences(found)[0])]))
    }

    /// The first motion 3 frames later, a second one from frame 120 on at its recorded instant (a later event of
    /// the timeline, not moved): the frames that differ are those of the first, shifted.
    @Test func oneGestureShiftedAmongOthersIsShifted() {
        func track(_ delay: Double) -> (Int) -> MotionTracks.Sample? {
            { frame in
                let f = Double(frame)
                return MotionTracks.Sample(x: f < 120 ? Self.x(f - delay) : 250 - Self.x(f - 90), y: 300, angle: 0, alpha: 1)
            }
        }
        let found = Self.changes(Self.tracks(track(3)), against: Self.tracks(track(0)))
        #expect(MotionChange.sentences(found) == ["card-0: same motion, 3 frames later (+50 ms)"])
    }

    @Test func theIssuesSentencesReadAsWritten() {
        #expect(MotionChange(node: "card-0", kind: .shifted(frames: 3, seconds: 0.05)).description == "card-0: same motion, 3 frames later (+50 ms)")
        #expect(MotionChange(node: "card-0", kind: .shifted(frames: -2, seconds: -0.033)).description == "card-0: same motion, 2 frames earlier (-33 ms)")
        #expect(MotionChange(node: "card-0", kind: .speed(factor: 1.5, from: 0.3)).description == "card-0: same path, 1.50x slower from 0.30 s")
    }

    /// At 24, 30 and 120 frames per second a frame is 41.7, 33.3 and 8.3 ms.
    @Test(arguments: [(24.0, 2, "card-0: same motion, 2 frames later (+83 ms)", 0.083),
                      (30.0, -1, "card-0: same motion, 1 frame earlier (-33 ms)", -0.033),
                      (120.0, 6, "card-0: same motion, 6 frames later (+50 ms)", 0.05)])
    func otherFrameRatesGiveTheirOwnMilliseconds(fps: Double, frames: Int, sentence: String, seconds: Double) {
        let found = Self.changes(Self.recorded { $0 - Double(frames) }, fps: fps)
        #expect(found == [MotionChange(node: "card-0", kind: .shifted(frames: frames, seconds: seconds))])
        #expect(MotionChange.sentences(found) == [sentence])
    }

    /// The same ease run over 90 frames instead of 60 from frame 30 (0.5 s): 1.5 times as long.
    @Test func aUniformlySlowerMotionIsTheSamePathAtAnotherSpeed() {
        let found = Self.changes(Self.recorded { 30 + ($0 - 30) / 1.5 })
        #expect(found == [MotionChange(node: "card-0", kind: .speed(factor: 1.5, from: 0.5))])
        #expect(MotionChange.sentences(found) == ["card-0: same path, 1.50x slower from 0.50 s"])
        #expect(found[0].json == .object(["node": "card-0", "kind": "speed", "factor": 1.5, "from": 0.5,
                                          "text": "card-0: same path, 1.50x slower from 0.50 s"]))
    }

    /// Over 40 frames instead of 60: the factor is the time scale (below 1), the sentence says how much faster.
    @Test func aUniformlyFasterMotionSaysFaster() {
        let found = Self.changes(Self.recorded { 30 + ($0 - 30) * 1.5 })
        #expect(found == [MotionChange(node: "card-0", kind: .speed(factor: 0.6667, from: 0.5))])
        #expect(MotionChange.sentences(found) == ["card-0: same path, 1.50x faster from 0.50 s"])
        #expect(found[0].json == .object(["node": "card-0", "kind": "speed", "factor": 0.6667, "from": 0.5,
                                          "text": "card-0: same path, 1.50x faster from 0.50 s"]))
    }

    /// A drag slowed to 1.5 times as long whose card then flies on at the recorded speed: not one time scale.
    @Test func aSlowerDragWithTheSameFlyOffIsMoved() {
        // Recorded: 2 pt a frame from frame 30 to 60 (the finger), then 6 pt a frame (thrown) to the end.
        func thrown(_ dragFrames: Double) -> (Int) -> MotionTracks.Sample? {
            { frame in
                let f = Double(frame), end = 30 + dragFrames
                let x = f <= 30 ? 100 : f <= end ? 100 + (f - 30) * 60 / dragFrames : 160 + (f - end) * 6
                return MotionTracks.Sample(x: x, y: 300, angle: 0, alpha: 1)
            }
        }
        let found = Self.changes(Self.tracks(thrown(45)), against: Self.tracks(thrown(30)))
        #expect(MotionChange.sentences(found) == ["card-0: moved in frames 31-149"])
        #expect(found[0].json == .object(["node": "card-0", "kind": "moved", "text": "card-0: moved in frames 31-149"]))
    }

    /// The same motion 10 points lower: no shift or speed reproduces it.
    @Test func aStaticOffsetIsMovedInEveryFrame() {
        let found = Self.changes(Self.tracks { MotionTracks.Sample(x: Self.x(Double($0)), y: 310, angle: 0, alpha: 1) })
        #expect(MotionChange.sentences(found) == ["card-0: moved in frames 0-149"])
        #expect(found.map(\.isTiming) == [false])
    }

    @Test func rotationAndFadeAreNamedInFramesTheyDiffer() {
        let found = Self.changes(Self.tracks { frame in
            MotionTracks.Sample(x: Self.x(Double(frame)), y: 300, angle: frame >= 40 && frame < 50 ? 2 : 0, alpha: frame == 100 ? 0.5 : 1)
        })
        #expect(MotionChange.sentences(found) == ["card-0: rotated, faded in frames 40-100"])
    }

    /// A node that leaves the scene 3 frames later than recorded is shifted; one that never comes is disappeared.
    @Test func aNodeThatComesAndGoesIsExplainedByItsPresence() {
        func present(until last: Double) -> (Int) -> MotionTracks.Sample? {
            { frame in Double(frame) > last ? nil : MotionTracks.Sample(x: Self.x(Double(frame)), y: 300, angle: 0, alpha: 1) }
        }
        let later = Self.changes(Self.tracks { present(until: 100)($0 - 3) }, against: Self.tracks(present(until: 100)))
        #expect(MotionChange.sentences(later) == ["card-0: same motion, 3 frames later (+50 ms)"])

        let gone = Self.changes(Self.tracks { _ in nil }, against: Self.recorded())
        #expect(MotionChange.sentences(gone) == ["card-0: disappeared in frames 0-149"])
        let new = Self.changes(Self.recorded(), against: Self.tracks { _ in nil })
        #expect(MotionChange.sentences(new) == ["card-0: appeared in frames 0-149"])
        let removedLater = Self.changes(Self.tracks(present(until: 120)), against: Self.tracks(present(until: 100)))
        #expect(MotionChange.sentences(removedLater) == ["card-0: appeared in frames 101-120"])
    }

    @Test func noChangeAndNoiseWithinTheTolerancesSayNothing() {
        #expect(Self.changes(Self.recorded()).isEmpty)
        let noisy = Self.tracks { frame in
            let wobble = frame % 2 == 0 ? 0.3 : -0.3
            return MotionTracks.Sample(x: Self.x(Double(frame)) + wobble, y: 300 - wobble, angle: wobble / 10, alpha: 1 - 0.009,
                                       scaleX: 1.0015, scaleY: 1)
        }
        #expect(Self.changes(noisy).isEmpty)
    }

    /// Frames a partial golden lacks are not compared: a change only there is no change.
    @Test func unknownFramesAreLeftOut() {
        let recorded = Self.tracks({ MotionTracks.Sample(x: Self.x(Double($0)), y: 300, angle: 0, alpha: 1) }, known: { $0 < 60 })
        let actual = Self.tracks { MotionTracks.Sample(x: $0 < 60 ? Self.x(Double($0)) : 0, y: 300, angle: 0, alpha: 1) }
        #expect(Self.changes(actual, against: recorded).isEmpty)
        let shifted = Self.tracks({ MotionTracks.Sample(x: Self.x(Double($0 - 3)), y: 300, angle: 0, alpha: 1) }, known: { $0 < 60 })
        #expect(MotionChange.sentences(Self.changes(shifted, against: recorded)) == ["card-0: same motion, 3 frames later (+50 ms)"])
    }

    /// One and two frames hold no motion to shift or scale: a change is said in space.
    @Test func oneAndTwoFrameScriptsAreSaidInSpace() {
        for count in [1, 2] {
            var recorded = MotionTracks(frameCount: count), actual = MotionTracks(frameCount: count)
            for frame in 0..<count {
                recorded.add(frame: frame, geometry: [NodeGeometry(id: "card-0", center: Point(x: Double(frame), y: 0), rotation: 0, scale: (1, 1), alpha: 1)])
                actual.add(frame: frame, geometry: [NodeGeometry(id: "card-0", center: Point(x: Double(frame) + 5, y: 0), rotation: 0, scale: (1, 1), alpha: 1)])
            }
            let span = count == 1 ? "frame 0" : "frames 0-1"
            #expect(MotionChange.sentences(MotionAnalysis.changes(recorded: recorded, actual: actual, fps: 60)) == ["card-0: moved in \(span)"])
        }
    }

    /// Nodes sharing a finding are named together in one sentence, in order.
    @Test func nodesSharingAFindingShareASentence() {
        let changes = [MotionChange(node: "card-1", kind: .shifted(frames: 3, seconds: 0.05)),
                       MotionChange(node: "card-0", kind: .moved(what: ["moved"], frames: 3...9)),
                       MotionChange(node: "card-2", kind: .shifted(frames: 3, seconds: 0.05))]
        #expect(MotionChange.sentences(changes) == ["card-1, card-2: same motion, 3 frames later (+50 ms)", "card-0: moved in frames 3-9"])
    }

    /// The work is bounded: 240 frames of 10 nodes, each changed in a way no shift or speed explains (the search's
    /// worst case), take a fraction of a second even in a debug build. The bound is an operation count, not a
    /// time: every node gets its answer.
    @Test func tenNodesOver240FramesAreAnalysed() {
        var recorded = MotionTracks(frameCount: 240), actual = MotionTracks(frameCount: 240)
        for frame in 0..<240 {
            let f = Double(frame)
            recorded.add(frame: frame, geometry: (0..<10).map { node in
                NodeGeometry(id: "card-\(node)", center: Point(x: 100 + 50 * sin(f / 20 + Double(node)), y: 300), rotation: 0, scale: (1, 1), alpha: 1)
            })
            actual.add(frame: frame, geometry: (0..<10).map { node in
                NodeGeometry(id: "card-\(node)", center: Point(x: 100 + 50 * sin(f / 20 + Double(node)) + (frame >= 120 ? 3 : 0), y: 300),
                             rotation: 0, scale: (1, 1), alpha: 1)
            })
        }
        let found = MotionAnalysis.changes(recorded: recorded, actual: actual, fps: 60)
        #expect(MotionChange.sentences(found) == ["card-0, card-1, card-2, card-3, card-4, card-5, card-6, card-7, card-8, card-9: moved in frames 120-239"])
    }
}
