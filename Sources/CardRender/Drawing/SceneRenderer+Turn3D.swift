import CardGeometry
import CardScene
import CCairo

extension SceneRenderer {
    /// A node whose own layer turns in 3D (``SceneNode/isTurnedIn3D``): the face its turn shows
    /// (``SceneNode/face(_:)``: its content with its live layers, or its back) is drawn flat as it would be unturned,
    /// shadow included, into a raster at the frame's pixels per point (a backing store kept while the face is the
    /// same, so a flip draws its faces once), then warped exactly onto the frame through the turn and `cairo`'s
    /// matrix (the node's transform and the scale) with the node's alpha times its layer's opacity.
    func drawTurned(_ node: SceneNode, on cairo: OpaquePointer) throws(RenderError) {
        let projection = try InkBounds.contentProjection(of: node)
        guard let face = node.face(projection.facing), let ink = try ink.of(face.drawnLayer) else { return }
        try Self.refuseBackdrop(in: face.drawnLayer)
        let opacity = node.alpha * node.layer.opacity
        if face.liveLayers.isEmpty {
            let store = try backingStores.store(of: face.layer, scale: scale, ink: ink) { (target) throws(RenderError) in
                try drawLayer(face.layer, parent: nil, on: target)
            }
            if let store { try ProjectiveDrawing.draw(store, through: Homography(planeOf: projection.transform), opacity: opacity, on: cairo) }
        } else {
            let raster = try OffscreenRaster.draw(CAIRO_FORMAT_ARGB32, region: ink, scale: scale, what: "\(node.id), turned in 3D,") {
                (target) throws(RenderError) in try drawWithLiveLayers(face, on: target)
            }
            guard let raster else { return }
            defer { cairo_surface_destroy(raster.surface) }
            try ProjectiveDrawing.draw(raster, through: Homography(planeOf: projection.transform), opacity: opacity, on: cairo)
        }
    }

    /// A layer turned in 3D within a node (at any depth): the face it shows (``ContentLayer/face(_:)``), with its
    /// sublayers flattened into its plane as Core Animation flattens them, drawn flat into a raster at the pixels per
    /// point `cairo`'s matrix gives its parent's points times the layer's larger scale (kept with the backing stores
    /// while the face and that scale are the same, so a turn draws each face once), then warped exactly onto
    /// what `cairo` draws on through its projection (``ContentLayer/projection(parentPerspective:parentSize:)``) and
    /// `cairo`'s matrix, with the layer's opacity, within `cairo`'s clip (its ancestors' `masksToBounds`).
    func drawTurned(_ layer: ContentLayer, parent: ContentLayer?, on cairo: OpaquePointer) throws(RenderError) {
        let projection = try InkBounds.projected(layer, parent: parent)
        guard let face = layer.face(projection.facing), let ink = try ink.of(face) else { return }
        try Self.refuseBackdrop(in: face)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let deviceScale = max((matrix.xx * matrix.xx + matrix.yx * matrix.yx).squareRoot(),
                              (matrix.xy * matrix.xy + matrix.yy * matrix.yy).squareRoot())
        let rasterScale = deviceScale * max(abs(layer.scaleX), abs(layer.scaleY))
        guard rasterScale > 0, rasterScale.isFinite else { return }
        let raster = try backingStores.store(of: face, scale: rasterScale, ink: ink) { (target) throws(RenderError) in
            try drawLayer(face, parent: nil, on: target)
        }
        guard let raster else { return }
        try ProjectiveDrawing.draw(raster, through: Homography(planeOf: projection.transform), opacity: layer.opacity, on: cairo)
    }

    /// Refuses a face that shows a backdrop: it is drawn flat, away from the pixels behind it on screen.
    private static func refuseBackdrop(in face: ContentLayer) throws(RenderError) {
        guard face.hasBackdrop else { return }
        throw RenderError("a layer turned in 3D cannot show a backdrop (it is drawn flat, then projected, away from what lies behind it)",
                          origin: Self.firstBackdrop(in: face)?.origin)
    }

    /// The first backdrop of `layer` or its sublayers, in drawing order.
    private static func firstBackdrop(in layer: ContentLayer) -> Backdrop? {
        layer.backdrop ?? layer.sublayers.lazy.compactMap { firstBackdrop(in: $0) }.first
    }
}
