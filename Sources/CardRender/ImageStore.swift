import CardGeometry
import CardScene
import CCairo
import Foundation

/// The decoded images of a run, shared by every renderer and every thread, in a cache bounded in bytes.
///
/// Memory follows what is drawn, not what the files claim: ``preload(_:scale:)`` reads each image a script uses
/// once, before the first frame, and keeps it no larger than ``headroom`` times the largest size it is drawn at
/// (the layer it fills, at the screen's pixels per point). Reducing goes through Cairo's `GOOD` filter, the
/// box-filtered convolution it also draws scaled images with, so a reduced image draws as the full one would.
/// The reduction of each file is fixed when it is first read, so an image evicted under memory pressure and read
/// again comes back to the same pixels: frames do not depend on the budget, the order of drawing or the number of
/// threads. An image no script declared (a scene built by hand) is read on first use, at its full size.
public final class ImageStore: @unchecked Sendable {
    /// How much larger than its largest layer an image is kept. A card scaled up by a transform (the sort grid lifts
    /// a button to 1.2x) must still draw from more pixels than it shows; and reducing in two steps (here, then when
    /// drawn) blurs hard edges a little differently from one: measured on a deck of 40 photos of 6000 x 6000 pixels
    /// drawn at 100 x 100 points, 85 frames against the full-size drawing, 2x left 335 pixels beyond pixelmatch's
    /// default threshold (at most 25 in a frame), 4x 116 (at most 7 in a frame of a million), 8x no fewer (156).
    public static let headroom = 4.0

    /// The default bound on decoded bytes held (512 MiB).
    public static let defaultByteBudget = 512 << 20

    /// The most decoded bytes held at once; the least recently used images beyond it are dropped and read again
    /// when next drawn. An image larger than the whole budget is still held while it is the only one.
    public let byteBudget: Int

    private let lock = NSLock()
    private var images: [String: (image: DecodedImage, lastUse: Int)] = [:]
    /// The reduced size chosen for each file read so far (`nil`: kept whole).
    private var reductions: [String: PixelSize?] = [:]
    private var heldBytes = 0
    private var clock = 0

    public init(byteBudget: Int = ImageStore.defaultByteBudget) {
        self.byteBudget = byteBudget
    }

    /// Reads every image of `uses`, for a screen of `scale` pixels per point; the first broken file stops it with
    /// an error naming where the script uses it (`deck.yaml:9:12: cards[2].image: ...`).
    public func preload(_ uses: [ImageUse], scale: Double) throws(RenderError) {
        var byPath: [String: [ImageUse]] = [:]
        var order: [String] = []
        for use in uses {
            if byPath[use.path] == nil { order.append(use.path) }
            byPath[use.path, default: []].append(use)
        }
        for path in order {
            let uses = byPath[path]!
            let file: RGBAImage
            do {
                file = try PNGCodec.decode(contentsOf: path)
            } catch {
                throw RenderError("\(uses[0].origin): image '\(path.split(separator: "/").last ?? "")': \(error.reason)")
            }
            let reduction = Self.reduction(of: PixelSize(width: file.width, height: file.height), for: uses, scale: scale)
            let image = try DecodedImage(file, reducedTo: reduction, path: path)
            lock.withLock {
                reductions[path] = reduction
                hold(image, for: path)
            }
        }
    }

    /// The image at `path`, read now if it is not held.
    func image(for path: String) throws(RenderError) -> DecodedImage {
        lock.lock()
        defer { lock.unlock() }
        clock += 1
        if let held = images[path] {
            images[path]?.lastUse = clock
            return held.image
        }
        let reduction = reductions[path] ?? nil
        let image = try Self.read(path, reducedTo: reduction)
        reductions[path] = reduction
        hold(image, for: path)
        return image
    }

    private static func read(_ path: String, reducedTo reduction: PixelSize?) throws(RenderError) -> DecodedImage {
        let file: RGBAImage
        do {
            file = try PNGCodec.decode(contentsOf: path)
        } catch {
            throw RenderError("image \(error.description)")
        }
        return try DecodedImage(file, reducedTo: reduction, path: path)
    }

    /// The size `image` is placed with: for the modes that scale it, the file's size in pixels (only its
    /// proportions count); for the others, its size in points, one pixel per point at the screen's `scale` (as an
    /// asset made for the screen is). Always the file's own size, whatever it is held at.
    func placementSize(of image: ImageContent, scale: Double) throws(RenderError) -> Size {
        let pixels = try self.image(for: image.path).fileSize
        switch image.contentMode {
        case .scaleToFill, .aspectFit, .aspectFill: return pixels
        default: return Size(width: pixels.width / scale, height: pixels.height / scale)
        }
    }

