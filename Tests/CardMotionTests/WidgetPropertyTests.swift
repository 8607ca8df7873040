import CardGeometry
import CardMotionFuzzing
import Foundation
import PropertyBased
import Testing
@testable import CardMotion

/// Random gesture sequences, thrown at each control: at every frame every node's numbers stay finite, opacities
/// stay within 0...1, ids stay unique (``SceneInvariants``), and the control's cards agree with the callbacks it
/// has fired (``WidgetController/invariantProblem(log:)``). swift-property-based prints the seed of a failure; `.fixedSeed(...)` replays it.
@Suite struct WidgetPropertyTests {
    /// How many random scripts each control plays.
    static let scriptsPerControl = 150
    /// Frames checked per second of the script.
    static let checkRate = 30.0

    // MARK: Random timelines

    /// One random timeline event. Points are fractions of the control's frame, widened by 10 % on each side so that
    /// some gestures start just outside it.
    struct RandomEvent: Sendable, CustomStringConvertible {
        enum Kind: Int, CaseIterable, Sendable { case drag, longPressDrag, flick, tap, path, swipeLeft, swipeRight }
        var kind: Kind
        /// Seconds after the previous gesture's lift (or the previous event, for a swipe).
        var gap: Double
        var start: (x: Double, y: Double)
        /// Movement in points.
        var movement: (x: Double, y: Double)
        /// Seconds.
        var duration: Double
        var curve: FingerCurve

        var description: String { "\(kind) +\(gap)s from \(start) by \(movement) over \(duration)s \(curve)" }
    }

    static let events = zip(Gen<RandomEvent.Kind>.case, Gen.double(in: 0...0.8),
                            zip(Gen.double(in: -0.1...1.1), Gen.double(in: -0.1...1.1)),
                            zip(Gen.double(in: -450...450), Gen.double(in: -700...700)),
                            Gen.double(in: 0.01...1.2), Gen<FingerCurve>.case)
        .map { RandomEvent(kind: $0, gap: $1, start: $2, movement: $3, duration: $4, curve: $5) }

    static let timelines = events.array(of: 1...10)

    /// The YAML timeline for `events` over a control at `frame`: gestures never overlap (one finger), swipes are
    /// left out for controls without a programmatic removal.
    static func timeline(_ events: [RandomEvent], over frame: Rect, swipes: Bool) -> String {
        var yaml = ""
        var clock = 0.2
        var fingerFree = 0.0
        for event in events {
            guard let gesture = gesture(event, over: frame) else {
                guard swipes else { continue }
                clock += event.gap
                yaml += "  - {at: \(number(clock)), swipe: \(event.kind == .swipeLeft ? "left" : "right")}\n"
                continue
            }
            clock = max(clock + event.gap, fingerFree + 0.001)
            yaml += "  - {at: \(number(clock)), \(Self.yaml(gesture))}\n"
            // The written numbers are rounded to 0.1 ms: a little slack keeps the next finger clear of this one.
            fingerFree = clock + gesture.touchDuration + 0.001
        }
        return yaml.isEmpty ? "" : "timeline:\n" + yaml
    }

    /// The gesture `event` describes over a control at `frame`, or `nil` for a swipe.
    static func gesture(_ event: RandomEvent, over frame: Rect) -> Gesture? {
        let from = Point(x: frame.minX + event.start.x * frame.width, y: frame.minY + event.start.y * frame.height)
        let movement = Point(x: event.movement.x, y: event.movement.y)
        switch event.kind {
        case .swipeLeft, .swipeRight:
            return nil
        case .drag:
            return .drag(Gesture.Drag(from: from, to: from + movement, duration: event.duration, curve: event.curve))
        case .longPressDrag:
            return .drag(Gesture.Drag(from: from, to: from + movement, duration: event.duration, press: 0.6, hold: event.gap / 4))
        case .flick:
            return .drag(Gesture.Drag(from: from, to: from + movement, duration: event.duration / 20, curve: event.curve))
        case .tap:
            return .tap(at: from, hold: Gesture.defaultTapHold)
        case .path:
            // A zig-zag: out by the movement, half-way back, then out again.
            let samples = [(0.0, from), (event.duration / 3, from + movement), (event.duration * 2 / 3, from + movement / 2),
                           (event.duration, from + movement)]
            return .path(samples: samples.map { Gesture.PathSample(time: $0.0, location: $0.1) }, hold: 0)
        }
    }

    /// A number as the timeline writes it: four decimals.
    static func number(_ value: Double) -> String { String(format: "%.4f", value) }

    static func yaml(_ point: Point) -> String { "[\(number(point.x)), \(number(point.y))]" }

    /// The timeline action for `gesture`, in the script format.
    static func yaml(_ gesture: Gesture) -> String {
        switch gesture {
        case .drag(let drag):
            "drag: {from: \(yaml(drag.from)), to: \(yaml(drag.to)), duration: \(number(drag.duration)), curve: \(drag.curve.rawValue), "
                + "press: \(number(drag.press)), hold: \(number(drag.hold))}"
        case .tap(let point, let hold):
            "tap: {point: \(yaml(point)), hold: \(number(hold))}"
        case .path(let samples, let hold):
            "path: [" + samples.map { "[\(number($0.time)), \(number($0.location.x)), \(number($0.location.y))]" }
                .joined(separator: ", ") + "], hold: \(number(hold))"
        }
    }

    static let screen = "screen: {size: [375, 667], scale: 1}\nfps: 30\n"

