import CardMotionTesting
import Testing

/// Key frames of the three designed examples, pixel for pixel, in the built-in iOS look: Examples/profiles.yaml (a
/// deck of designed cells with shadows, a gradient scrim, text styles, symbols, emoji from the cards, a gradient
/// header and an overlay), Examples/store.yaml (a stack of designed cells with a border, justified text, a price tag
/// on a blur material and a gradient button) and Examples/music.yaml (a stack of album cards with a JPEG cover,
/// CJK bold and emoji from the cards, symbols, a vector path, and a mini player and tab bar of blur materials over
/// the moving cards).
@Suite struct DesignedCellGoldenTests {
    /// At 60 fps: at rest (0 s), Ada flicked away mid-flight (0.5 s), Alan tilted by the slow drag (1.8 s), Alan
    /// springing back (2.0 s), Alan dragged past the position rule (3.4 s) and leaving (3.6 s), Grace at rest (4.2 s).
    @Test func profiles() {
        assertFrames(of: "../../Examples/profiles.yaml", at: [0, 0.5, 1.8, 2.0, 3.4, 3.6, 4.2])
    }

    /// At 60 fps: at rest (0 s), the top card dragged right (0.8 s) and flying off with the re-stack (1.0 s), the
    /// short drag (1.85 s), the programmatic removal tilting away (2.75 s), and at rest after it (3.1 s, the last frame).
    @Test func store() {
        assertFrames(of: "../../Examples/store.yaml", at: [0, 0.8, 1.0, 1.85, 2.75, 3.1])
    }

    /// At 60 fps: at rest (0 s), the top album thrown down to the right under the bars (0.62 s, 0.75 s), the short
    /// drag springing back (1.8 s), the programmatic removal sliding away (2.65 s), and at rest after it (3.1 s, the last frame).
    @Test func music() {
        assertFrames(of: "../../Examples/music.yaml", at: [0, 0.62, 0.75, 1.8, 2.65, 3.1])
    }
}
