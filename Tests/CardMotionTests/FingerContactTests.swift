import Testing
@testable import CardMotion

/// The one-finger rule, checked on the synthesized touches: from each gesture's touch-down to its lift.
@Suite struct FingerContactTests {
    func decode(_ timeline: String) throws(ScriptError) -> Script {
        try ScriptDecoder.decode("""
        screen: {size: [375, 667]}
        widget: {kind: stack, frame: [25, 150, 325, 420]}
        timeline:
        \(timeline)
        """, file: "s.yaml", baseDirectory: "/tmp")
    }

    func message(_ timeline: String) -> String? {
        do {
            _ = try decode(timeline)
            return nil
        } catch {
            return error.description
        }
    }

    /// A gesture may touch down at the very instant the previous one lifts: the lift is delivered first.
    @Test func aGestureMayStartWhenThePreviousLifts() throws {
        let script = try decode("""
          - {at: 0.5, tap: {point: [100, 300], hold: 0.25}}
          - {at: 0.75, drag: {from: [100, 300], by: [50, 0], duration: 0.5}}
        """)
        #expect(script.timeline.count == 2)
    }

    /// A path's finger is down from its first sample, not from its `at`: the second gesture lies inside it.
    @Test func aPathIsDownFromItsFirstSampleToItsLift() {
        #expect(message("""
          - {at: 0.1, path: [[1.0, 187, 345], [1.6, 300, 350]]}
          - {at: 1.2, drag: {from: [187, 345], by: [10, 0], duration: 0.1}}
        """) == "s.yaml:5:5: timeline[1]: its finger is down from 1.2 s until 1.3 s, while the finger of timeline[0] is down from 1.1 s until 1.7 s (one finger at a time)")
    }

    /// A later event whose finger lifts at the instant an earlier path touches down would deliver that lift after
    /// the touch-down (touches at one instant arrive in timeline order): rejected.
    @Test func aLiftAfterATouchDownAtTheSameInstantIsRejected() {
        #expect(message("""
          - {at: 0.1, path: [[1.0, 187, 345], [1.6, 300, 350]]}
          - {at: 0.5, tap: {point: [100, 300], hold: 0.6}}
        """) == "s.yaml:5:5: timeline[1]: its finger is down from 0.5 s until 1.1 s, while the finger of timeline[0] is down from 1.1 s until 1.7 s (one finger at a time)")
    }

    /// Fingers in disjoint intervals are fine in any timeline order: a path that starts late may enclose nothing.
    @Test func disjointContactsInAnyOrderAreAccepted() throws {
        let script = try decode("""
          - {at: 0.1, path: [[2.0, 187, 345], [2.5, 300, 350]]}
          - {at: 0.5, tap: [100, 300]}
          - {at: 1.0, swipe: left}
        """)
        let contacts = try script.timeline.enumerated().compactMap { index, event -> FingerContact? in
            guard case .gesture(let gesture) = event.action else { return nil }
            let touches = TouchSynthesizer.touches(for: gesture, startingAt: event.time, touchRate: script.touchRate)
            return FingerContact(event: index, down: try #require(touches.first).time, lift: try #require(touches.last).time)
        }
        #expect(contacts.map(\.span) == ["from 2.1 s until 2.6 s", "from 0.5 s until 0.6 s"])
        #expect(FingerContact.firstOverlap(in: script.timeline, touchRate: script.touchRate) == nil)
    }
}
