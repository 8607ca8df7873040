import CPNGSupport

/// The image data of a PNG as IDAT chunks (and APNG's fdAT chunks) carry it: one zlib stream of the rows, each
/// row a filter-type byte and then its samples. libpng filters, compresses and decompresses: the stream is the IDAT
/// data of a PNG it writes, joined, and is read back as the IDAT of a PNG of its own.
enum PNGImageData {
    /// The two 8-bit colour types the encoder writes.
    enum ColorType: UInt8 {
        /// Colour type 2: red, green, blue (every pixel opaque).
        case rgb = 2
        /// Colour type 6: red, green, blue, alpha.
        case rgba = 6
    }

    /// The zlib stream of `rect`'s pixels of `image` as 8-bit `colorType` rows (RGB drops the alpha bytes, which
    /// must all be 255), compressed with `options`. libpng reads the rectangle in place (the image's row length is
    /// the stride): no copy.
    static func compress(_ image: RGBAImage, rect: PixelRect, as colorType: ColorType,
                         options: PNGEncodingOptions) throws(AnimationError) -> [UInt8] {
        precondition(rect.fits(width: image.width, height: image.height), "rectangle outside the image")
        var buffer = cm_png_buffer()
        var message = [CChar](repeating: 0, count: 256)
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            cm_png_encode(pixels.baseAddress.map { $0 + (rect.y * image.width + rect.x) * 4 }, UInt32(rect.width),
                          UInt32(rect.height), 4, colorType == .rgb ? 1 : 0, image.width * 4, options.compressionLevel,
                          options.filters, &buffer, &message, 256)
        }
        guard status == 0, let data = buffer.data else {
            throw AnimationError("cannot compress a frame: \(PNGCodec.cMessage(message))")
        }
        defer { cm_png_free(data) }
        var reader = try PNGChunkReader(Array(UnsafeBufferPointer(start: data, count: buffer.size)), checksCRC: false)
        var stream: [UInt8] = []
        while let chunk = try reader.next(), chunk.type != "IEND" {
            if chunk.type == "IDAT" { stream += reader.bytes[chunk.data] }
        }
        return stream
    }

    /// Decodes a zlib stream of `width` x `height` pixels to straight RGBA8 with libpng, as the IDAT of a PNG of its
    /// own: `header` is IHDR's last five bytes (bit depth, colour type, compression, filter and interlace methods),
    /// `chunks` whole chunks to put before the IDAT (PLTE, tRNS).
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
