import CardGeometry
import CardScene
import CCairo

extension SceneRenderer {
    /// Draws `backdrop` inside `bounds` rounded by `radius` (the current user space): the pixels drawn so far behind
    /// it, blurred, saturated and tinted (``BackdropEffect``), replacing what is there inside the rounded frame and
    /// leaving every pixel outside it alone. Inside a group (a translucent node or layer) what lies behind is the
    /// frame with each open group's content composited over it with that group's opacity, and the effect goes into
    /// the innermost group, so it shows through the group's opacity as content would.
    ///
    /// The blur (``ReducedBlur``: at a reduced resolution when wide) reads ``BoxBlur/reach(deviation:)`` pixels around
    /// the frame; beyond the frame's edges the frame's
    /// edge pixels are repeated (as iOS blurs a bar at the screen's edge without darkening it). Drawn offscreen (into
    /// a shadow's mask), a backdrop paints its rounded frame opaque: it casts the shadow of its shape.
    func drawBackdrop(_ backdrop: Backdrop, in bounds: Rect, radius: Double, on cairo: OpaquePointer) throws(RenderError) {
        guard let frame = surface, cairo_get_target(cairo) == frame else {
            roundedRect(bounds, radius: radius, on: cairo)
            cairo_set_source_rgba(cairo, 0, 0, 0, 1)
            cairo_fill(cairo)
            return
        }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let device = bounds.applying(AffineTransform2D(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0))
        let deviation = backdrop.blur * scale
        guard let (region, area) = BackdropBudget.read(device: device, deviation: deviation, width: Int(cairo_image_surface_get_width(frame)),
                                                       height: Int(cairo_image_surface_get_height(frame))) else { return }
        guard region.width <= OffscreenRaster.maximumPixels / region.height else {
            throw RenderError("a backdrop reading \(region.width) x \(region.height) pixels exceeds the limit of \(OffscreenRaster.maximumPixels) pixels",
                              origin: backdrop.origin)
        }
        let sampled = try sample(region, of: frame)
        let factor = backdropFactor ?? ReducedBlur.factor(deviation: deviation)
        let key = BackdropCache.Key(backdrop: backdrop, region: region, area: area, deviation: deviation, factor: factor)
        let effect = backdrops.effect(for: key, sampled: sampled) { surface in
            let stride = Int(cairo_image_surface_get_stride(surface))
            let data = cairo_image_surface_get_data(surface)!
            ReducedBlur.gaussian(data, width: region.width, height: region.height, stride: stride, deviation: deviation,
                                 area: key.area, factor: factor)
            BackdropEffect.saturateAndTint(data, stride: stride, area: key.area, saturation: backdrop.saturation, tint: backdrop.tint)
            cairo_surface_mark_dirty(surface)
        }
        cairo_save(cairo)
        roundedRect(bounds, radius: radius, on: cairo)
        cairo_clip(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cairo, effect, Double(region.x), Double(region.y))
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    /// The `region` of device pixels as drawn so far, the frame's edge pixels repeated beyond it
    /// (``EdgePaddedCopy``), with each open group composited over with its opacity: a new ARGB32 surface as large as
    /// the region.
    private func sample(_ region: PixelRect, of frame: OpaquePointer) throws(RenderError) -> OpaquePointer {
        guard let sampled = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(region.width), Int32(region.height)),
              cairo_surface_status(sampled) == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cannot make a \(region.width) x \(region.height) surface for a backdrop")
        }
        cairo_surface_flush(frame)
        cairo_surface_flush(sampled)
        EdgePaddedCopy.copy(region, of: UnsafeRawPointer(cairo_image_surface_get_data(frame)!),
                            width: Int(cairo_image_surface_get_width(frame)), height: Int(cairo_image_surface_get_height(frame)),
                            sourceStride: Int(cairo_image_surface_get_stride(frame)),
                            into: UnsafeMutableRawPointer(cairo_image_surface_get_data(sampled)!),
                            targetStride: Int(cairo_image_surface_get_stride(sampled)))
        cairo_surface_mark_dirty(sampled)
        guard !openGroups.isEmpty else { return sampled }
        guard let cairo = cairo_create(sampled) else {
            cairo_surface_destroy(sampled)
            throw RenderError("cannot create a Cairo context")
        }
        for group in openGroups {
            cairo_surface_flush(group.surface)
            cairo_set_source_surface(cairo, group.surface, Double(-region.x), Double(-region.y))
            cairo_paint_with_alpha(cairo, group.alpha)
        }
        cairo_destroy(cairo)
        cairo_surface_flush(sampled)
        return sampled
    }
}
