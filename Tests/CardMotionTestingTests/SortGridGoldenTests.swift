import CardMotionTesting
import Testing

/// Key frames of Examples/sortGrid.yaml and Examples/sortGrid-default.yaml against
/// __Goldens__/SortGridGoldenTests/<test>/<script>/, pixel for pixel.
@Suite struct SortGridGoldenTests {
    /// The repository demo at 60 fps: rest (0.25 s), 奇舞周刊 selected (0.6 s), 首页推荐 lifting (2.75 s), dragged
    /// along the row with 奇舞周刊 making room (3.0 s, 3.5 s), dropping (4.2 s), HULK一线杂谈 dragged up with three
    /// buttons moving (5.5 s) and back down, retargeted (5.8 s, 6.2 s), the short press (7.5 s).
    @Test func demoKeyFrames() {
        assertFrames(of: "../../Examples/sortGrid.yaml", at: [0.25, 0.6, 2.75, 3.0, 3.5, 4.2, 5.5, 5.8, 6.2, 7.5])
    }

    /// The article's defaults: rest (0.25 s), 众成翻译 deselected (0.6 s), Qtest之道 lifted and dragged across
    /// both rows (1.75 s, 2.3 s, 3.0 s), dropping into the first slot (3.5 s) and at rest (3.8 s).
    @Test func defaultKeyFrames() {
        assertFrames(of: "../../Examples/sortGrid-default.yaml", at: [0.25, 0.6, 1.75, 2.3, 3.0, 3.5, 3.8])
    }
}
