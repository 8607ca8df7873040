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

    /// The ink of `layer` in its parent's coordinates; `parent` (`nil` for a node's own layer or a layer drawn
    /// alone) is what a turn in 3D is seen through. A layer turned in 3D inks the bounding box of its shown face's
    /// ink projected exactly (a projected rectangle in front of the eye is the convex hull of its corners' images).
    func of(_ layer: ContentLayer, parent: ContentLayer? = nil) throws(RenderError) -> Rect? {
        if layer.isTurnedIn3D {
            let projected = try Self.projected(layer, parent: parent)
            guard let face = layer.face(projected.facing), let flat = try of(face) else { return nil }
            return try Self.bounds(of: flat, through: projected.transform)
        }
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
        for sublayer in layer.sublayers where sublayer.opacity > 0 { content = union(content, try of(sublayer, parent: layer)) }
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
        // A turned or scaled layer's ink is the bounding box of its placed ink rectangle.
        guard !layer.isTurnedOrScaled else { return ink.map { $0.applying(layer.placement) } }
        return ink.map { Rect(x: $0.minX + layer.frame.minX, y: $0.minY + layer.frame.minY, width: $0.width, height: $0.height) }
    }

    /// The ink of `node` in its own coordinates: that of everything it draws (``SceneNode/drawnLayer``), or, turned
    /// in 3D, the bounding box of its shown face's ink projected by its turn.
    func of(_ node: SceneNode) throws(RenderError) -> Rect? {
        guard node.isTurnedIn3D else { return try of(node.drawnLayer) }
        let projected = try Self.contentProjection(of: node)
        guard let face = node.face(projected.facing), let flat = try of(face.drawnLayer) else { return nil }
        return try Self.bounds(of: flat, through: projected.transform)
    }

    /// `layer` projected onto `parent` (see ``ContentLayer/projected(parentPerspective:parentSize:)``), or the error
    /// that says why it cannot be.
    static func projected(_ layer: ContentLayer, parent: ContentLayer?) throws(RenderError) -> LayerProjection {
        do {
            return try layer.projected(parentPerspective: parent?.perspective, parentSize: parent?.frame.size ?? Size(width: 0, height: 0))
        } catch {
            throw RenderError("a layer turned in 3D cannot be drawn: \(error)")
        }
    }

    /// The turn in 3D of `node`'s content (``SceneNode/contentProjection()``), or the error that says why it cannot
    /// be drawn.
    static func contentProjection(of node: SceneNode) throws(RenderError) -> LayerProjection {
        do {
            return try node.contentProjection()
        } catch {
            throw RenderError("\(node.id), turned in 3D, cannot be drawn: \(error)")
        }
    }

    /// The bounding box of `rect` (a layer's points) through `transform` (to its parent's, before the divide); an
    /// error when a corner reaches the viewer's eye or passes behind it (a shadow may where the layer does not).
    static func bounds(of rect: Rect, through transform: Transform3D) throws(RenderError) -> Rect {
        let points = try rect.corners.map { (corner) throws(RenderError) -> Point in
            let image = transform.homogeneous(x: corner.x, y: corner.y, z: 0)
            let point = Point(x: image.x / image.w, y: image.y / image.w)
            guard image.w > 0, point.x.isFinite, point.y.isFinite else {
                throw RenderError("a layer turned in 3D (its shadow or its content past its bounds included) reaches the viewer's eye or passes behind it")
            }
            return point
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    private func union(_ a: Rect?, _ b: Rect?) -> Rect? {
        guard let a else { return b }
        guard let b else { return a }
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }
}
