import CardMotionTesting
import Testing

/// Key frames of Examples/deck.yaml against __Goldens__/DeckGoldenTests/keyFramesMatchTheirReferences/deck/,
/// pixel for pixel.
@Suite struct DeckGoldenTests {
    /// At 60 fps: the first reload settling (0.1 s), the slow drag with the back card advancing (1.4 s), the
    /// spring-back under way (1.75 s), the flick flying off (2.45 s), the slow left drag (3.9 s), the button
    /// delete in flight (5.1 s) and the next page topping the deck up (7.6 s).
    @Test func keyFramesMatchTheirReferences() {
        assertFrames(of: "../../Examples/deck.yaml", at: [0.1, 1.4, 1.75, 2.45, 3.9, 5.1, 7.6])
    }
}
