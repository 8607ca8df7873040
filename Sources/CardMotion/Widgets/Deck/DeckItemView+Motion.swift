import CardGeometry
import Foundation

extension DeckItemView {
    /// The card's motion at `time` (seconds), from its presentation, as docs/controls/deck.md#motion-values defines
    /// it: `x`, `y` the centre's displacement on screen from where the card was laid out, `angle` its rotation
    /// (degrees, clockwise positive: a drag right turns it counter-clockwise, so negative), and `progress` the
    /// position rule of the end of a drag as a fraction: the tilted bounding box's `minX / (fw − D)`, with D the
    /// `removalDistance` (150), which is 1 exactly where `minX < fw − D` stops holding (removed right) and −1 where
    /// `minX + fw > D` stops holding (removed left), 0 with the box at the deck's left edge, clamped to -1...1; 0 for
    /// a box D points wide or less, which the rule always removes. The box is the card's size turned by its rotation about its centre (the
    /// depth transform of a card behind the top one is not motion).
    func motion(at time: Double) -> MotionValues {
        guard let deck = superview else { return .rest }
        let presentation = presentation(at: time)
        let turn = atan2(presentation.transform.b, presentation.transform.a)
        let boxWidth = size.width * abs(cos(turn)) + size.height * abs(sin(turn))
        let minX = presentation.center.x - boxWidth / 2
        let reach = boxWidth - configuration.removalDistance
        let displacement = deck.convertVectorToWindow(Point(x: presentation.center.x - restingCenter.x,
                                                            y: presentation.center.y - restingCenter.y))
        return MotionValues(x: displacement.x, y: displacement.y, angle: turn * 180 / .pi,
                            progress: reach > 0 ? minX / reach : 0)
    }
}
