import CardPlatform
import CPNGSupport
import Foundation

/// PNG encoding and decoding with libpng (errors are caught in C and come back as ``PNGError``).
public enum PNGCodec {
    /// A NUL-terminated message buffer from the C side as a string.
    static func cMessage(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Default limit on decoded image size, in pixels (enough for 8K frames).
    public static let defaultMaximumPixels = 64_000_000

    /// Encodes `image`: colour type RGB when every pixel is opaque (libpng drops the alpha bytes while it writes),
    /// RGBA otherwise.
    public static func encode(_ image: RGBAImage, options: PNGEncodingOptions = .frames) throws(PNGError) -> [UInt8] {
        let opaque = image.isOpaque
        var buffer = cm_png_buffer()
        var message = [CChar](repeating: 0, count: 256)
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            cm_png_encode(pixels.baseAddress, UInt32(image.width), UInt32(image.height), 4, opaque ? 1 : 0,
                          image.width * 4, options.compressionLevel, options.filters, &buffer, &message, 256)
        }
        guard status == 0, let data = buffer.data else {
            throw PNGError(reason: "cannot encode PNG: \(cMessage(message))")
        }
        defer { cm_png_free(data) }
        return Array(UnsafeBufferPointer(start: data, count: buffer.size))
    }

    /// Decodes PNG bytes to straight RGBA8 (any colour type and bit depth; gAMA and sRGB are ignored). libpng
    /// writes the pixels straight into the image's storage.
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
