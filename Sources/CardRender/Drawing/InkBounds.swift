import CardGeometry
import CardScene

/// A rectangle that holds every pixel a layer can paint, in its parent's coordinates (points). Drawing a
/// translucent node only needs a group surface this large, which is what keeps group opacity cheap.
///
/// It is conservative: text may paint up to one font size beyond its box (ascenders, accents, glyphs of a line
/// taller than the box), and a shadow reaches three standard deviations beyond what casts it.
struct InkBounds {
    /// The size an image is placed with (see ``ImageStore/placementSize(of:scale:)``).
    let imageSize: (ImageContent) throws(RenderError) -> Size

    /// How far a Gaussian blur reaches, in standard deviations.
    static let shadowReach = 3.0

    func of(_ layer: ContentLayer) throws(RenderError) -> Rect? {
        let bounds = layer.bounds
        var content: Rect?
        if let image = layer.image {
            content = union(content, ImageContent.placement(of: try imageSize(image), in: bounds, mode: image.contentMode))
        }
        if let text = layer.text, !text.string.isEmpty {
            content = union(content, bounds.insetBy(dx: -text.fontSize, dy: -text.fontSize))
        }
        if let symbol = layer.symbol {
            // Centred and fitted to the bounds; the weight's pen reaches half its width beyond the outline.
            let pen = symbol.weight.strokeWidth * symbol.pointSize
            content = union(content, bounds.insetBy(dx: -pen, dy: -pen))
        }
        if let path = layer.path { content = union(content, PathDrawing.ink(of: path, in: bounds)) }
        for sublayer in layer.sublayers where sublayer.opacity > 0 { content = union(content, try of(sublayer)) }
        if layer.masksToBounds { content = content.flatMap { $0.intersection(bounds) } }
        var ink = content
        if layer.backgroundColor.map({ $0.alpha > 0 }) == true || layer.gradient != nil
            || (layer.borderWidth > 0 && layer.borderColor != nil) || layer.backdrop != nil {
            ink = union(ink, bounds)
        }
        if let shadow = layer.shadow, shadow.isVisible, !layer.masksToBounds, let cast = ink {
            let reach = Self.shadowReach * shadow.radius
            ink = union(ink, Rect(x: cast.minX + shadow.offset.x - reach, y: cast.minY + shadow.offset.y - reach,
                                  width: cast.width + 2 * reach, height: cast.height + 2 * reach))
        }
        if layer.blur > 0, let drawn = ink {
            let reach = Self.shadowReach * layer.blur
            ink = drawn.insetBy(dx: -reach, dy: -reach)
        }
        // A turned layer's ink is the bounding box of its turned ink rectangle.
        guard layer.rotation == 0 else { return ink.map { $0.applying(layer.placement) } }
        return ink.map { Rect(x: $0.minX + layer.frame.minX, y: $0.minY + layer.frame.minY, width: $0.width, height: $0.height) }
    }

    private func union(_ a: Rect?, _ b: Rect?) -> Rect? {
        guard let a else { return b }
        guard let b else { return a }
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }
}
