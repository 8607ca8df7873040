import CardGeometry
import CardScene
import Foundation
import Testing
@testable import CardMotion

/// `motion.x`, `motion.y`, `motion.angle` and `motion.progress` for every control with cells, at a known instant of
/// a scripted drag, against the geometry `states` records at that instant; the stamps that read them; and the
/// errors of an unknown motion name, of motion read where there is no card, and on the cell's own layer.
@Suite struct MotionValueTests {
    /// A LIKE and a NOPE stamp over a card's name, as the layer language documents them (docs/layers.md, "Values from motion").
    static let stamps = """
      layers:
        - {frame: [20, 200, width - 40, 40], text: {string: "{name}", size: 28, alignment: center}}
        - {id: likeStamp, frame: [20, 40, 120, 50], rotation: -15, opacity: "clamp(motion.progress, 0, 1)",
           borderWidth: 4, borderColor: systemGreen, cornerRadius: 8,
           text: {string: LIKE, size: 32, weight: bold, color: systemGreen, alignment: center}}
        - {id: nopeStamp, frame: [width - 140, 40, 120, 50], rotation: 15, opacity: "clamp(-motion.progress, 0, 1)",
           borderWidth: 4, borderColor: systemRed, cornerRadius: 8,
           text: {string: NOPE, size: 32, weight: bold, color: systemRed, alignment: center}}
    """

    func playback(_ widget: String, timeline: String, cell: String = "backgroundColor: white") throws -> Playback {
        let yaml = """
        screen: {size: [375, 667], scale: 1}
        widget: \(widget)
        cell:
          \(cell)
        \(Self.stamps)
        cards: [{name: Ada}, {name: Alan}, {name: Grace}]
        timeline: \(timeline)
        """
        return try PlaybackPlan(try ScriptDecoder.decode(yaml, file: "t.yaml", baseDirectory: "/tmp")).makePlayback()
    }

    /// The views of the simulation's window, depth first.
    func views(_ playback: Playback) -> [View] {
        var found: [View] = [], pending: [View] = [playback.simulation.window]
        while let view = pending.popLast() {
            found.append(view)
            pending += view.subviews
        }
        return found
    }

    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    func line(_ playback: Playback, at time: Double) -> StatesLine {
        StatesLine(frame: 0, time: time, scene: playback.scene(at: time))
    }

    func centre(_ node: StatesLine.Node) -> Point {
        Point(x: node.corners.map(\.x).reduce(0, +) / 4, y: node.corners.map(\.y).reduce(0, +) / 4)
    }

    /// Card 0's node in `states` at rest (time 0) and at `time` (the times asked in order, as a playback runs).
    func restAndHeld(_ playback: Playback, at time: Double) throws -> (rest: StatesLine.Node, held: StatesLine.Node) {
        let rest = try #require(line(playback, at: 0).nodes.first { $0.id == "card-0" })
        let held = try #require(line(playback, at: time).nodes.first { $0.id == "card-0" })
        return (rest, held)
    }

    /// The displacement of a node's centre from its resting one, in screen points.
    func displacement(_ rest: StatesLine.Node, _ held: StatesLine.Node) -> Point {
        Point(x: centre(held).x - centre(rest).x, y: centre(held).y - centre(rest).y)
    }

    func stampAlphas(_ node: StatesLine.Node) -> [String: Double] {
        Dictionary(uniqueKeysWithValues: node.layers.map { ($0.id, $0.alpha) })
    }

    /// Stack without tilt (maxAngle 0): a drag by 50 points right held still is a pan of exactly 50 points, so with
    /// maxRemoveDistance 100 progress is 0.5 and the LIKE stamp's alpha in `states` is 0.5; x and y are the card
    /// centre's displacement between the resting frame and this one (50, 0).
    @Test func stackDragByHalfTheRemoveDistance() throws {
        let playback = try playback("{kind: stack, frame: [25, 150, 325, 420], visibleCount: 2, maxAngle: 0, maxRemoveDistance: 100}",
                                    timeline: "[{at: 0, drag: {from: [187, 345], by: [50, 0], duration: 0.5, hold: 0.5}}]")
        let (rest, held) = try restAndHeld(playback, at: 0.75)
        let cell = try #require(views(playback).compactMap { $0 as? CardStackCell }.first { $0.dataIndex == 0 })
        let motion = cell.motion(at: 0.75)
        #expect(motion == MotionValues(x: 50, y: 0, angle: 0, progress: 0.5))
        #expect(displacement(rest, held) == Point(x: 50, y: 0))
        #expect(stampAlphas(held) == ["likeStamp": 0.5, "nopeStamp": 0])
        #expect(stampAlphas(rest) == ["likeStamp": 0, "nopeStamp": 0])
    }

