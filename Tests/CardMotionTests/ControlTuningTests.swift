import CardGeometry
import CardMotionTestSupport
import CardScene
import Testing
@testable import CardMotion

/// The numbers the controls' sources hard-code, as keys whose defaults are the sources' values
/// (docs/controls/deck.md#tuning, docs/controls/stack.md#tuning, docs/controls/switcher.md#tuning): each key moves the
/// control the way its page says, and a value out of its range is refused naming the file, the line and the key.
@Suite struct ControlTuningTests {
    // MARK: Deck

    /// A deck as wide as a 390-pt screen: 390 × 240 cards filling the control at (0, 300), with `keys` added.
    func deck(_ keys: String = "", timeline: String) throws -> Playback {
        let yaml = """
        screen: {size: [390, 844]}
        widget: {kind: deck, frame: [0, 300, 390, 240]\(keys.isEmpty ? "" : ", " + keys)}
        cards: [{}, {}, {}, {}, {}, {}]
        timeline:

        """ + timeline
        return Playback(script: try ScriptDecoder.decode(yaml, file: "deck.yaml", baseDirectory: "/tmp"))
    }

    /// 1-pt steps to the right from the card's centre for `distance` points (slow: 100 pt/s), then a 1 s hold.
    func slowDrag(_ distance: Int) -> String {
        let samples = (0...distance).map { "[\(Double($0) / 100), \(195 + $0), 420]" }.joined(separator: ", ")
        return "  - {at: 0.5, path: [\(samples)], hold: 1}\n"
    }

    /// Removed cards once the drag of `playback` has been released for 1 s (`release` seconds in).
    func removed(_ playback: Playback, release: Double) -> Int {
        _ = playback.scene(at: release + 1)
        return (playback.controller as! DeckView).removedCount
    }

    /// The issue's case: a full-width card dragged slowly 240 pt springs back with the source's 150-pt margin, and is
    /// removed once `removalDistance` is 200 (at release, about 198 pt of its turned box are left on the deck's side).
    @Test func aFullWidthCardDragged240PointsIsRemovedWithALargerRemovalDistance() throws {
        let release = 0.5 + 2.4 + 1
        #expect(removed(try deck(timeline: slowDrag(240)), release: release) == 0)
        #expect(removed(try deck("removalDistance: 150", timeline: slowDrag(240)), release: release) == 0)
        #expect(removed(try deck("removalDistance: 200", timeline: slowDrag(240)), release: release) == 1)
        #expect(removed(try deck("removalDistance: 100", timeline: slowDrag(280)), release: 0.5 + 2.8 + 1) == 0)
    }

    /// A 60-pt flick in 0.05 s (about 1200 pt/s) is removed with the source's 800 pt/s and springs back with 1500;
    /// a 60-pt drag over 0.5 s springs back with 800 and is removed with 100.
    @Test func removalSpeedSetsTheFlickThatRemoves() throws {
        let flick = "  - {at: 0.5, drag: {from: [195, 420], by: [60, 0], duration: 0.05}}\n"
        #expect(removed(try deck(timeline: flick), release: 0.55) == 1)
        #expect(removed(try deck("removalSpeed: 1500", timeline: flick), release: 0.55) == 0)
        let slow = "  - {at: 0.5, drag: {from: [195, 420], by: [60, 0], duration: 0.5}}\n"
        #expect(removed(try deck(timeline: slow), release: 1) == 0)
        #expect(removed(try deck("removalSpeed: 100", timeline: slow), release: 1) == 1)
    }

    /// The top card's rotation in degrees (clockwise positive) after a slow 100-pt drag right.
    func tilt(_ keys: String) throws -> Double {
        let scene = try deck(keys, timeline: slowDrag(100)).scene(at: 0.5 + 1 + 0.1)
        return try #require(scene.node("card-0")).rotationDegrees
    }

    /// The source turns a card dragged right counter-clockwise; `clockwise` turns it by the same angle the other way,
    /// `none` keeps it upright, and `maxTilt` clamps the angle.
    @Test func tiltDirectionAndMaxTiltTurnTheDraggedCard() throws {
        let source = try tilt("")
        #expect(source < -3 && source > -4, "\(source)")
        #expect(try tilt("tiltDirection: counterClockwise") == source)
        #expect(close(try tilt("tiltDirection: clockwise"), -source, 1e-9))
        #expect(try tilt("tiltDirection: none") == 0)
        #expect(close(try tilt("maxTilt: 2"), -2, 1e-9))
        #expect(close(try tilt("maxTilt: 2, tiltDirection: clockwise"), 2, 1e-9))
        #expect(try tilt("maxTilt: 10") == source)
    }

