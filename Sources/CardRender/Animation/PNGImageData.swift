import CPNGSupport

/// The image data of a PNG as IDAT chunks (and APNG's fdAT chunks) carry it: one zlib stream of the rows, each
/// row a filter-type byte and then its samples. The rows are filtered in C and compressed by libdeflate
/// (`png_scanlines.c`); libpng decompresses: the stream is read back as the IDAT of a PNG of its own.
enum PNGImageData {
    /// The two 8-bit true-colour types (a palette image's stream is ``stream(ofIndices:width:height:options:)``).
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
        return try image.pixels.withUnsafeBufferPointer { pixels throws(PNGError) in
            try deflate(pixels.baseAddress! + (rect.y * image.width + rect.x) * 4, width: rect.width, height: rect.height,
                        stride: image.width * 4, sourceChannels: 4, channels: colorType == .rgb ? 3 : 4, options: options)
        }
    }

    /// The zlib stream of a palette image's rows: `indices` holds `width` x `height` palette indices, row by row.
    static func stream(ofIndices indices: [UInt8], width: Int, height: Int,
                       options: PNGEncodingOptions) throws(PNGError) -> [UInt8] {
        precondition(width >= 1 && height >= 1 && indices.count == width * height, "one index per pixel")
        return try indices.withUnsafeBufferPointer { indices throws(PNGError) in
            try deflate(indices.baseAddress!, width: width, height: height, stride: width, sourceChannels: 1,
                        channels: 1, options: options)
        }
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

    private static func deflate(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, sourceChannels: Int32,
                                channels: Int32, options: PNGEncodingOptions) throws(PNGError) -> [UInt8] {
        var buffer = cm_png_buffer()
        var message = [CChar](repeating: 0, count: 256)
        let status = cm_png_scanlines_deflate(pixels, UInt32(width), UInt32(height), stride, sourceChannels, channels,
                                              options.filter.scanlineFilter, options.level, &buffer, &message, 256)
        guard status == 0, let data = buffer.data else {
            throw PNGError(reason: "cannot encode PNG: \(PNGCodec.cMessage(message))")
        }
        defer { cm_png_free(data) }
        return Array(UnsafeBufferPointer(start: data, count: buffer.size))
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
