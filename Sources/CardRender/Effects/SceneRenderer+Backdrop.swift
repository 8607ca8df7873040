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
        let factor = backdropFactor ?? ReducedBlur.factor(deviation: deviation)
        let key = BackdropCache.Key(backdrop: backdrop, region: region, area: area, deviation: deviation, factor: factor)
        let (effect, origin) = factor > 1 ? try reducedEffect(key, of: frame) : try fullResolutionEffect(key, of: frame)
        cairo_save(cairo)
        roundedRect(bounds, radius: radius, on: cairo)
        cairo_clip(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cairo, effect, Double(origin.x), Double(origin.y))
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    /// The effect of a backdrop blurred at reduced resolution (`key.factor` above 1), from the cache or made: a
    /// surface as large as the area, and where it goes in the frame. The effect is a function of the small image
    /// alone, so the small image is what the cache compares.
    private func reducedEffect(_ key: BackdropCache.Key, of frame: OpaquePointer) throws(RenderError) -> (OpaquePointer, (x: Int, y: Int)) {
        let (region, area) = (key.region, key.area)
        let small = try reducedSample(region, of: frame, factor: key.factor)
        // (`withUnsafeBytes` does not pass a typed error on: the cache's is carried out in a `Result`.)
        let effect = try small.withUnsafeBytes { input in Result { () throws(RenderError) in
            try backdrops.effect(for: key, input: input) { () throws(RenderError) -> OpaquePointer in
                guard let output = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(area.width), Int32(area.height)),
                      cairo_surface_status(output) == CAIRO_STATUS_SUCCESS else {
                    throw RenderError("cannot make a \(area.width) x \(area.height) surface for a backdrop")
                }
                cairo_surface_flush(output)
                let stride = Int(cairo_image_surface_get_stride(output)), data = cairo_image_surface_get_data(output)!
                var blurred = small
                ReducedBlur.enlargeBlurred(&blurred, width: region.width, height: region.height, deviation: key.deviation,
                                           factor: key.factor, area: area, into: data, stride: stride)
                BackdropEffect.saturateAndTint(data, stride: stride, area: PixelRect(x: 0, y: 0, width: area.width, height: area.height),
                                               saturation: key.backdrop.saturation, tint: key.backdrop.tint)
                cairo_surface_mark_dirty(output)
                return output
            }
        } }.get()
        return (effect, (region.x + area.x, region.y + area.y))
    }

    /// The effect of a backdrop blurred at full resolution, from the cache or made in place in the sampled region:
    /// a surface as large as the region, and where it goes in the frame.
    private func fullResolutionEffect(_ key: BackdropCache.Key, of frame: OpaquePointer) throws(RenderError) -> (OpaquePointer, (x: Int, y: Int)) {
        let (region, area) = (key.region, key.area)
        let sampled = try sample(region, of: frame)
        cairo_surface_flush(sampled)
        let stride = Int(cairo_image_surface_get_stride(sampled)), data = cairo_image_surface_get_data(sampled)!
        let input = UnsafeRawBufferPointer(start: data, count: stride * region.height)
        let effect = try backdrops.effect(for: key, input: input) { () throws(RenderError) -> OpaquePointer in
            BoxBlur.gaussian(UnsafeMutableBufferPointer(start: data, count: stride * region.height), width: region.width,
                             height: region.height, stride: stride, deviation: key.deviation, channels: 4,
                             columns: area.x..<(area.x + area.width), rows: area.y..<(area.y + area.height))
            BackdropEffect.saturateAndTint(data, stride: stride, area: area, saturation: key.backdrop.saturation, tint: key.backdrop.tint)
            cairo_surface_mark_dirty(sampled)
            return sampled
        }
        if effect != sampled { cairo_surface_destroy(sampled) }
        return (effect, (region.x, region.y))
    }

    /// The small image of the `region` of device pixels as drawn so far, reduced by `factor` (``ReducedBlur``): what
    /// ``sample(_:of:)`` would copy, averaged down; without open groups it is read from the frame itself, a row at a
    /// time, so that the region is never copied whole.
    private func reducedSample(_ region: PixelRect, of frame: OpaquePointer, factor: Int) throws(RenderError) -> [UInt32] {
        guard openGroups.isEmpty else {
            let sampled = try sample(region, of: frame)
            defer { cairo_surface_destroy(sampled) }
            let data = UnsafeRawPointer(cairo_image_surface_get_data(sampled)!), stride = Int(cairo_image_surface_get_stride(sampled))
            return ReducedBlur.reduced(width: region.width, height: region.height, factor: factor) {
                (data + $0 * stride).assumingMemoryBound(to: UInt32.self)
            }
        }
        cairo_surface_flush(frame)
        let data = UnsafeRawPointer(cairo_image_surface_get_data(frame)!), stride = Int(cairo_image_surface_get_stride(frame))
        let width = Int(cairo_image_surface_get_width(frame)), height = Int(cairo_image_surface_get_height(frame))
        let inside = region.x >= 0 && region.x + region.width <= width
        let padded = UnsafeMutablePointer<UInt32>.allocate(capacity: region.width)
        defer { padded.deallocate() }
        return ReducedBlur.reduced(width: region.width, height: region.height, factor: factor) { y in
            let sourceY = min(max(region.y + y, 0), height - 1)
            if inside { return (data + sourceY * stride).assumingMemoryBound(to: UInt32.self) + region.x }
            EdgePaddedCopy.copy(PixelRect(x: region.x, y: sourceY, width: region.width, height: 1), of: data, width: width,
                                height: height, sourceStride: stride, into: padded, targetStride: region.width * 4)
            return UnsafePointer(padded)
        }
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