    /// `maxTilt: 0` keeps the dragged card upright and the cards behind at rest (scale 0.98 for the second), and a
    /// removed card drops 100 pt as an untouched one does.
    @Test func noTiltLeavesTheCardsBehindAtRest() throws {
        let dragged = try deck("maxTilt: 0", timeline: slowDrag(100)).scene(at: 0.5 + 1 + 0.1)
        #expect(try #require(dragged.node("card-0")).rotationDegrees == 0)
        #expect(try #require(dragged.node("card-1")).scale.x == 0.98)
        let flung = try deck("maxTilt: 0", timeline: "  - {at: 0.5, drag: {from: [195, 420], by: [60, 0], duration: 0.05}}\n")
        let leaving = try #require((flung.controller as? DeckView)?.items.last)
        _ = flung.scene(at: 0.6)
        #expect(leaving.isLeaving && leaving.center.y == 120 + 100, "the fly-off's target: the rest centre 100 pt lower")
    }

    /// Without the turn the bounding box stays the card's: the position rule flips at w − 150 = 240 pt of drag for
    /// a 390-pt card, against about 280 pt turned (239 pt is kept, 241 pt removed).
    @Test func anUprightCardMeetsThePositionRuleAtItsWidthLessTheDistance() throws {
        #expect(removed(try deck("tiltDirection: none", timeline: slowDrag(239)), release: 0.5 + 2.39 + 1) == 0)
        #expect(removed(try deck("tiltDirection: none", timeline: slowDrag(241)), release: 0.5 + 2.41 + 1) == 1)
    }

    /// The spring back lasts `springBackDuration` and the fly-off `flyOffDuration` (the source: 0.5 s and 0.2 s).
    @Test func springBackAndFlyOffDurations() throws {
        let release = 0.5 + 0.8 + 1
        let rest = AffineTransform2D(translationX: 0, y: 300)
        let source = try deck(timeline: slowDrag(80))
        #expect(source.scene(at: release + 0.5).node("card-0")?.transform == rest)
        let slower = try deck("springBackDuration: 1", timeline: slowDrag(80))
        #expect(slower.scene(at: release + 0.5).node("card-0")?.transform != rest)
        #expect(slower.scene(at: release + 1).node("card-0")?.transform == rest)

        let tap = "  - {at: 0.5, swipe: right}\n"
        func flying(_ keys: String, at time: Double) throws -> Bool {
            try deck(keys, timeline: tap).scene(at: time).node("card-0") != nil
        }
        #expect(try flying("", at: 0.69) && !flying("", at: 0.71))
        #expect(try flying("flyOffDuration: 0.4", at: 0.89) && !flying("flyOffDuration: 0.4", at: 0.91))
    }

    // MARK: Stack

    /// The demo stack with `keys` (one a line) added under `widget:`, and `timeline`.
    func stack(_ keys: [String], timeline: String) throws -> Playback {
        Playback(script: try demoStackScript(timeline: timeline, extraWidget: keys.map { "  " + $0 }.joined(separator: "\n")))
    }

