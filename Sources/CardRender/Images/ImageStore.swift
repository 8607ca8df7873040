import CardGeometry
import CardPlatform
import CardScene
import CCairo
import Foundation

/// The decoded images of a run, shared by every renderer and every thread, in a cache bounded in bytes.
///
/// Memory follows what is drawn, not what the files claim: ``preload(_:scale:)`` reads each image a script uses
/// once, before the first frame, and keeps it no larger than `headroom` times the largest size it is drawn at
/// (the layer it fills, at the screen's pixels per point). Reducing goes through Cairo's `GOOD` filter, the
/// box-filtered convolution it also draws scaled images with, so a reduced image draws as the full one would.
/// The reduction of each file is fixed when it is first read, so an image evicted under memory pressure and read
/// again comes back to the same pixels: frames do not depend on the budget, the order of drawing or the number of
/// threads. An image no script declared (a scene built by hand) is read on first use, at its full size.
///
/// An image that a script draws only unscaled (`center`, `topLeft`, ...: one file pixel per screen pixel) is kept
/// cropped instead (`ImageCrop`): to the part its layers show, plus a margin for the filter, so a large photo
/// shown through a small card costs the card's pixels, not the photo's. The crop is fixed when the image is first
/// read, from the script's uses alone; each draw works out the part it samples (from the clip and the transform) and
/// draws from the crop when it covers that part, else from the whole file, held beside it. So which pixels a draw
/// takes depends on the frame alone, never on what was drawn before or on which thread.
public final class ImageStore: Sendable {
    /// How much larger than its largest layer an image is kept. A card scaled up by a transform (the sort grid lifts
    /// a button to 1.2x) must still draw from more pixels than it shows; and reducing in two steps (here, then when
    /// drawn) blurs hard edges a little differently from one: measured on a deck of 40 photos of 6000 x 6000 pixels
    /// drawn at 100 x 100 points, 85 frames against the full-size drawing, 2x left 335 pixels beyond pixelmatch's
    /// default threshold (at most 25 in a frame), 4x 116 (at most 7 in a frame of a million), 8x no fewer (156).
    static let headroom = 4.0

    /// The default bound on decoded bytes held (512 MiB).
    public static let defaultByteBudget = 512 << 20

    /// The most decoded bytes held at once; the least recently used images beyond it are dropped and read again
    /// when next drawn. An image larger than the whole budget is still held while it is the only one.
    public let byteBudget: Int

    /// What the store holds and has learnt of each file, reached only under its lock.
    private struct Holdings {
        var images: [String: (image: DecodedImage, lastUse: Int)] = [:]
        /// The reduced size chosen for each file read so far (`nil`: kept whole).
        var reductions: [String: PixelSize?] = [:]
        /// The crop chosen for each file read so far (``ImageCrop/region(of:for:scale:)``; `nil`: none).
        var crops: [String: PixelRect?] = [:]
        /// The size of each file read so far, in pixels, which outlives the image held.
        var fileSizes: [String: Size] = [:]
        var heldBytes = 0
        var clock = 0

        /// Whether `path` was read already with the reduction and crop that `uses` choose at `scale`: then what is
        /// held (or what a later draw reads again, with those same choices) is what preloading anew would make.
        func holdsDecisions(for path: String, uses: [ImageUse], scale: Double) -> Bool {
            guard let size = fileSizes[path], let reduction = reductions[path], let crop = crops[path],
                  let width = Int(exactly: size.width), let height = Int(exactly: size.height) else { return false }
            let pixels = PixelSize(width: width, height: height)
            let chosenReduction = ImageStore.reduction(of: pixels, for: uses, scale: scale)
            let chosenCrop = chosenReduction == nil ? ImageCrop.region(of: pixels, for: uses, scale: scale) : nil
            return chosenReduction == reduction && chosenCrop == crop
        }

        /// Holds `image`, then drops the least recently used others while over `byteBudget`.
        mutating func hold(_ image: DecodedImage, for path: String, byteBudget: Int) {
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
    }

    private let holdings = Locked(Holdings())

