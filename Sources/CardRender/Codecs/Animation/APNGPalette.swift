import CPNGSupport

/// The palette of an APNG whose frames together have at most 256 colours (colour type 3, as `apngasm` writes such
/// animations): one byte a pixel instead of three. The colours are learnt as the frames arrive, in order of first
/// appearance, so the same frames always give the same palette; entry 0 is transparent black, the pixel of a frame
/// blended OVER that leaves the canvas as it is, so 255 colours remain for the frames.
struct APNGPalette: Sendable {
    /// RGBA, four bytes an entry.
    private(set) var colours: [UInt8] = [0, 0, 0, 0]

    /// How many entries the palette has (1 to 256).
    var count: Int { colours.count / 4 }

    /// Adds the colours of `rect` of `image` the palette lacks; `false` (the palette as it was) when they would
    /// make more than 256. In C (CPNGSupport), on the thread that delivers the frames in order.
    mutating func add(_ image: RGBAImage, in rect: PixelRect) -> Bool {
        precondition(rect.fits(width: image.width, height: image.height), "rectangle outside the image")
        var entries = colours + [UInt8](repeating: 0, count: 256 * 4 - colours.count)
        let found = image.pixels.withUnsafeBufferPointer { pixels in
            cm_png_palette_extend(pixels.baseAddress! + (rect.y * image.width + rect.x) * 4, UInt32(rect.width),
                                  UInt32(rect.height), image.width * 4, &entries, Int32(count))
        }
        guard found > 0 else { return false }
        colours = Array(entries.prefix(Int(found) * 4))
        return true
    }

    /// The PLTE and tRNS chunks, whole (length, type, data, CRC), as the file and a frame read back carry them.
    var chunks: [ArraySlice<UInt8>] {
        let table = PNGPalette(colours: colours)
        let parts: [(String, [UInt8]?)] = [("PLTE", table.plte), ("tRNS", table.trns)]
        return parts.compactMap { type, data in data.map { PNGChunkWriter.chunk(type, $0) } }
    }

    /// The zlib stream of `rect`'s pixels of `image` as indices into this palette (which holds every colour there),
    /// filtered and compressed with `options`.
    func stream(of image: RGBAImage, rect: PixelRect, options: PNGEncodingOptions) throws(AnimationError) -> [UInt8] {
        precondition(rect.fits(width: image.width, height: image.height), "rectangle outside the image")
        var buffer = cm_png_buffer()
        var message = [CChar](repeating: 0, count: 256)
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            cm_png_palette_indices_deflate(pixels.baseAddress! + (rect.y * image.width + rect.x) * 4, UInt32(rect.width),
                                           UInt32(rect.height), image.width * 4, colours, Int32(count),
                                           options.filter.scanlineFilter, options.level, &buffer, &message, 256)
        }
        defer { cm_png_free(buffer.data) }
        guard status == 0 else { throw AnimationError("cannot compress a frame: \(PNGCodec.cMessage(message))") }
        return buffer.data.map { Array(UnsafeBufferPointer(start: $0, count: buffer.size)) } ?? []
    }
}