    /// The top card's rotation during the spring back of a short drag left, sampled at 60 per second for 1.1 s.
    func springBack(_ keys: String...) throws -> [Double] {
        let playback = try stack(keys, timeline: "  - {at: 0.1, drag: {from: [187, 345], by: [-60, 0], duration: 0.3}}\n")
        return try (0...66).map { step in try #require(playback.scene(at: 0.4 + Double(step) / 60).node("card-0")).rotationDegrees }
    }

    /// The source's spring (0.5 s, damping 0.5, velocity 0.8) swings past the middle and is home at 0.5 s; damping 1
    /// never swings past it; a 1-s spring is not home at 0.5 s but is after 1 s; no initial velocity follows
    /// UIKitSpring's closed form for a spring that starts at rest.
    @Test func theStacksSpringBackFollowsItsKeys() throws {
        let source = try springBack()
        #expect(source[0] < 0 && source.contains { $0 > 0 } && source[30] == 0)
        #expect(try springBack("springDuration: 0.5", "springDamping: 0.5", "springVelocity: 0.8") == source)
        let damped = try springBack("springDamping: 1")
        #expect(damped.allSatisfy { $0 <= 0 } && damped[30] == 0)
        let long = try springBack("springDuration: 1")
        #expect(long[30] != 0 && long[61] == 0)
        let expected = UIKitSpring(duration: 0.5, dampingRatio: 0.5, initialVelocity: 0)
        let still = try springBack("springVelocity: 0")
        for step in 1...30 {
            #expect(close(still[step], source[0] * (1 - expected.progress(at: Double(step) / 60)), 1e-9), "\(step)")
        }
        #expect(still[1] != source[1])
    }

    /// The stack's fly-off after a drag lasts `flyOffDuration` (the source: 0.25 s): the snapshot is gone after it.
    @Test func theStacksFlyOffDuration() throws {
        func snapshotShown(_ keys: String, at time: Double) throws -> Bool {
            let drag = "  - {at: 0.1, drag: {from: [187, 345], by: [150, 0], duration: 0.5}}\n"
            return try stack(keys.isEmpty ? [] : [keys], timeline: drag).scene(at: time).node("snapshot-0") != nil
        }
        #expect(try snapshotShown("", at: 0.84) && !snapshotShown("", at: 0.86))
        #expect(try snapshotShown("flyOffDuration: 1", at: 1.59) && !snapshotShown("flyOffDuration: 1", at: 1.61))
    }

    // MARK: Switcher

    func switcher(_ keys: String = "", up distance: Double, duration: Double) throws -> Playback {
        let yaml = """
        screen: {size: [375, 667]}
        widget: {kind: switcher\(keys.isEmpty ? "" : ", " + keys)}
        cards: [{}, {}, {}, {}, {}, {}, {}, {}]
        timeline:
          - {at: 0.5, drag: {from: [187, 420], by: [0, \(-distance)], duration: \(duration)}}

        """
        return Playback(script: try ScriptDecoder.decode(yaml, file: "switcher.yaml", baseDirectory: "/tmp"))
    }

    func deletes(_ playback: Playback, by time: Double) -> Int {
        _ = playback.scene(at: time)
        return playback.simulation.log.count { $0.name == "deleteCardWithIndex" }
    }

    /// The source deletes at half the height (333.5 pt) or above 500 pt/s: `deleteDistance: 150` deletes a slow
    /// 150-pt drag (149 pt returns), and `deleteSpeed: 1000` keeps a 60-pt flick in 0.1 s (about 600 pt/s) that
    /// 500 deletes.
    @Test func theSwitchersDeleteThresholds() throws {
        #expect(deletes(try switcher(up: 150, duration: 2), by: 4) == 0)
        #expect(deletes(try switcher("deleteDistance: 150", up: 150, duration: 2), by: 4) == 1)
        #expect(deletes(try switcher("deleteDistance: 150", up: 149, duration: 2), by: 4) == 0)
        #expect(deletes(try switcher("deleteDistance: 333.5", up: 333.5, duration: 2), by: 4) == 1)
        #expect(deletes(try switcher(up: 60, duration: 0.1), by: 2) == 1)
        #expect(deletes(try switcher("deleteSpeed: 1000", up: 60, duration: 0.1), by: 2) == 0)
    }

    /// `progress` runs to −1 over `deleteDistance`: 75 pt up is −0.5 of 150.
    @Test func theSwitchersProgressFollowsTheDeleteDistance() throws {
        let playback = try switcher("deleteDistance: 150", up: 75, duration: 1)
        let card = try #require(playback.controller as? SwitcherView).cards[0]
        _ = playback.scene(at: 1.5)
        #expect(close(card.motion(at: 1.5).progress, -0.5, 1e-9))
    }

    /// The fly-up and the return last `deleteDuration` (the source: 0.3 s).
    @Test func theSwitchersDeleteDuration() throws {
        #expect(deletes(try switcher(up: 340, duration: 1), by: 1.79) == 0)
        #expect(deletes(try switcher(up: 340, duration: 1), by: 1.81) == 1)
        #expect(deletes(try switcher("deleteDuration: 1", up: 340, duration: 1), by: 2.49) == 0)
        #expect(deletes(try switcher("deleteDuration: 1", up: 340, duration: 1), by: 2.51) == 1)
        let back = try switcher("deleteDuration: 1", up: 150, duration: 1)
        #expect(try #require(back.scene(at: 1.8).node("card-0")).screenCenter.y != 333.5)
        #expect(close(try #require(back.scene(at: 2.5).node("card-0")).screenCenter.y, 333.5))
    }

    // MARK: Sort grid

    /// The article's sort grid (six titles, width 375, at y = 100) with `keys` added, and `timeline`.
    func sortGrid(_ keys: String = "", timeline: String) throws -> Playback {
        let yaml = """
        screen: {size: [375, 667]}
        widget: {kind: sortGrid, frame: [0, 100, 375, 0], titles: [A, B, C, D, E, F]\(keys.isEmpty ? "" : ", " + keys)}
        timeline:

        """ + timeline
        return Playback(script: try ScriptDecoder.decode(yaml, file: "grid.yaml", baseDirectory: "/tmp"))
    }

    /// The scale of button E (centre 187.5, 225) held from 0.5 s for `hold` seconds, at `time`.
    func pressedScale(_ keys: String, hold: Double, at time: Double) throws -> Double {
        let playback = try sortGrid(keys, timeline: "  - {at: 0.5, tap: {point: [187.5, 225], hold: \(hold)}}\n")
        return try #require(playback.scene(at: time).node("button-4")).scale.x
    }

    /// UIKit's 0.5-s press lifts a button to the source's 1.2× in 0.25 s: a 0.4-s hold is a tap unless
    /// `minimumPressDuration` is 0.3 (then it lifts from 0.8 s), a 0.6-s hold lifts unless it is 1; `liftScale` and `liftDuration` set the lift.
    @Test func theSortGridsPressAndLift() throws {
        #expect(try pressedScale("", hold: 0.4, at: 0.95) == 1)
        let lifting = 1 + 0.2 * TimingCurve.easeInEaseOut.progress(at: 0.08 / 0.25)
        #expect(close(try pressedScale("minimumPressDuration: 0.3", hold: 0.4, at: 0.8 + 0.08), lifting, 1e-9))
        #expect(close(try pressedScale("", hold: 2, at: 1.0 + 0.25), 1.2))
        #expect(try pressedScale("minimumPressDuration: 1", hold: 0.6, at: 1.5) == 1)
        #expect(close(try pressedScale("liftScale: 1.5", hold: 2, at: 1.0 + 0.25), 1.5))
        let halfway = 1 + 0.2 * TimingCurve.easeInEaseOut.progress(at: 0.5)
        #expect(close(try pressedScale("liftDuration: 1", hold: 2, at: 1.0 + 0.5), halfway, 1e-9))
        #expect(close(try pressedScale("liftDuration: 1", hold: 2, at: 1.0 + 1), 1.2))
    }

    /// A drag of A onto B's slot moves B to A's slot in the source's 0.5 s (done before 2.2 s); with
    /// `shiftDuration: 2` it is still on its way then.
    @Test func theSortGridsShiftDuration() throws {
        let drag = "  - {at: 0.5, drag: {from: [69.2, 150], to: [187.5, 150], press: 0.6, duration: 0.5}}\n"
        func bMoving(_ keys: String) throws -> Bool {
            let playback = try sortGrid(keys, timeline: drag)
            let during = try #require(playback.scene(at: 2.2).node("button-1")).corners
            return try during != #require(playback.scene(at: 8).node("button-1")).corners
        }
        #expect(try !bMoving(""))
        #expect(try bMoving("shiftDuration: 2"))
        let playback = try sortGrid(timeline: drag)
        _ = playback.scene(at: 8)
        #expect((playback.controller as! SortGridView).buttons.map(\.title) == ["B", "A", "C", "D", "E", "F"])
    }

    // MARK: Keys

    /// A value out of a key's range is refused with the file, the line, the column and the key.
    @Test(arguments: [
        ("deck", "removalDistance: -1", "widget.removalDistance: -1.0 is out of range: expected 0.0...10000.0 points"),
        ("deck", "removalSpeed: 100001", "widget.removalSpeed: 100001.0 is out of range: expected 0.0...100000.0 points per second"),
        ("deck", "maxTilt: 181", "widget.maxTilt: 181.0 is out of range: expected 0.0...180.0 degrees"),
        ("deck", "springBackDuration: 0", "widget.springBackDuration: 0.0 is out of range: expected 0.01...10.0 seconds"),
        ("deck", "flyOffDuration: 11", "widget.flyOffDuration: 11.0 is out of range: expected 0.01...10.0 seconds"),
        ("deck", "tiltDirection: left",
         "widget.tiltDirection: unknown value 'left'; expected one of counterClockwise, clockwise, none"),
        ("stack", "springDuration: 0", "widget.springDuration: 0.0 is out of range: expected 0.1...1.0 seconds"),
        ("stack", "springDamping: 0.2", "widget.springDamping: 0.2 is out of range: expected 0.3...1.0"),
        ("stack", "springVelocity: 1", "widget.springVelocity: 1.0 is out of range: expected 0.0...0.8"),
        ("stack", "flyOffDuration: 0", "widget.flyOffDuration: 0.0 is out of range: expected 0.01...10.0 seconds"),
        ("switcher", "deleteDistance: 0.5", "widget.deleteDistance: 0.5 is out of range: expected 1.0...100000.0 points"),
        ("switcher", "deleteSpeed: -5", "widget.deleteSpeed: -5.0 is out of range: expected 0.0...100000.0 points per second"),
        ("switcher", "deleteDuration: 20", "widget.deleteDuration: 20.0 is out of range: expected 0.01...10.0 seconds"),
        ("sortGrid", "minimumPressDuration: 11", "widget.minimumPressDuration: 11.0 is out of range: expected 0.0...10.0 seconds"),
        ("sortGrid", "liftScale: 0", "widget.liftScale: 0.0 is out of range: expected 0.1...10.0"),
        ("sortGrid", "liftDuration: 0", "widget.liftDuration: 0.0 is out of range: expected 0.01...10.0 seconds"),
        ("sortGrid", "shiftDuration: -1", "widget.shiftDuration: -1.0 is out of range: expected 0.01...10.0 seconds"),
    ])
    func anOutOfRangeValueIsRefusedNamingTheKey(kind: String, line: String, message: String) throws {
        let frame = ["switcher": "", "sortGrid": "  titles: [A, B]\n"][kind] ?? "  frame: [0, 100, 300, 400]\n"
        let cards = kind == "sortGrid" ? "" : "cards: [{}]\n"
        let yaml = "screen: {size: [375, 667]}\nwidget:\n  kind: \(kind)\n\(frame)  \(line)\n" + cards
        let lineNumber = frame.isEmpty ? 4 : 5
        let column = line.firstIndex(of: ":").map { line.distance(from: line.startIndex, to: $0) + 5 } ?? 0
        #expect(throws: (any Error).self) { try ScriptDecoder.decode(yaml, file: "t.yaml", baseDirectory: "/tmp") }
        do {
            _ = try ScriptDecoder.decode(yaml, file: "t.yaml", baseDirectory: "/tmp")
        } catch {
            #expect("\(error)" == "t.yaml:\(lineNumber):\(column): \(message)")
        }
    }

    /// The members of key `name`'s schema in control `kind`'s widget schema (none when it is missing).
    static func schemaProperty(_ kind: String, _ name: String) throws -> [String: JSONValue] {
        let schema = try #require(Controls.named(kind)).keys.schema(description: kind)
        guard case .object(let members) = schema, case .object(let properties)? = members["properties"],
              case .object(let key)? = properties[name] else { return [:] }
        return key
    }

    /// The JSON Schema `cardmotion schema` prints gives each tuning key its range and, in its description, its unit
    /// and its default (the source's value).
    @Test(arguments: [
        ("deck", "removalDistance", 0, 10_000, "In points. Default: 150."),
        ("deck", "removalSpeed", 0, 100_000, "In points per second. Default: 800."),
        ("deck", "maxTilt", 0, 180, "In degrees. Default: no limit."),
        ("deck", "springBackDuration", 0.01, 10, "In seconds. Default: 0.5."),
        ("deck", "flyOffDuration", 0.01, 10, "In seconds. Default: 0.2."),
        ("stack", "springDuration", 0.1, 1, "In seconds. Default: 0.5."),
        ("stack", "springDamping", 0.3, 1, "Default: 0.5."),
        ("stack", "springVelocity", 0, 0.8, "(Qi_SpringVelocity). Default: 0.8."),
        ("stack", "flyOffDuration", 0.01, 10, "In seconds. Default: 0.25."),
        ("switcher", "deleteDistance", 1, 100_000, "In points. Default: half the control's height."),
        ("switcher", "deleteSpeed", 0, 100_000, "In points per second. Default: 500."),
        ("switcher", "deleteDuration", 0.01, 10, "In seconds. Default: 0.3."),
        ("sortGrid", "minimumPressDuration", 0, 10, "In seconds. Default: 0.5."),
        ("sortGrid", "liftScale", 0.1, 10, "Default: 1.2."),
        ("sortGrid", "liftDuration", 0.01, 10, "In seconds. Default: 0.25."),
        ("sortGrid", "shiftDuration", 0.01, 10, "In seconds. Default: 0.5."),
    ] as [(String, String, Double, Double, String)])
    func theSchemaHasTheTuningKeys(kind: String, name: String, minimum: Double, maximum: Double, ending: String) throws {
        let key = try Self.schemaProperty(kind, name)
        guard case .string(let description)? = key["description"] else {
            Issue.record("\(kind).\(name) has no description")
            return
        }
        #expect(key["type"] == "number" && key["minimum"] == .number(minimum) && key["maximum"] == .number(maximum))
        #expect(description.hasSuffix(ending), "\(description)")
    }

    @Test func theSchemaNamesTheTiltDirections() throws {
        #expect(try Self.schemaProperty("deck", "tiltDirection")["enum"] == ["counterClockwise", "clockwise", "none"])
    }
}
