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

/// A Gaussian blur of an 8-bit alpha plane as SVG's `feGaussianBlur` specifies it for speed: three successive box
/// blurs in each direction, whose combined kernel is within about 3 % of the Gaussian, in integer arithmetic (the
/// same bytes on every machine).
enum BoxBlur {
    /// The box size for a standard deviation of `deviation` pixels: `⌊d · 3 · √(2π) / 4 + 0.5⌋`.
    static func boxSize(deviation: Double) -> Int {
        Int((deviation * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
    }

    /// The three boxes for a standard deviation of `deviation` pixels, as pixels reached left and right of the
    /// centre; none when the box size is 1 or less (no blur). Odd d: three boxes of d centred on the pixel. Even d:
    /// two boxes of d, the first reaching one pixel further left, the second one further right, then one of d + 1
    /// centred.
    static func boxes(deviation: Double) -> [(left: Int, right: Int)] {
        let d = boxSize(deviation: deviation)
        guard d > 1 else { return [] }
        return d % 2 == 1
            ? Array(repeating: (d / 2, d / 2), count: 3)
            : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
    }

    /// How many pixels away the blur of `deviation` pixels reads, on either side: a pixel's blurred value depends on
    /// the pixels within this distance only.
    static func reach(deviation: Double) -> Int {
        boxes(deviation: deviation).reduce(0) { $0 + max($1.left, $1.right) }
    }

    /// Blurs `plane` (rows of `stride` bytes, `width` pixels of `channels` interleaved bytes used) in place, each
    /// channel on its own.
    static func gaussian(_ plane: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, stride: Int, deviation: Double,
                         channels: Int = 1) {
        let boxes = boxes(deviation: deviation)
        guard !boxes.isEmpty else { return }
        var line = [Int](repeating: 0, count: max(width, height))
        var result = [Int](repeating: 0, count: max(width, height))
        for channel in 0..<channels {
            for y in 0..<height {
                for x in 0..<width { line[x] = Int(plane[y * stride + x * channels + channel]) }
                blurLine(&line, count: width, boxes: boxes, scratch: &result)
                for x in 0..<width { plane[y * stride + x * channels + channel] = UInt8(line[x]) }
            }
            for x in 0..<width {
                for y in 0..<height { line[y] = Int(plane[y * stride + x * channels + channel]) }
                blurLine(&line, count: height, boxes: boxes, scratch: &result)
                for y in 0..<height { plane[y * stride + x * channels + channel] = UInt8(line[y]) }
            }
        }
    }

    /// Three box passes over `line[0..<count]`, each the rounded mean of the window (pixels outside are 0).
    private static func blurLine(_ line: inout [Int], count: Int, boxes: [(left: Int, right: Int)], scratch: inout [Int]) {
        for box in boxes {
            let size = box.left + box.right + 1
            var sum = 0
            for i in 0..<min(box.right, count) { sum += line[i] }
            for i in 0..<count {
                if i + box.right < count { sum += line[i + box.right] }
                if i - box.left - 1 >= 0 { sum -= line[i - box.left - 1] }
                scratch[i] = (sum + size / 2) / size
            }
            swap(&line, &scratch)
        }
    }
}