    static func decode(_ yaml: String) throws -> Script {
        try ScriptDecoder.decode(yaml, file: "property.yaml", baseDirectory: "/tmp")
    }

    /// Plays the script `yaml` to its end, checking every frame at ``checkRate`` with ``SceneInvariants`` and
    /// ``WidgetController/invariantProblem(log:)``, and returns the settled playback for checks of the final state.
    @discardableResult
    static func play(_ yaml: String) throws -> Playback {
        let plan = try PlaybackPlan(decode(yaml))
        let duration = plan.timing.duration
        let playback = plan.makePlayback()
        let frames = Int((duration * checkRate).rounded(.up))
        let times = (0...frames).map { min(Double($0) / checkRate, duration) }
        if let found = PlaybackInvariants.firstProblem(playing: playback, at: times) {
            Issue.record("at \(found.time) s: \(found.problem)\n\(yaml)")
        }
        return playback
    }

    // MARK: QiCardView

    static let stackFrame = Rect(x: 25, y: 150, width: 325, height: 420)

    /// Cards 1...8, 1...5 visible, with and without the reload when empty, any removal distance.
    @Test func stackKeepsItsCardsConsistent() async {
        await propertyCheck(count: Self.scriptsPerControl, input: Gen.int(in: 1...8), Gen.int(in: 1...5), Gen.bool,
                            Gen.double(in: 20...150), Self.timelines) { cards, visible, reloads, removeDistance, events in
            var yaml = Self.screen + """
            widget: {kind: stack, frame: [25, 150, 325, 420], visibleCount: \(visible), lineSpacing: 15, interitemSpacing: 10,
                     maxAngle: 10, maxRemoveDistance: \(removeDistance), reloadsWhenEmpty: \(reloads)}
            cards:

            """
            for index in 0..<cards { yaml += "  - {title: Card \(index)}\n" }
            yaml += Self.timeline(events, over: Self.stackFrame, swipes: true)
            try Self.play(yaml)
        }
    }

    // MARK: CardView (Tantan)

    /// Cards 1...14 in pages of 1...8 arriving after 0...3 s, with and without the demo's buttons.
    @Test func deckKeepsItsCardsConsistent() async {
        await propertyCheck(count: Self.scriptsPerControl, input: Gen.int(in: 1...14), Gen.int(in: 1...8), Gen.double(in: 0...3),
                            Gen.bool, Self.timelines) { cards, pageSize, delay, buttons, events in
            var yaml = Self.screen + """
            widget: {kind: deck, frame: [67.5, 133.5, 240, 400], cardSize: [240, 400], pageSize: \(pageSize),
                     moreDataDelay: \(delay), buttons: \(buttons)}
            cards:

            """
            for index in 0..<cards { yaml += "  - {title: Card \(index)}\n" }
            yaml += Self.timeline(events, over: Rect(x: 67.5, y: 133.5, width: 240, height: 400), swipes: true)
            try Self.play(yaml)
        }
    }

    // MARK: GCCardViewController

    /// Cards 1...9, deletable or not.
    @Test func switcherKeepsItsCardsConsistent() async {
        await propertyCheck(count: Self.scriptsPerControl, input: Gen.int(in: 1...9), Gen.bool, Self.timelines) { cards, canDelete, events in
            var yaml = Self.screen + "widget: {kind: switcher, canDeleteCard: \(canDelete)}\ncards:\n"
            for index in 0..<cards { yaml += "  - {title: Card \(index)}\n" }
            yaml += Self.timeline(events, over: Rect(x: 0, y: 0, width: 375, height: 667), swipes: false)
            try Self.play(yaml)
        }
    }

    // MARK: QiDragSortView

    /// 1...9 titles in 1...4 columns. Once everything has settled, every button also sits unscaled in the slot of its
    /// tag, and the last `dragSortEnded` reported the final order.
    @Test func sortGridKeepsEveryButtonInASlot() async {
        await propertyCheck(count: Self.scriptsPerControl, input: Gen.int(in: 1...9), Gen.int(in: 1...4), Self.timelines) { titles, columns, events in
            let names = (0..<titles).map { "T\($0)" }
            var yaml = Self.screen + """
            widget: {kind: sortGrid, frame: [0, 100, 375, 0], columnCount: \(columns), titles: [\(names.joined(separator: ", "))],
                     rowHeight: 50, rowPadding: 20, rowMargin: 30, columnPadding: 20, columnMargin: 30}

            """
            let configuration = try #require(try Self.decode(yaml).widget.configuration as? SortGridConfiguration)
            let layout = SortGridLayout(width: 375, count: titles, configuration: configuration)
            let gridFrame = Rect(x: 0, y: 100, width: 375, height: layout.height)
            yaml += Self.timeline(events, over: gridFrame, swipes: false)
            let playback = try Self.play(yaml)
            let settled = playback.controller as! SortGridView
            // Every drop reports the order after it, and only drags change the order: the last report is the grid's.
            if let report = playback.simulation.log.last(where: { $0.name == "dragSortEnded" }) {
                #expect(report.details["order"] == .list(settled.buttons.map { .string($0.title) }), "\(yaml)")
            }
            for button in settled.buttons {
                let slot = settled.layout.frame(for: button.tag).center
                #expect((button.center - slot).length <= 1e-9, "\(button.title) rests at \(button.center), its slot is \(slot)\n\(yaml)")
                #expect(button.transform == .identity, "\(button.title) stays scaled\n\(yaml)")
            }
        }
    }
}
