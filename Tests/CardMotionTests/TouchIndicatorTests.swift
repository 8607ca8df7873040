import CardGeometry
import Testing
@testable import CardMotion

/// `--show-touches`' data: the fingers a playback puts in ``Scene/touches`` (docs/commands.md#render).
@Suite struct TouchIndicatorTests {
    /// A drag from (30, 50) to (70, 50) at 0.1 s over 0.4 s (linear, 60 touches a second), lifted at 0.5 s; a tap at
    /// (10, 80) at 0.6 s held 0.1 s; a path at 1 s.
    static let yaml = """
    screen: {size: [100, 100], scale: 1, background: "#FFFFFF"}
    fps: 20
    duration: 1.5
    widget: {kind: stack, frame: [0, 80, 100, 20], visibleCount: 1}
    cards: [{}]
    timeline:
      - at: 0.1
        drag: {from: [30, 50], to: [70, 50], duration: 0.4}
      - at: 0.6
        tap: {point: [10, 80], hold: 0.1}
      - at: 1
        path: [[0, 5, 5], [0.1, 15, 25], [0.2, 25, 45]]
    """

    static func touches(at times: [Double], shown: Bool = true) throws -> [[TouchIndicator]] {
        var plan = try PlaybackPlan(ScriptDecoder.decode(yaml, file: "touches.yaml", baseDirectory: "/tmp"))
        plan.showsTouches = shown
        let playback = plan.makePlayback()
        return times.map { playback.scene(at: $0).touches }
    }

    @Test func aDragShowsItsLastDeliveredTouchThenFadesOverTwoTenthsOfASecond() throws {
        let touches = try Self.touches(at: [0, 0.1, 0.3, 0.5, 0.55, 0.6, 0.65, 0.69, 0.7])
        #expect(touches[0] == [])
        #expect(touches[1] == [TouchIndicator(center: Point(x: 30, y: 50), opacity: 1)])
        // Half-way through the move, 12 touches of 1/60 s in: x = 30 + 40 x 0.5.
        #expect(touches[2] == [TouchIndicator(center: Point(x: 50, y: 50), opacity: 1)])
        // The lift at 0.5 s: still whole at that instant.
        #expect(touches[3] == [TouchIndicator(center: Point(x: 70, y: 50), opacity: 1)])
        #expect(touches[4].count == 1 && abs(touches[4][0].opacity - 0.75) < 1e-9 && touches[4][0].center == Point(x: 70, y: 50))
        // At 0.6 s the drag's fading disc (half) and the tap's finger, in timeline order.
        #expect(touches[5].map(\.center) == [Point(x: 70, y: 50), Point(x: 10, y: 80)])
        #expect(abs(touches[5][0].opacity - 0.5) < 1e-9 && touches[5][1].opacity == 1)
        #expect(touches[6].count == 2 && abs(touches[6][0].opacity - 0.25) < 1e-9)
        #expect(touches[7].count == 2 && abs(touches[7][0].opacity - 0.05) < 1e-9)
        // 0.2 s after the lift the drag's disc is gone; the tap lifted at this instant.
        #expect(touches[8] == [TouchIndicator(center: Point(x: 10, y: 80), opacity: 1)])
    }

    @Test func aPathShowsItsSamplesAndEveryDiscIsGoneTwoTenthsOfASecondAfterItsLift() throws {
        let touches = try Self.touches(at: [0.9, 0.95, 1, 1.15, 1.2, 1.3, 1.4])
        #expect(touches[0] == [])  // the tap lifted at 0.7 s
        #expect(touches[1] == [])
        #expect(touches[2] == [TouchIndicator(center: Point(x: 5, y: 5), opacity: 1)])
        // Between samples the finger shows where it was last delivered.
        #expect(touches[3] == [TouchIndicator(center: Point(x: 15, y: 25), opacity: 1)])
        #expect(touches[4] == [TouchIndicator(center: Point(x: 25, y: 45), opacity: 1)])
        #expect(touches[5].count == 1 && abs(touches[5][0].opacity - 0.5) < 1e-9)
        #expect(touches[6] == [])
    }

    @Test func scenesCarryNoTouchesUnlessAsked() throws {
        let times = [0, 0.3, 0.55, 0.6, 1.1]
        #expect(try Self.touches(at: times, shown: false) == Array(repeating: [], count: times.count))
        // The nodes are the same either way.
        var plan = try PlaybackPlan(ScriptDecoder.decode(Self.yaml, file: "touches.yaml", baseDirectory: "/tmp"))
        let plain = plan.makePlayback()
        plan.showsTouches = true
        let shown = plan.makePlayback()
        for time in times {
            let (a, b) = (plain.scene(at: time), shown.scene(at: time))
            #expect(a.nodes == b.nodes)
        }
    }
}
