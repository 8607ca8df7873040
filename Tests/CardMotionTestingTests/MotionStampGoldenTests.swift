import CardMotionTesting
import Testing

/// Key frames of Examples/stamps.yaml, pixel for pixel: LIKE and NOPE stamps that read `motion.progress`, drawn
/// over each card's static raster inside its rounded clip and under its border.
@Suite struct MotionStampGoldenTests {
    /// At 60 fps: at rest (0 s), held at half the remove distance with LIKE at half opacity (0.8 s), springing back
    /// with the stamp fading (1.4 s), the NOPE snapshot flying off (2.5 s) and the next card dragged past the
    /// remove distance with LIKE fully shown (3.45 s).
    @Test func stamps() {
        assertFrames(of: "../../Examples/stamps.yaml", at: [0, 0.8, 1.4, 2.5, 3.45])
    }
}
