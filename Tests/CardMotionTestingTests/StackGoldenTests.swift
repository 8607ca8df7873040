import CardMotionTesting
import Testing

/// Key frames of Examples/stack.yaml against __Goldens__/StackGoldenTests/keyFramesMatchTheirReferences/stack/
/// (the test's own folder), pixel for pixel (the fixed font set and Debian's Cairo make the output exact).
/// CARDMOTION_RECORD=missing records absent references.
@Suite struct StackGoldenTests {
    /// At 60 fps: rest (0 s), mid-drag tilted right (0.6 s), mid fly-off with the re-stack under way (0.85 s;
    /// release at 0.8 s), the short drag left (1.667 s), the spring-back swung past centre (1.95 s; release at
    /// 1.8 s), mid programmatic swipe left (2.717 s) and right (3.317 s).
    @Test func keyFramesMatchTheirReferences() {
        assertFrames(of: "../../Examples/stack.yaml", at: [0, 0.6, 0.85, 100.0 / 60, 1.95, 163.0 / 60, 199.0 / 60])
    }
}