    public init(byteBudget: Int = ImageStore.defaultByteBudget) {
        self.byteBudget = byteBudget
    }

    /// Reads every image of `uses`, for a screen of `scale` pixels per point; the first broken file stops it with
    /// an error naming where the script uses it (`deck.yaml:9:12: cards[2].image: ...`).
    ///
    /// The reduction and crop chosen for a file are those of the last `uses` preloaded: a run that draws several
    /// scripts or variants preloads each one's again just before drawing it (``FramePipeline`` does), so each is
    /// drawn from the pixels it would be drawn from alone. A file already read whose reduction and crop stay the
    /// same (the usual case for variants: same images, same scale) is not read again, so every variant of a run
    /// shares one decoding of it.
    public func preload(_ uses: [ImageUse], scale: Double) throws(RenderError) {
        var byPath: [String: [ImageUse]] = [:]
        var order: [String] = []
        for use in uses {
            if byPath[use.path] == nil { order.append(use.path) }
            byPath[use.path, default: []].append(use)
        }
        for path in order {
            let uses = byPath[path]!
            if holdings.withLock({ $0.holdsDecisions(for: path, uses: uses, scale: scale) }) { continue }
            let file: RGBAImage
            do {
                file = try ImageFile.decode(contentsOf: path)
            } catch {
                throw RenderError("\(uses[0].origin): image '\(path.split(separator: "/").last ?? "")': \(error.reason)")
            }
            let size = PixelSize(width: file.width, height: file.height)
            let reduction = Self.reduction(of: size, for: uses, scale: scale)
            let crop = reduction == nil ? ImageCrop.region(of: size, for: uses, scale: scale) : nil
            let image = try DecodedImage(file, reducedTo: reduction, croppedTo: crop, path: path)
            holdings.withLock { held in
                held.reductions[path] = reduction
                held.crops[path] = crop
                held.fileSizes[path] = image.fileSize
                held.hold(image, for: path, byteBudget: byteBudget)
            }
        }
    }

    /// The image at `path` for a draw that needs `part` of it: its crop when it has one that covers the part,
    /// else the whole file (reduced, if it is); read now if it is not held.
    func image(for path: String, covering part: ImageCrop.Need = .any) throws(RenderError) -> DecodedImage {
        try holdings.withLock { (held) throws(RenderError) -> DecodedImage in
            held.clock += 1
            let crop = (held.crops[path] ?? nil).flatMap { crop in ImageCrop.serves(part, crop: crop) ? crop : nil }
            let key = crop == nil && (held.crops[path] ?? nil) != nil ? path + ImageCrop.wholeKeySuffix : path
            if let image = held.images[key] {
                held.images[key]?.lastUse = held.clock
                return image.image
            }
            let reduction = held.reductions[path] ?? nil
            let image = try Self.read(path, reducedTo: reduction, croppedTo: crop)
            held.reductions[path] = reduction
            held.fileSizes[path] = image.fileSize
            held.hold(image, for: key, byteBudget: byteBudget)
            return image
        }
    }

    /// The file's own size in pixels, without reading it again once it has been read.
    func fileSize(of path: String) throws(RenderError) -> Size {
        if let size = holdings.withLock({ $0.fileSizes[path] }) { return size }
        return try image(for: path).fileSize
    }

    private static func read(_ path: String, reducedTo reduction: PixelSize?, croppedTo crop: PixelRect?) throws(RenderError) -> DecodedImage {
        let file: RGBAImage
        do {
            file = try ImageFile.decode(contentsOf: path)
        } catch {
            throw RenderError("image \(error.description)")
        }
        return try DecodedImage(file, reducedTo: reduction, croppedTo: crop, path: path)
    }

    /// The size `image` is placed with: for the modes that scale it, the file's size in pixels (only its
    /// proportions count); for the others, its size in points, one pixel per point at the screen's `scale` (as an
    /// asset made for the screen is). Always the file's own size, whatever it is held at.
    func placementSize(of image: ImageContent, scale: Double) throws(RenderError) -> Size {
        let pixels = try fileSize(of: image.path)
        switch image.contentMode {
        case .scaleToFill, .aspectFit, .aspectFill: return pixels
        default: return Size(width: pixels.width / scale, height: pixels.height / scale)
        }
    }

