import CardGeometry
import CardScene
import CCairo

/// Decoded images as premultiplied Cairo surfaces, loaded once per path.
final class ImageCache {
    private var surfaces: [String: OpaquePointer] = [:]

    /// The surface for the PNG at `path`; errors name the path.
    func surface(for path: String) throws(RenderError) -> OpaquePointer {
        if let surface = surfaces[path] { return surface }
        let image: RGBAImage
        do {
            image = try PNGCodec.decode(contentsOf: path)
        } catch {
            throw RenderError("image \(error.description)")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError("image \(path): cannot make a \(image.width) x \(image.height) surface")
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let target = cairo_image_surface_get_data(surface)!
        image.pixels.withUnsafeBufferPointer { source in
            for y in 0..<image.height {
                let row = UnsafeMutableRawPointer(target + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<image.width {
                    let index = (y * image.width + x) * 4
                    let a = UInt32(source[index + 3])
                    // Premultiply with rounding, as cairo's PNG reader does.
                    func premultiply(_ channel: UInt8) -> UInt32 {
                        let product = UInt32(channel) &* a &+ 0x80
                        return (product &+ (product >> 8)) >> 8
                    }
                    row[x] = a << 24 | premultiply(source[index]) << 16 | premultiply(source[index + 1]) << 8
                        | premultiply(source[index + 2])
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        surfaces[path] = surface
        return surface
    }

    /// The size `image` is placed with: for the modes that scale it, its size in pixels (only the proportions
    /// count); for the others, its size in points, one pixel per point at the screen's `scale` (as an asset made
    /// for the screen is).
    func placementSize(of image: ImageContent, scale: Double) throws(RenderError) -> Size {
        let surface = try surface(for: image.path)
        let pixels = Size(width: Double(cairo_image_surface_get_width(surface)), height: Double(cairo_image_surface_get_height(surface)))
        switch image.contentMode {
        case .scaleToFill, .aspectFit, .aspectFill: return pixels
        default: return Size(width: pixels.width / scale, height: pixels.height / scale)
        }
    }

    deinit {
        for surface in surfaces.values { cairo_surface_destroy(surface) }
    }
}
