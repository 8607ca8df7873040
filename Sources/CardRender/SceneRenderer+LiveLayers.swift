import CardGeometry
import CardScene
import CCairo

extension SceneRenderer {
    /// A node with layers that follow its card's motion (``SceneNode/liveLayers``), drawn as Core Animation
    /// composites a card whose sublayers change: the node's own shadow (cast by its static content, border
    /// included) and its static content without its border, from one backing store made once per card; then the live
    /// layers, clipped to the node's bounds rounded by its corner radius when it masks its content (as its sublayers
    /// are); then its border above them all, as CALayer draws its border above its sublayers. Below full opacity the
    /// three are composited as one group with the node's opacity. `cairo`'s matrix maps the node's coordinates to
    /// device pixels.
    func drawWithLiveLayers(_ node: SceneNode, on cairo: OpaquePointer) throws(RenderError) {
        guard let covering = try ink.of(node.layer) else { return }
        let bounds = Rect(origin: .zero, size: node.size)
        let draw = { () throws(RenderError) in
            var content = node.layer
            content.shadow = nil
            content.borderWidth = 0
            let store = try self.backingStores.store(of: node.layer, scale: self.scale, ink: covering, withoutBorder: true) { (target) throws(RenderError) in
                try self.drawShadow(of: node.layer, on: target)
                try self.drawLayer(content, on: target)
            }
            if let store { self.paint(store, alpha: 1, on: cairo) }
            cairo_save(cairo)
            if node.layer.masksToBounds {
                self.roundedRect(bounds, radius: min(node.layer.cornerRadius, min(bounds.width, bounds.height) / 2), on: cairo)
                cairo_clip(cairo)
            }
            for layer in node.liveLayers { try self.drawLayer(layer, on: cairo) }
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
