import CardGeometry
import CardScene

/// The part of a card's cell that follows the card's motion: the cell's top-level layers from the first one that
/// reads `motion.*` (at any depth) to the last, with the card they are bound to. The layers below it are bound once
/// per card as before; these are bound again for each frame with that frame's ``MotionValues``, and drawn over the
/// rest in the card's content coordinates, so the drawing order of the cell's layers is kept.
public struct LiveCellLayers {
    let templates: [LayerTemplate]
    /// The card's fields and index (no image log, no layer budget: those were kept when the cell was first bound).
    let context: BindingContext
    /// The card's size, in points.
    let size: Size
    /// The layers bound at rest (when the script is read), returned as they are for a card that does not move:
    /// most cards of a scene, most frames.
    let atRest: [ContentLayer]

    /// The live part of a cell bound to `context` in a card of `size` points, or `nil` when `templates` is empty.
    /// Bound here once at rest, so a missing field or image fails when the script is read, as any layer's does;
    /// motion only changes numbers, which are held within their keys' ranges (``LayerTemplate/clampedMotionValue(_:_:)``).
    init?(templates: [LayerTemplate], context: BindingContext, size: Size) throws(BindingFailure) {
        guard !templates.isEmpty else { return nil }
        self.templates = templates
        var checked = context
        checked.motion = .rest
        var atRest: [ContentLayer] = []
        for template in templates { atRest += try template.bind(parentSize: size, checked) }
        checked.uses = nil
        checked.budget = nil
        self.context = checked
        self.size = size
        self.atRest = atRest
    }

    /// The layers as they are when the card moves by `motion`, in the card's content coordinates.
    public func layers(for motion: MotionValues) -> [ContentLayer] {
        if motion == .rest { return atRest }
        var context = self.context
        context.motion = motion
        var layers: [ContentLayer] = []
        for template in templates {
            do {
                layers += try template.bind(parentSize: size, context)
            } catch {
                preconditionFailure("the live layers were checked when the script was read: \(error.message)")
            }
        }
        return layers
    }

    /// The error for a motion read on the cell's own layer, which styles the card's view and is bound once.
    static func ownLayerFailure(_ expression: FrameExpression, template: LayerTemplate) -> BindingFailure {
        let name = expression.names.first { $0.hasPrefix(MotionValues.prefix) } ?? MotionValues.prefix
        return BindingFailure(position: template.position(of: expression),
                              message: "the cell's own layer reads '\(name)'; only the cell's layers may read the card's motion: put it on a layer under 'layers'")
    }
}
