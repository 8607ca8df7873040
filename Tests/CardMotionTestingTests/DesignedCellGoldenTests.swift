import CardMotionTesting
import Testing

/// Key frames of the two designed examples, pixel for pixel: Examples/profiles.yaml (a deck of designed cells with
/// shadows, a gradient scrim, Inter from the script's fonts, a gradient backdrop and an overlay) and
/// Examples/store.yaml (a stack of designed cells with a border, justified text, kern and a gradient button).
@Suite struct DesignedCellGoldenTests {
    /// At 60 fps: at rest (0 s), Ada flicked away mid-flight (0.5 s), Alan tilted by the slow drag (1.8 s), Alan
    /// springing back (2.0 s), Alan dragged past the position rule (3.4 s) and leaving (3.6 s), Grace at rest (4.2 s).
    @Test func profiles() {
        assertFrames(of: "../../Examples/profiles.yaml", at: [0, 0.5, 1.8, 2.0, 3.4, 3.6, 4.2])
    }

    /// At 60 fps: at rest (0 s), the top card dragged right (0.8 s) and flying off with the re-stack (1.0 s), the
    /// short drag (1.85 s), the programmatic removal tilting away (2.75 s), and at rest after it (3.5 s).
    @Test func store() {
        assertFrames(of: "../../Examples/store.yaml", at: [0, 0.8, 1.0, 1.85, 2.75, 3.5])
    }
}
