import CPNGSupport

/// The image data of a PNG as IDAT chunks (and APNG's fdAT chunks) carry it: one zlib stream of the rows, each
/// row a filter-type byte and then its samples. The rows are filtered in C and compressed by libdeflate
/// (`png_scanlines.c`); to read it back, it is wrapped as the IDAT of a PNG of its own and decoded by ``PNGCodec``.
enum PNGImageData {
    /// The two 8-bit true-colour types (a palette image's stream is ``paletteStream(of:options:)``).
    enum ColorType: UInt8 {
        /// Colour type 2: red, green, blue (every pixel opaque).
        case rgb = 2
        /// Colour type 6: red, green, blue, alpha.
        case rgba = 6
    }

    /// The zlib stream of `rect`'s pixels of `image` as 8-bit `colorType` rows (RGB drops the alpha bytes, which
    /// must all be 255), filtered and compressed with `options`. The rectangle is read in place (the image's row
    /// length is the stride): no copy.
    static func stream(of image: RGBAImage, rect: PixelRect, as colorType: ColorType,
                       options: PNGEncodingOptions) throws(PNGError) -> [UInt8] {
        precondition(rect.fits(width: image.width, height: image.height), "rectangle outside the image")
        var buffer = cm_png_buffer()
        var message = [CChar](repeating: 0, count: 256)
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            cm_png_scanlines_deflate(pixels.baseAddress! + (rect.y * image.width + rect.x) * 4, UInt32(rect.width),
                                     UInt32(rect.height), image.width * 4, colorType == .rgb ? 3 : 4,
                                     options.filter.scanlineFilter, options.level, &buffer, &message, 256)
        }
        guard status == 0 else { throw PNGError(reason: "cannot encode PNG: \(PNGCodec.cMessage(message))") }
        return taken(buffer)
    }

    /// The palette of `image` and the zlib stream of its rows as palette indices, filtered and compressed with
    /// `options` (the search and the indices done row by row in C, as the rows are built); `nil` when the image has
    /// more than 256 distinct RGBA colours.
    static func paletteStream(of image: RGBAImage, options: PNGEncodingOptions) throws(PNGError) -> (palette: PNGPalette, stream: [UInt8])? {
        var buffer = cm_png_buffer()
        var message = [CChar](repeating: 0, count: 256)
        var colours = [UInt8](repeating: 0, count: 256 * 4)
        let count = image.pixels.withUnsafeBufferPointer { pixels in
            cm_png_palette_deflate(pixels.baseAddress, UInt32(image.width), UInt32(image.height), image.width * 4, &colours,
                                   options.filter.scanlineFilter, options.level, &buffer, &message, 256)
        }
        guard count >= 0 else { throw PNGError(reason: "cannot encode PNG: \(PNGCodec.cMessage(message))") }
        guard count > 0 else { return nil }
        return (PNGPalette(colours: Array(colours.prefix(Int(count) * 4))), taken(buffer))
    }

    /// The bytes of a stream the C side wrote, copied out; the C buffer is released.
    private static func taken(_ buffer: cm_png_buffer) -> [UInt8] {
        defer { cm_png_free(buffer.data) }
        return buffer.data.map { Array(UnsafeBufferPointer(start: $0, count: buffer.size)) } ?? []
    }

    /// ``stream(of:rect:as:options:)`` for the APNG encoder, whose errors are ``AnimationError``s.
    static func compress(_ image: RGBAImage, rect: PixelRect, as colorType: ColorType,
                         options: PNGEncodingOptions) throws(AnimationError) -> [UInt8] {
        do {
            return try stream(of: image, rect: rect, as: colorType, options: options)
        } catch {
            throw AnimationError("cannot compress a frame: \(error.reason)")
        }
    }

    /// Decodes a zlib stream of `width` x `height` pixels to straight RGBA8 as the IDAT of a PNG of its own
    /// (``PNGCodec/decode(_:maximumPixels:)``): `header` is IHDR's last five bytes (bit depth, colour type,
    /// compression, filter and interlace methods), `chunks` whole chunks to put before the IDAT (PLTE, tRNS).
    static func decode(_ stream: [UInt8], width: Int, height: Int, header: ArraySlice<UInt8>,
                       chunks: [ArraySlice<UInt8>] = []) throws(PNGError) -> RGBAImage {
        var png = PNGChunkWriter(capacity: stream.count + 100)
        let size = PNGChunkWriter.bigEndian(UInt32(width)) + PNGChunkWriter.bigEndian(UInt32(height))
        png.append("IHDR", size[...], header)
        for chunk in chunks { png.appendRaw(chunk) }
        png.append("IDAT", stream)
        png.append("IEND", [])
        return try PNGCodec.decode(png.bytes)
    }
}
