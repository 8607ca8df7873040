import CardGeometry
import CardScene
import CCairo

/// Shadow masks, made once per casting layer and screen scale: the layer's rendered alpha, blurred, in its own
/// coordinates at the screen's pixels per point. A card's shadow therefore costs one blur for the whole run, and each
/// frame only composites the mask through the card's transform, as Core Animation composites a backing store.
final class ShadowCache {
    private struct Key: Hashable {
        let layer: ContentLayer
        let radius: Double
        let scale: Double
    }

    /// Largest total of mask bytes kept (one per pixel).
    static let byteBudget = 64 << 20

    private let cache = RasterCache<Key>(byteBudget: byteBudget)

    /// The `A8` mask of `layer` (frame at the origin, no shadow of its own) blurred with a standard deviation of
    /// `radius` points at `scale` pixels per point; `nil` when the layer paints nothing. `draw` paints the layer into
    /// a context; `ink` bounds what it paints. `origin` (where the script asks for the shadow) starts the error of a
    /// mask too large to make.
    func mask(of layer: ContentLayer, radius: Double, scale: Double, origin: String? = nil,
              draw: (ContentLayer, OpaquePointer) throws(RenderError) -> Void,
              ink: (ContentLayer) throws(RenderError) -> Rect?) throws(RenderError) -> OffscreenRaster? {
        try cache.raster(for: Key(layer: layer, radius: radius, scale: scale)) { () throws(RenderError) -> OffscreenRaster? in
            guard let cast = try ink(layer) else { return nil }
            let reach = InkBounds.shadowReach * radius
            let raster = try OffscreenRaster.draw(CAIRO_FORMAT_A8, region: cast.insetBy(dx: -reach, dy: -reach), scale: scale,
                                                  what: "a shadow", origin: origin) { (cairo) throws(RenderError) in try draw(layer, cairo) }
            guard let raster else { return nil }
            let width = Int(cairo_image_surface_get_width(raster.surface)), height = Int(cairo_image_surface_get_height(raster.surface))
            let stride = Int(cairo_image_surface_get_stride(raster.surface))
            BoxBlur.gaussian(UnsafeMutableBufferPointer(start: cairo_image_surface_get_data(raster.surface), count: stride * height),
                             width: width, height: height, stride: stride, deviation: radius * scale)
            cairo_surface_mark_dirty(raster.surface)
            return raster
        }
    }
}
