import CardVerify
import Testing

/// `verify`'s explanations of layers that `animate` moves (layers moved by the timeline, docs/motion.md#animate): a screen with no control whose pass is moved by
/// a spring, and a card's layer moved inside its card, explained by ``MotionAnalysis`` as the controls' nodes are.
@Suite struct MotionAnimateTests {
    /// A screen of two passes; `pass-1` rises on a spring at `at`, and `pass-0` fades with an easeIn over `fade` s.
    static func passes(at: Double, fade: Double = 0.3) -> String {
        """
        fps: 60
        duration: 1.6
        cards: [{color: "#FF0000"}, {color: "#0000FF"}]
        screen:
          size: [200, 300]
          scale: 1
          layers:
            - {id: pass, forEach: cards, frame: [10, "40 + itemIndex * 50", 180, 120], backgroundColor: "{color}"}
        timeline:
          - at: \(at)
            animate:
              - {target: pass-1, to: {y: 60}, spring: {response: 0.4, dampingFraction: 0.8}}
              - {target: pass-0, to: {opacity: 0.2}, duration: \(fade), curve: easeIn}
        """
    }

    /// The same animations 3 frames later: each moving layer is the same motion, 3 frames later.
    @Test func anAnimationLaterIsTheSameMotionShifted() throws {
        #expect(try MotionControlsTests.sentences(recorded: Self.passes(at: 0.4), actual: Self.passes(at: 0.45))
                == ["pass-0, pass-1: same motion, 3 frames later (+50 ms)"])
    }

    /// A fade made twice as long changes only the layer it fades: the other is explained as before (nothing).
    @Test func aLongerFadeChangesOnlyItsLayer() throws {
        let sentences = try MotionControlsTests.sentences(recorded: Self.passes(at: 0.4), actual: Self.passes(at: 0.4, fade: 0.6))
        #expect(sentences.count == 1)
        #expect(sentences.first?.hasPrefix("pass-0:") == true)
    }
}
