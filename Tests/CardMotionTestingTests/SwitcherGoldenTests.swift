import CardMotionTesting
import Testing

/// Key frames of Examples/switcher.yaml against
/// __Goldens__/SwitcherGoldenTests/keyFramesMatchTheirReferences/switcher/, pixel for pixel.
@Suite struct SwitcherGoldenTests {
    /// At 60 fps: rest (0.25 s), the rubber band at full pull (1.1 s), the slow drag (2.5 s) and its settle back
    /// (2.75 s), the long flick under the finger (3.45 s) and settling on the page after next (3.7 s), the drag up
    /// (4.9 s), the fly-up (5.25 s) and the re-layout (5.55 s), the flick delete (6.35 s, 6.65 s), the aborted
    /// delete dragged (7.8 s) and returning (8.2 s).
    @Test func keyFramesMatchTheirReferences() {
        assertFrames(of: "../../Examples/switcher.yaml",
                         at: [0.25, 1.1, 2.5, 2.75, 3.45, 3.7, 4.9, 5.25, 5.55, 6.35, 6.65, 7.8, 8.2])
    }
}
