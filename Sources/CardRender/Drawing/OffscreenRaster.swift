import CardGeometry
import CardScene
import CCairo

/// Drawing done once into a surface of its own, in a layer's coordinates at some pixels per point, and kept: the
/// blurred shadow masks of ``ShadowCache`` and the node backing stores of ``BackingStores``.
struct OffscreenRaster {
    /// The surface (`A8` or `ARGB32`), `scale` pixels per point.
    let surface: OpaquePointer
    /// The point of the layer's coordinates at the surface's top-left pixel.
    let origin: Point
    let scale: Double

    /// Largest raster, in pixels, as for frames: ``RenderLimits/pixels``.
    static let maximumPixels = RenderLimits.pixels

    /// A `format` surface covering `region` (points) at `scale`, whole pixels aligned on the layer's pixel grid,
    /// drawn by `draw` in the layer's coordinates; `nil` when the region has no pixels. `what` names it in errors,
    /// and `origin` says where the script asks for it.
    static func draw(_ format: cairo_format_t, region: Rect, scale: Double, what: String, origin: String? = nil,
                     _ draw: (OpaquePointer) throws(RenderError) -> Void) throws(RenderError) -> OffscreenRaster? {
        let (left, top, width, height) = pixelGrid(of: region, scale: scale)
        guard width > 0, height > 0 else { return nil }
        guard width <= maximumPixels / height else {
            throw RenderError("\(what) of \(width) x \(height) pixels exceeds the limit of \(maximumPixels) pixels", origin: origin)
        }
        guard let surface = cairo_image_surface_create(format, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cannot make a \(width) x \(height) surface for \(what)", origin: origin)
        }
        guard let cairo = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw RenderError("cannot create a Cairo context")
        }
        cairo_scale(cairo, scale, scale)
        cairo_translate(cairo, -left, -top)
        do {
            try draw(cairo)
        } catch {
            cairo_destroy(cairo)
            cairo_surface_destroy(surface)
            throw error
        }
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        return OffscreenRaster(surface: surface, origin: Point(x: left, y: top), scale: scale)
    }

    /// Whether a raster covering `region` (points) at `scale` keeps within ``maximumPixels``: a raster made only to
    /// save work (a backing store) is not made when it would not, and its content is drawn in place instead.
    static func fits(_ region: Rect, scale: Double) -> Bool {
        let (_, _, width, height) = pixelGrid(of: region, scale: scale)
        return width <= 0 || height <= 0 || width <= maximumPixels / height
    }

    /// The top-left point of `region` on the pixel grid of `scale` pixels per point, and the whole pixels it covers
    /// from there.
    private static func pixelGrid(of region: Rect, scale: Double) -> (left: Double, top: Double, width: Int, height: Int) {
        let left = (region.minX * scale).rounded(.down) / scale, top = (region.minY * scale).rounded(.down) / scale
        // Clamped, not trapped, when a region is beyond any Int: the pixel limit refuses it with a message.
        let sides = 0...Int(Int32.max)
        let width = Int(clamping: (region.maxX - left) * scale, to: sides, rounding: .up)
        let height = Int(clamping: (region.maxY - top) * scale, to: sides, rounding: .up)
        return (left, top, width, height)
    }

    /// Bytes of pixel memory it holds.
    var bytes: Int { Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface)) }
}

/// Rasters by key, within a budget of bytes: past it the cache starts afresh (a run's rasters are few and reused
/// frame after frame, so a simple reset is enough).
final class RasterCache<Key: Hashable> {
    let byteBudget: Int
    private var rasters: [Key: OffscreenRaster] = [:]
    private var bytes = 0

    init(byteBudget: Int) {
        self.byteBudget = byteBudget
    }

    deinit {
        for raster in rasters.values { cairo_surface_destroy(raster.surface) }
    }

    /// The raster for `key`, made by `make` the first time.
    func raster(for key: Key, make: () throws(RenderError) -> OffscreenRaster?) throws(RenderError) -> OffscreenRaster? {
        if let known = rasters[key] { return known }
        guard let made = try make() else { return nil }
        if bytes + made.bytes > byteBudget {
            for raster in rasters.values { cairo_surface_destroy(raster.surface) }
            rasters.removeAll()
            bytes = 0
        }
        rasters[key] = made
        bytes += made.bytes
        return made
    }
}
