import CardMotionTesting
import Testing

/// Swift Testing: Scripts/swipe.yaml at chosen instants, and Scripts/deck.yaml frame by frame. Each assertion's
/// references are in __Goldens__/SwipeTests/<testFunction>[.<name>]/<script>/; `CARDMOTION_RECORD=missing swift test`
/// records them.
@Suite struct SwipeTests {
    /// Two assertions on one script in one test, each named so that each has its own references: at rest (0 s),
    /// then mid-drag tilted (0.3 s) and after the fly-off (0.8 s), at 30 fps: frames 0, 9 and 24.
    @Test func topCardFliesOffToTheRight() {
        assertFrames(of: "Scripts/swipe.yaml", at: [0], named: "rest")
        assertFrames(of: "Scripts/swipe.yaml", at: [0.3, 0.8], named: "moving")
    }

    /// All 31 frames of a quick drag left that removes the deck's top card.
    @Test func deckRemovesItsTopCard() {
        assertFrames(of: "Scripts/deck.yaml")
    }
}
