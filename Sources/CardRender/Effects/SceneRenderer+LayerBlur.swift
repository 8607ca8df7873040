import CardGeometry
import CardScene
import CCairo

extension SceneRenderer {
    /// Draws `layer` (its frame at the origin of the current user space, unturned, opaque) blurred by a Gaussian of
    /// `deviation` points, as a layer's `gaussianBlur` filter: everything it draws, its shadow included, into a raster
    /// at the scene's scale reaching three deviations beyond its ink, blurred in premultiplied ARGB (``BoxBlur``, the
    /// backdrop's and the shadows' blur), then composited with `alpha`. Memory is bounded by the raster limit.
    func drawBlurred(_ layer: ContentLayer, deviation: Double, alpha: Double, origin: String?, on cairo: OpaquePointer,
                     body: (ContentLayer, OpaquePointer) throws(RenderError) -> Void) throws(RenderError) {
        guard let cast = try ink.of(layer) else { return }
        let reach = InkBounds.shadowReach * deviation
        let raster = try OffscreenRaster.draw(CAIRO_FORMAT_ARGB32, region: cast.insetBy(dx: -reach, dy: -reach), scale: scale,
                                              what: "a blurred layer", origin: origin) { (target) throws(RenderError) in
            try body(layer, target)
        }
        guard let raster else { return }
        defer { cairo_surface_destroy(raster.surface) }
        let width = Int(cairo_image_surface_get_width(raster.surface)), height = Int(cairo_image_surface_get_height(raster.surface))
        let stride = Int(cairo_image_surface_get_stride(raster.surface))
        BoxBlur.gaussian(UnsafeMutableBufferPointer(start: cairo_image_surface_get_data(raster.surface), count: stride * height),
                         width: width, height: height, stride: stride, deviation: deviation * scale, channels: 4)
        cairo_surface_mark_dirty(raster.surface)
        cairo_save(cairo)
        cairo_translate(cairo, raster.origin.x, raster.origin.y)
        cairo_scale(cairo, 1 / raster.scale, 1 / raster.scale)
        cairo_set_source_surface(cairo, raster.surface, 0, 0)
        cairo_paint_with_alpha(cairo, min(max(alpha, 0), 1))
        cairo_restore(cairo)
    }
}
