import CardGeometry
import Foundation

extension SwitcherCardView {
    /// The card's motion at `time` (seconds), from its presentation, as docs/controls/switcher.md#motion-values
    /// defines it: `x` the centre's horizontal displacement from its slot (non-zero only while a re-layout slides
    /// it), `y` its vertical displacement from the switcher's middle, where every card rests, both on screen;
    /// `angle` its rotation (always 0: the switcher only scales its cards); and `progress` the delete pan's
    /// `translation.y / deleteDistance` (by default `height / 2`), the fraction of the delete rule's distance,
    /// clamped to -1...1: −1 is where an upward drag deletes on release, a downward drag reaches 1 and never deletes.
    func motion(at time: Double) -> MotionValues {
        guard let switcher, let scroll = superview else { return .rest }
        let halfHeight = switcher.size.height / 2
        let presentation = presentation(at: time)
        let displacement = Point(x: presentation.center.x - center.x, y: presentation.center.y - halfHeight)
        let onScreen = scroll.convertVectorToWindow(displacement)
        return MotionValues(x: onScreen.x, y: onScreen.y,
                            angle: atan2(presentation.transform.b, presentation.transform.a) * 180 / .pi,
                            progress: displacement.y / (switcher.configuration.deleteDistance ?? halfHeight))
    }
}