    /// Stack with tilt (maxAngle 10): the pan is read in the turned card's frame (the original's quirk), so the
    /// drag's own moveScale is the node's rotation over maxAngle; progress equals it, angle equals the node's
    /// rotation in `states`, and x, y the centre's displacement computed from the node's corners. A drag left
    /// shows the NOPE stamp at -progress.
    @Test func stackDragWithTiltMatchesStates() throws {
        for (by, stamp) in [(60.0, "likeStamp"), (-70.0, "nopeStamp")] {
            let playback = try playback("{kind: stack, frame: [25, 150, 325, 420], visibleCount: 2, maxAngle: 10, maxRemoveDistance: 100}",
                                        timeline: "[{at: 0, drag: {from: [187, 345], by: [\(by), 20], duration: 0.5, hold: 0.5}}]")
            let (rest, held) = try restAndHeld(playback, at: 0.75)
            let cell = try #require(views(playback).compactMap { $0 as? CardStackCell }.first { $0.dataIndex == 0 })
            let motion = cell.motion(at: 0.75)
            #expect(close(motion.angle, held.rotation), "\(motion.angle) against \(held.rotation)")
            #expect(close(motion.progress, held.rotation / 10), "\(motion.progress) against \(held.rotation / 10)")
            #expect(close(motion.x, displacement(rest, held).x) && close(motion.y, displacement(rest, held).y))
            #expect(close(stampAlphas(held)[stamp] ?? -1, abs(motion.progress)))
            #expect(abs(motion.progress) > 0.5 && abs(motion.progress) < 0.75, "\(motion.progress)")
        }
    }

    /// A card dragged past maxRemoveDistance flies off as a snapshot: the snapshot is a picture of the card at
    /// release, so the LIKE stamp stays at the alpha it had then (1: progress is clamped) while it flies; the card
    /// behind, now on top and at rest, shows none.
    @Test func flyOffSnapshotKeepsTheStamp() throws {
        let playback = try playback("{kind: stack, frame: [25, 150, 325, 420], visibleCount: 2, maxAngle: 10, maxRemoveDistance: 100}",
                                    timeline: "[{at: 0, drag: {from: [187, 345], by: [150, 0], duration: 0.3}}]")
        let released = try #require(line(playback, at: 0.29).nodes.first { $0.id == "card-0" })
        #expect(stampAlphas(released)["likeStamp"] == 1)
        let flying = line(playback, at: 0.4)
        let snapshot = try #require(flying.nodes.first { $0.kind == .snapshot })
        #expect(stampAlphas(snapshot) == ["likeStamp": 1, "nopeStamp": 0])
        #expect(flying.nodes.first { $0.id == "card-1" }.map(stampAlphas) == ["likeStamp": 0, "nopeStamp": 0])
    }

    /// Deck: a slow drag right held still. Angle is the node's rotation (negative: the deck turns a card dragged
    /// right counter-clockwise); x, y the centre's displacement; progress the position rule's fraction
    /// minX / (fw − 150) of the turned bounding box in the deck's coordinates (the deck's frame starts at x 25).
    @Test func deckDragMatchesThePositionRule() throws {
        let playback = try playback("{kind: deck, frame: [25, 100, 325, 460]}",
                                    timeline: "[{at: 0, drag: {from: [187, 330], by: [60, 0], duration: 0.6, hold: 0.6}}]")
        let (rest, held) = try restAndHeld(playback, at: 0.9)
        let item = try #require(views(playback).compactMap { $0 as? DeckItemView }.first { $0.dataIndex == 0 })
        let motion = item.motion(at: 0.9)
        #expect(close(motion.angle, held.rotation) && motion.angle < -1)
        #expect(close(motion.x, displacement(rest, held).x) && close(motion.y, displacement(rest, held).y))
        let minX = held.corners.map(\.x).min()! - 25, boxWidth = held.corners.map(\.x).max()! - held.corners.map(\.x).min()!
        #expect(close(motion.progress, minX / (boxWidth - 150)), "\(motion.progress)")
        #expect(motion.progress > 0.1 && motion.progress < 1, "\(motion.progress)")
        #expect(close(stampAlphas(held)["likeStamp"] ?? -1, motion.progress))
    }

