import CardMotionTesting
import Testing

/// Key frames of the examples that `animate` layers (docs/motion.md), pixel for pixel: Examples/wallet.yaml (a pass
/// stack with no control, moved by springs and sent back mid-move), Examples/flip.yaml (a card turned in 3D with
/// perspective to its back and on to its front) and the heart that pops on Examples/profiles.yaml.
@Suite struct AnimateGoldenTests {
    /// At 60 fps: at rest (0 s), the museum pass rising while the others slide down (0.7 s), risen (0.95 s), sent
    /// back mid-way by the second tap (1.2 s), and at rest again (the last frame, 1.98 s).
    @Test func wallet() {
        assertFrames(of: "../../Examples/wallet.yaml", at: [0, 0.7, 0.95, 1.2, 1.98])
    }

    /// At 60 fps: the front (0 s), turning towards the edge (0.55 s), the back past 90 degrees with the spring's
    /// overshoot (0.7 s, 1.05 s), the back at rest (2 s), turning on to the front (2.45 s) and the front again (3.8 s).
    @Test func flip() {
        assertFrames(of: "../../Examples/flip.yaml", at: [0, 0.55, 0.7, 1.05, 2, 2.45, 3.8])
    }

    /// At 60 fps: the like button pressed and the heart on Grace's card growing on its spring (4.45 s, 4.5 s), the
    /// heart overshooting with the button springing back (4.6 s), held (5.2 s) and fading as it swells (5.5 s).
    @Test func profilesHeart() {
        assertFrames(of: "../../Examples/profiles.yaml", at: [4.45, 4.5, 4.6, 5.2, 5.5])
    }
}
