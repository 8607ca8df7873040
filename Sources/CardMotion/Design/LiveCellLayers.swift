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
    /// The same, template by template.
    private let atRestByTemplate: [[ContentLayer]]

    /// The live part of a cell bound to `context` in a card of `size` points, or `nil` when `templates` is empty.
    /// Bound here once at rest, so a missing field or image fails when the script is read, as any layer's does;
    /// motion only changes numbers, which are held within their keys' ranges (``LayerTemplate/clampedMotionValue(_:_:)``).
    init?(templates: [LayerTemplate], context: BindingContext, size: Size) throws(BindingFailure) {
        guard !templates.isEmpty else { return nil }
        self.templates = templates
        var checked = context
        checked.motion = .rest
        var atRestByTemplate: [[ContentLayer]] = []
        for template in templates { atRestByTemplate.append(try template.bind(parentSize: size, checked)) }
        checked.uses = nil
        checked.budget = nil
        checked.holdsNumbers = true
        self.context = checked
        self.size = size
        self.atRestByTemplate = atRestByTemplate
        self.atRest = atRestByTemplate.flatMap { $0 }
    }

    /// The layers as they are when the card moves by `motion`, in the card's content coordinates. Every number is
    /// held within its key's range (a frame, a stack's size or placement, a fitted size, an opacity), so motion
    /// cannot make binding fail. What else could (an image or font file removed or changed since the script was
    /// read) leaves that template's layers as they were at rest, which the renderer then reads the same files for,
    /// and refuses with the file's name if they are gone.
    public func layers(for motion: MotionValues) -> [ContentLayer] {
        if motion == .rest { return atRest }
        var context = self.context
        context.motion = motion
        var layers: [ContentLayer] = []
        for (template, rest) in zip(templates, atRestByTemplate) {
            do {
                layers += try template.bind(parentSize: size, context)
            } catch {
                layers += rest
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
