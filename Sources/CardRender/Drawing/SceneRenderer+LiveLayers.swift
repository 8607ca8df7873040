import CardGeometry
import CardScene
import CCairo

extension SceneRenderer {
    /// A node with layers that follow its card's motion (``SceneNode/liveLayers``), drawn as Core Animation
    /// composites a card whose sublayers change: the node's own shadow (cast by its static content, border
    /// included) and its static content without its border, from one backing store made once per card when it casts
    /// a shadow (as ``BackingStores/wants(_:)`` says for any node), else drawn in place; then the live
    /// layers, clipped to the node's bounds rounded by its corner radius when it masks its content (as its sublayers
    /// are); then its border above them all, as CALayer draws its border above its sublayers. Below full opacity the
    /// three are composited as one group with the node's opacity. `cairo`'s matrix maps the node's coordinates to
    /// device pixels.
    ///
    /// So the static content draws exactly as it does without live layers: in place when it shows a backdrop (whose
    /// pixels are those behind the node, which a store cannot hold), casts no shadow, or would need a store larger
    /// than a raster may be. A node whose static content draws nothing (a cell without a background whose first
    /// layer is live) still draws its live layers.
    func drawWithLiveLayers(_ node: SceneNode, on cairo: OpaquePointer) throws(RenderError) {
        guard let covering = try ink.of(node.drawnLayer) else { return }
        let still = try ink.of(node.layer)
        let bounds = Rect(origin: .zero, size: node.size)
        let draw = { () throws(RenderError) in
            if let still { try self.drawStaticContent(of: node.layer, ink: still, on: cairo) }
            cairo_save(cairo)
            if node.layer.masksToBounds {
                self.roundedRect(bounds, radius: min(node.layer.cornerRadius, min(bounds.width, bounds.height) / 2), on: cairo)
                cairo_clip(cairo)
            }
            for layer in node.liveLayers { try self.drawLayer(layer, parent: node.layer, on: cairo) }
            cairo_restore(cairo)
            let border = ContentLayer(frame: bounds, cornerRadius: node.layer.cornerRadius, borderWidth: node.layer.borderWidth,
                                      borderColor: node.layer.borderColor)
            try self.drawBody(border, on: cairo)
        }
        if node.alpha < 1 {
            try inGroup(covering: covering.union(bounds), alpha: node.alpha, on: cairo, draw)
        } else {
            try draw()
        }
    }

    /// The shadow and the content, without its border, of a node's own `layer` (which paints within `ink`): from its
    /// backing store, or in place when the node would not have one (``BackingStores/wants(_:)``) or it would be too
    /// large.
    private func drawStaticContent(of layer: ContentLayer, ink: Rect, on cairo: OpaquePointer) throws(RenderError) {
        var content = layer
        content.shadow = nil
        content.borderWidth = 0
        guard BackingStores.wants(layer), OffscreenRaster.fits(ink, scale: scale) else {
            try drawShadow(of: layer, on: cairo)
            try drawLayer(content, parent: nil, on: cairo)
            return
        }
        let store = try backingStores.store(of: layer, scale: scale, ink: ink, withoutBorder: true) { (target) throws(RenderError) in
            try self.drawShadow(of: layer, on: target)
            try self.drawLayer(content, parent: nil, on: target)
        }
        if let store { paint(store, alpha: 1, on: cairo) }
    }

    /// Paints a backing store at its place in the current coordinates with `alpha`.
    func paint(_ store: OffscreenRaster, alpha: Double, on cairo: OpaquePointer) {
        cairo_save(cairo)
        cairo_translate(cairo, store.origin.x, store.origin.y)
        cairo_scale(cairo, 1 / store.scale, 1 / store.scale)
        cairo_set_source_surface(cairo, store.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        cairo_paint_with_alpha(cairo, alpha)
        cairo_restore(cairo)
    }
}