    /// The bytes held now.
    public var bytesHeld: Int { holdings.withLock { $0.heldBytes } }

    /// The size to keep a file of `file` pixels at, or `nil` to keep it whole: `headroom` times the largest size
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
    /// The size held, in pixels (the file's own when cropped: a crop keeps the file's geometry).
    let width: Int
    let height: Int
    /// The file's own size in pixels, which layout uses whatever size is held.
    let fileSize: Size
    /// The part of the file whose pixels are held, when it is cropped (then unreduced); `nil` when every pixel is
    /// held (perhaps reduced).
    ///
    /// A crop keeps the whole file's surface: its size and row stride, so that Cairo and pixman compute the very
    /// same sample positions as from the whole file, whatever the transform. Only the crop's rows are allocated
    /// (the surface's data pointer is set that many rows before them) and only its columns are written; a draw
    /// must sample nothing else (``ImageCrop``).
    let crop: PixelRect?
    private let stride: Int
    /// The first pixel row held, and the memory of the rows held.
    private let firstRow: Int
    private let data: UnsafeMutableRawPointer
    /// The bytes of memory held.
    let byteCount: Int

    /// Premultiplies `file` (rounding as cairo's PNG reader does), or only its part `crop`, and, when `reduction`
    /// is given, reduces it with Cairo's `GOOD` filter.
    init(_ file: RGBAImage, reducedTo reduction: PixelSize?, croppedTo crop: PixelRect? = nil, path: String) throws(RenderError) {
        fileSize = Size(width: Double(file.width), height: Double(file.height))
        if reduction == nil, let crop {
            self.crop = crop
            width = file.width
            height = file.height
            stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(file.width)))
            firstRow = crop.y
            byteCount = crop.height * stride
            data = UnsafeMutableRawPointer.allocate(byteCount: max(1, byteCount), alignment: 16)
            Self.premultiply(file, region: crop, into: data - crop.y * stride, stride: stride)
            return
        }
        self.crop = nil
        firstRow = 0
        let whole = try Self.surface(width: file.width, height: file.height, path: path)
        defer { cairo_surface_destroy(whole) }
        cairo_surface_flush(whole)
        Self.premultiply(file, region: PixelRect(x: 0, y: 0, width: file.width, height: file.height),
                         into: cairo_image_surface_get_data(whole)!, stride: Int(cairo_image_surface_get_stride(whole)))
        cairo_surface_mark_dirty(whole)
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
        byteCount = stride * height
        data = UnsafeMutableRawPointer.allocate(byteCount: max(1, byteCount), alignment: 16)
        data.copyMemory(from: cairo_image_surface_get_data(held)!, byteCount: byteCount)
    }

    deinit { data.deallocate() }

    /// Runs `body` with a Cairo surface over the pixels (no copy), made for this call alone.
    func withSurface<Result>(_ body: (OpaquePointer) throws(RenderError) -> Result) throws(RenderError) -> Result {
        // A crop's surface starts `firstRow` rows before the memory held; no row before it is ever read.
        let start = UnsafeMutablePointer<UInt8>(bitPattern: Int(bitPattern: data) - firstRow * stride)
        guard let start,
              let surface = cairo_image_surface_create_for_data(start, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride)),
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

    /// Premultiplies the pixels of `image` in `region` into the premultiplied ARGB32 rows at `target`, `stride`
    /// bytes apart (row 0 of the image at `target`; only the region's rows and columns are written).
    private static func premultiply(_ image: RGBAImage, region: PixelRect, into target: UnsafeMutableRawPointer, stride: Int) {
        image.pixels.withUnsafeBufferPointer { source in
            for y in region.y..<region.y + region.height {
                let row = UnsafeMutableRawPointer(target + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in region.x..<region.x + region.width {
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
    }
}
