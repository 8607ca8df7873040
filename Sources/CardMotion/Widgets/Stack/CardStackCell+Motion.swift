import CardGeometry
import CardScene
import Foundation

extension CardStackCell {
    /// The card's motion at `time` (seconds), from its presentation (so a spring-back or a re-stack moves it too),
    /// as docs/controls/stack.md#motion-values defines it: `x`, `y` the centre's displacement on screen from the
    /// slot the card rests in, `angle` its rotation from that slot's (degrees, clockwise positive), and `progress`
    /// the pan's x translation over `maxRemoveDistance`, clamped to -1...1: the drag transform is a rotation after a
    /// translation by the pan, so the pan is the displacement turned back by the angle, and while a finger drags it
    /// is the `moveScale` the drag computes. A cell that is no longer in the stack is at rest.
    func motion(at time: Double) -> MotionValues {
        guard let stack, let container = superview else { return .rest }
        let cells = stack.visibleCells
        guard let slot = cells.firstIndex(where: { $0 === self }) else { return .rest }
        let rest = stack.depthTransform(cells.count - 1 - slot)
        let presentation = presentation(at: time)
        // A view's transform turns and moves it about its centre, so the centre moves by the translation part.
        let moved = Point(x: presentation.center.x + presentation.transform.tx, y: presentation.center.y + presentation.transform.ty)
        let resting = Point(x: center.x + rest.tx, y: center.y + rest.ty)
        let displacement = Point(x: moved.x - resting.x, y: moved.y - resting.y)
        let turn = atan2(presentation.transform.b, presentation.transform.a) - atan2(rest.b, rest.a)
        let pan = displacement.applyingLinearPart(of: AffineTransform2D(rotationAngle: -turn))
        let onScreen = container.convertVectorToWindow(displacement)
        return MotionValues(x: onScreen.x, y: onScreen.y, angle: turn * 180 / .pi, progress: pan.x / maxRemoveDistance)
    }

    /// The cell's look with its live layers as they are at `time`, folded into its content view: a snapshot
    /// (`snapshotViewAfterScreenUpdates:`) is a picture, so a fly-off keeps the stamp the card showed when it left.
    func snapshotLayer(at time: Double) -> ContentLayer {
        var layer = SceneBuilder.contentLayer(of: self)
        if let live, subviews.last === contentView, let content = layer.sublayers.indices.last {
            // The content view is the cell's last subview and fills its bounds: the live layers go over its content.
            layer.sublayers[content].sublayers += live.layers(for: motion(at: time))
        }
        return layer
    }
}