    /// Switcher: the current card dragged up by 100 points and held. Progress is the delete pan's translation over
    /// half the switcher's height (667 / 2), negative upward: the card's centre moved by -100 on screen, so
    /// progress is -100 / 333.5 and the NOPE stamp (clamp(-progress)) shows at 100 / 333.5.
    @Test func switcherDeleteDragIsNegativeProgress() throws {
        let playback = try playback("{kind: switcher}",
                                    timeline: "[{at: 0, drag: {from: [187, 420], by: [0, -100], duration: 0.5, hold: 0.5}}]")
        let (rest, held) = try restAndHeld(playback, at: 0.75)
        let card = try #require(views(playback).compactMap { $0 as? SwitcherCardView }.first { $0.item == 0 })
        let motion = card.motion(at: 0.75)
        let moved = centre(held).y - centre(rest).y
        #expect(close(motion.y, moved) && close(motion.x, centre(held).x - centre(rest).x) && motion.angle == 0)
        #expect(close(motion.progress, moved / (667 / 2)), "\(motion.progress) against \(moved / 333.5)")
        #expect(close(moved, -100), "\(moved)")
        // The switcher fades the card as it rises (alpha 1 − 0.2 × progress), and a layer's alpha in `states` is effective.
        #expect(close(stampAlphas(held)["nopeStamp"] ?? -1, held.alpha * 100 / 333.5))
    }

    func failure(_ yaml: String) -> String? { CardListTests().failure(yaml) }

    /// An unknown motion name is an error at its column (the opening quote at 40, the name one further) with the
    /// names there are and the nearest one.
    @Test func unknownMotionNameIsAnErrorWithColumn() {
        let yaml = CardListTests().yaml("    - {frame: [0, 0, 10, 10], opacity: \"motion.progres\"}", cards: "  - {}")
        #expect(failure(yaml) == "t.yaml:5:41: cell.layers[0].opacity: unknown motion value 'motion.progres': a card's motion is motion.x, motion.y, motion.angle, motion.progress (did you mean 'motion.progress'?)")
    }

    /// The screen's layers and the overlay have no card, so no motion; nor may the cell's own layer read it.
    @Test func motionWithoutACardIsAnError() {
        let screen = """
        screen: {size: [375, 667], scale: 1, layers: [{frame: [0, 0, 10, 10], opacity: "motion.x", backgroundColor: red}]}
        widget: {kind: stack, frame: [25, 150, 325, 420]}
        cards: [{}]
        """
        #expect(failure(screen) == "t.yaml:1:47: screen.layers[0]: 'motion.x' reads a card's motion, but the screen's layers and the overlay have no card")
        let own = """
        screen: {size: [375, 667], scale: 1}
        widget: {kind: stack, frame: [25, 150, 325, 420]}
        cell: {cornerRadius: "abs(motion.angle)", layers: [{frame: [0, 0, 10, 10], backgroundColor: red}]}
        cards: [{}]
        """
        #expect(failure(own) == "t.yaml:3:22: cell.cornerRadius: the cell's own layer reads 'motion.angle'; only the cell's layers may read the card's motion: put it on a layer under 'layers'")
    }

    /// Motion moves freely, so a motion value past its key's range is held at the range's end, not an error:
    /// `opacity: motion.progress` is 0 for a card dragged left.
    @Test func motionValuesAreHeldWithinTheKeysRange() throws {
        let yaml = """
        screen: {size: [375, 667], scale: 1}
        widget: {kind: stack, frame: [25, 150, 325, 420], visibleCount: 2, maxAngle: 0, maxRemoveDistance: 100}
        cell:
          backgroundColor: white
          layers: [{id: raw, frame: [0, 0, 10, 10], opacity: "motion.progress", backgroundColor: red},
                   {id: nope, frame: [0, 0, 10, 10], opacity: "-motion.progress", backgroundColor: red}]
        cards: [{}, {}]
        timeline: [{at: 0, drag: {from: [187, 345], by: [-50, 0], duration: 0.5, hold: 0.5}}]
        """
        let playback = try PlaybackPlan(try ScriptDecoder.decode(yaml, file: "t.yaml", baseDirectory: "/tmp")).makePlayback()
        let held = try #require(line(playback, at: 0.75).nodes.first { $0.id == "card-0" })
        #expect(stampAlphas(held) == ["raw": 0, "nope": 0.5])
    }

    /// The texts a script can draw (checked for fonts and glyphs) include those of live layers: each card's LIKE and
    /// NOPE after its name.
    @Test func liveLayersTextsAreAmongTheDrawnTexts() throws {
        let playback = try playback("{kind: stack, frame: [25, 150, 325, 420]}", timeline: "[]")
        #expect(playback.script.drawnTexts.map(\.string) == ["Ada", "LIKE", "NOPE", "Alan", "LIKE", "NOPE", "Grace", "LIKE", "NOPE"])
    }
}