    /// The bytes held now.
    public var bytesHeld: Int { lock.withLock { heldBytes } }

    /// Holds `image`, then drops the least recently used others while over budget. Call with the lock held.
    private func hold(_ image: DecodedImage, for path: String) {
        clock += 1
        if let old = images[path] { heldBytes -= old.image.byteCount }
        images[path] = (image, clock)
        heldBytes += image.byteCount
        while heldBytes > byteBudget, images.count > 1,
              let oldest = images.filter({ $0.key != path }).min(by: { $0.value.lastUse < $1.value.lastUse }) {
            heldBytes -= oldest.value.image.byteCount
            images[oldest.key] = nil
        }
    }

    /// The size to keep a file of `file` pixels at, or `nil` to keep it whole: ``headroom`` times the largest size
    /// any use draws it at, in pixels, never larger than the file, proportions kept.
    static func reduction(of file: PixelSize, for uses: [ImageUse], scale: Double) -> PixelSize? {
        let fileSize = Size(width: Double(file.width), height: Double(file.height))
        var factor = 0.0
        for use in uses {
            let drawn = use.drawnSize(ofImage: fileSize, scale: scale)
            factor = max(factor, drawn.width * scale * headroom / fileSize.width, drawn.height * scale * headroom / fileSize.height)
        }
        guard factor < 1 else { return nil }
        let width = max(1, Int((fileSize.width * factor).rounded(.up))), height = max(1, Int((fileSize.height * factor).rounded(.up)))
        guard width < file.width || height < file.height else { return nil }
        return PixelSize(width: min(width, file.width), height: min(height, file.height))
    }
}

/// A size in whole pixels.
struct PixelSize: Hashable, Sendable {
    var width: Int
    var height: Int
}

/// One image as Cairo draws it: premultiplied ARGB32 pixels in memory of its own, never written after it is made,
/// so any number of threads may draw it at once, each through a surface of its own (``withSurface(_:)``).
final class DecodedImage: @unchecked Sendable {
    /// The size held, in pixels.
    let width: Int
    let height: Int
    /// The file's own size in pixels, which layout uses whatever size is held.
    let fileSize: Size
    private let stride: Int
    private let data: UnsafeMutableRawPointer

    var byteCount: Int { stride * height }

    /// Premultiplies `file` (rounding as cairo's PNG reader does) and, when `reduction` is given, reduces it with
    /// Cairo's `GOOD` filter.
    init(_ file: RGBAImage, reducedTo reduction: PixelSize?, path: String) throws(RenderError) {
        fileSize = Size(width: Double(file.width), height: Double(file.height))
        let whole = try Self.surface(width: file.width, height: file.height, path: path)
        defer { cairo_surface_destroy(whole) }
        Self.premultiply(file, into: whole)
        var held = whole
        if let reduction {
            held = try Self.surface(width: reduction.width, height: reduction.height, path: path)
            let cairo = cairo_create(held)
            cairo_scale(cairo, Double(reduction.width) / Double(file.width), Double(reduction.height) / Double(file.height))
            cairo_set_source_surface(cairo, whole, 0, 0)
            cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
            cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cairo)
            cairo_destroy(cairo)
            cairo_surface_flush(held)
        }
        defer { if held != whole { cairo_surface_destroy(held) } }
        width = Int(cairo_image_surface_get_width(held))
        height = Int(cairo_image_surface_get_height(held))
        stride = Int(cairo_image_surface_get_stride(held))
        data = UnsafeMutableRawPointer.allocate(byteCount: max(1, stride * height), alignment: 16)
        data.copyMemory(from: cairo_image_surface_get_data(held)!, byteCount: stride * height)
    }

    deinit { data.deallocate() }

    /// Runs `body` with a Cairo surface over the pixels (no copy), made for this call alone.
    func withSurface<Result>(_ body: (OpaquePointer) throws(RenderError) -> Result) throws(RenderError) -> Result {
        guard let surface = cairo_image_surface_create_for_data(data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                                Int32(width), Int32(height), Int32(stride)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cannot make a \(width) x \(height) surface for an image")
        }
        defer { cairo_surface_destroy(surface) }
        return try body(surface)
    }

    private static func surface(width: Int, height: Int, path: String) throws(RenderError) -> OpaquePointer {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError("image \(path): cannot make a \(width) x \(height) surface (out of memory)")
        }
        return surface
    }

    private static func premultiply(_ image: RGBAImage, into surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let target = cairo_image_surface_get_data(surface)!
        image.pixels.withUnsafeBufferPointer { source in
            for y in 0..<image.height {
                let row = UnsafeMutableRawPointer(target + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<image.width {
                    let index = (y * image.width + x) * 4
                    let a = UInt32(source[index + 3])
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
    }
}
