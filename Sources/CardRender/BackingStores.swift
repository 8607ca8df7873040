import CardGeometry
import CardScene
import CCairo

/// Rasterised node content, as Core Animation keeps a backing store per layer: a node whose content casts a shadow
/// is drawn once, shadow included, into a surface in its own coordinates at the screen's pixels per point, and every
/// frame composites that surface through the node's transform and opacity. Content without shadows is cheap to draw
/// as vectors and is drawn so on every frame, exactly as before.
final class BackingStores {
    struct Store {
        /// An ARGB32 surface, `scale` pixels per point.
        let surface: OpaquePointer
        /// The point of the node's coordinates at the surface's top-left pixel.
        let origin: Point
        let scale: Double
    }

    private struct Key: Hashable {
        let layer: ContentLayer
        let scale: Double
    }

    /// Largest total of stored pixels' bytes; beyond it the stores start afresh.
    static let byteBudget = 128 << 20

    private var stores: [Key: Store] = [:]
    private var bytes = 0

    deinit {
        for store in stores.values { cairo_surface_destroy(store.surface) }
    }

    /// Whether `layer` is worth a backing store: it casts a shadow, which costs a blur to draw.
    static func wants(_ layer: ContentLayer) -> Bool { layer.hasShadow }

    /// The store of `layer` at `scale`, drawn by `draw` within `ink` (the node's coordinates) when first asked for.
    func store(of layer: ContentLayer, scale: Double, ink: Rect,
               draw: (OpaquePointer) throws(RenderError) -> Void) throws(RenderError) -> Store? {
        let key = Key(layer: layer, scale: scale)
        if let known = stores[key] { return known }
        let left = (ink.minX * scale).rounded(.down) / scale, top = (ink.minY * scale).rounded(.down) / scale
        let width = Int(((ink.maxX - left) * scale).rounded(.up)), height = Int(((ink.maxY - top) * scale).rounded(.up))
        guard width > 0, height > 0 else { return nil }
        guard width <= ShadowCache.maximumPixels / height else {
            throw RenderError("a card of \(width) x \(height) pixels exceeds the limit of \(ShadowCache.maximumPixels) pixels")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cannot make a \(width) x \(height) surface for a card")
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
        let size = Int(cairo_image_surface_get_stride(surface)) * height
        if bytes + size > Self.byteBudget {
            for store in stores.values { cairo_surface_destroy(store.surface) }
            stores.removeAll()
            bytes = 0
        }
        let store = Store(surface: surface, origin: Point(x: left, y: top), scale: scale)
        stores[key] = store
        bytes += size
        return store
    }
}
