import CardGeometry
import CardScene

/// A rectangle that holds every pixel a layer can paint, in its parent's coordinates (points). Drawing a
/// translucent node only needs a group surface this large, which is what keeps group opacity cheap.
///
/// It is conservative: text may paint up to one font size beyond its box (ascenders, accents, glyphs of a line
/// taller than the box), an aspect-fill image its whole scaled size unless a mask cuts it.
enum InkBounds {
    static func of(_ layer: ContentLayer) -> Rect? {
        let bounds = layer.bounds
        var content: Rect?
        if let image = layer.image { content = union(content, imageRect(image, in: bounds)) }
        if let text = layer.text, !text.string.isEmpty {
            content = union(content, bounds.insetBy(dx: -text.fontSize, dy: -text.fontSize))
        }
        for sublayer in layer.sublayers { content = union(content, of(sublayer)) }
        if layer.masksToBounds { content = content.flatMap { intersection($0, bounds) } }
        var ink = content
        if layer.backgroundColor.map({ $0.alpha > 0 }) == true || (layer.borderWidth > 0 && layer.borderColor != nil) {
            ink = union(ink, bounds)
        }
        return ink.map { Rect(x: $0.minX + layer.frame.minX, y: $0.minY + layer.frame.minY, width: $0.width, height: $0.height) }
    }

    /// Where an image lands: the bounds, or its aspect-fit/fill rectangle (sizes are unknown here, so an aspect
    /// fill is assumed to reach as far as the bounds' longer side in both directions).
    private static func imageRect(_ image: ImageContent, in bounds: Rect) -> Rect {
        switch image.contentMode {
        case .scaleToFill, .aspectFit:
            return bounds
        case .aspectFill:
            let side = max(bounds.width, bounds.height)
            return Rect(x: bounds.midX - side / 2 - side, y: bounds.midY - side / 2 - side, width: 3 * side, height: 3 * side)
        }
    }

    private static func union(_ a: Rect?, _ b: Rect?) -> Rect? {
        guard let a else { return b }
        guard let b else { return a }
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }

    private static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        let minX = max(a.minX, b.minX), minY = max(a.minY, b.minY)
        let maxX = min(a.maxX, b.maxX), maxY = min(a.maxY, b.maxY)
        guard maxX > minX, maxY > minY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
