import CardPlatform
import CardScene
import CPNGSupport
import Foundation

/// PNG encoding (rows filtered in C, compressed by libdeflate, chunks written here) and decoding (the common kind
/// with libdeflate, every other with libpng; errors are caught in C and come back as ``PNGError``).
public enum PNGCodec {
    /// A NUL-terminated message buffer from the C side as a string.
    static func cMessage(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Default limit on decoded image size, in pixels: `RenderLimits.pixels`.
    public static let defaultMaximumPixels = RenderLimits.pixels

    /// Encodes `image` with `options`: colour type 3 (palette) when the options allow it and the image has at most
    /// 256 colours, else RGB when every pixel is opaque, else RGBA; 8 bits per sample, not interlaced, no other
    /// chunks. The same image and options always give the same bytes.
    public static func encode(_ image: RGBAImage, options: PNGEncodingOptions = .frames) throws(PNGError) -> [UInt8] {
        guard (1...PNGChunkWriter.maximumLength).contains(image.width), (1...PNGChunkWriter.maximumLength).contains(image.height) else {
            throw PNGError(reason: "cannot encode PNG: a PNG cannot be \(image.width) x \(image.height) pixels")
        }
        let colorType: UInt8, stream: [UInt8]
        let paletted = options.palette ? try PNGImageData.paletteStream(of: image, options: options) : nil
        if let paletted {
            colorType = 3
            stream = paletted.stream
        } else {
            let trueColor: PNGImageData.ColorType = image.isOpaque ? .rgb : .rgba
            colorType = trueColor.rawValue
            let whole = PixelRect(x: 0, y: 0, width: image.width, height: image.height)
            stream = try PNGImageData.stream(of: image, rect: whole, as: trueColor, options: options)
        }
        var png = PNGChunkWriter(capacity: stream.count + 1200)
        png.append("IHDR", PNGChunkWriter.imageHeader(width: image.width, height: image.height, colorType: colorType))
        if let palette = paletted?.palette {
            png.append("PLTE", palette.plte)
            if let trns = palette.trns { png.append("tRNS", trns) }
        }
        png.appendImageData(stream)
        png.append("IEND", [])
        return png.bytes
    }

    /// Decodes PNG bytes to straight RGBA8 (any colour type and bit depth; gAMA and sRGB are ignored), straight
    /// into the image's storage.
    public static func decode(_ bytes: [UInt8], maximumPixels: Int = defaultMaximumPixels) throws(PNGError) -> RGBAImage {
        var fresh: [UInt8] = []
        return try decode(bytes, reusing: &fresh, maximumPixels: maximumPixels)
    }

    /// The bytes of the file at `path`; errors name the path.
    public static func read(contentsOf path: String) throws(PNGError) -> [UInt8] {
        do {
            return try FileBytes.read(path)
        } catch {
            throw PNGError(path: path, reason: error.reason)
        }
    }

    /// Reads and decodes the PNG file at `path`; errors name the path.
    public static func decode(contentsOf path: String, maximumPixels: Int = defaultMaximumPixels) throws(PNGError) -> RGBAImage {
        let bytes = try read(contentsOf: path)
        do {
            return try decode(bytes, maximumPixels: maximumPixels)
        } catch {
            throw PNGError(path: path, reason: error.reason)
        }
    }
}
