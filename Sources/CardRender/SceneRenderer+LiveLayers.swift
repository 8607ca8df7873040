import CardGeometry
import CardScene
import CCairo

extension SceneRenderer {
    /// A node with layers that follow its card's motion (``SceneNode/liveLayers``), drawn as Core Animation
    /// composites a card whose sublayers change: in one group with the node's opacity, the node's own shadow
    /// (cast by its static content, held by the shadow cache), then its static content without its border from a
    /// backing store made once per card, then the live layers, clipped to the node's bounds rounded by its corner
    /// radius when it masks its content (as its sublayers are), then its border above them all, as CALayer draws its
    /// border above its sublayers. `cairo`'s matrix maps the node's coordinates to device pixels.
    func drawWithLiveLayers(_ node: SceneNode, on cairo: OpaquePointer) throws(RenderError) {
        let bounds = Rect(origin: .zero, size: node.size)
        var content = node.layer
        content.shadow = nil
        content.borderWidth = 0
        let covering = try ink.of(node.layer).map { $0.union(bounds) } ?? bounds
        try inGroup(covering: covering, alpha: node.alpha, on: cairo) { () throws(RenderError) in
            try drawShadow(of: node.layer, on: cairo)
            if let contentInk = try ink.of(content) {
                let store = try backingStores.store(of: content, scale: scale, ink: contentInk) { (target) throws(RenderError) in
                    try drawLayer(content, on: target)
                }
                if let store { paint(store, alpha: 1, on: cairo) }
            }
            cairo_save(cairo)
            if node.layer.masksToBounds {
                roundedRect(bounds, radius: min(node.layer.cornerRadius, min(bounds.width, bounds.height) / 2), on: cairo)
                cairo_clip(cairo)
            }
            for layer in node.liveLayers { try drawLayer(layer, on: cairo) }
            cairo_restore(cairo)
            let border = ContentLayer(frame: bounds, cornerRadius: node.layer.cornerRadius, borderWidth: node.layer.borderWidth,
                                      borderColor: node.layer.borderColor)
            try drawBody(border, on: cairo)
        }
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
