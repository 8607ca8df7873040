import CardScene
import CJPEGSupport

/// The picture files `image.source` reads: PNG and JPEG, told apart by their first bytes (the PNG signature, a
/// JPEG's start-of-image marker), never by the file's name. The one place that decides how an image file is read;
/// both formats keep the same limits: a regular file (or pipe) of at most 1 GiB, at most `RenderLimits.pixels`
/// pixels, checked from the header before the pixels are allocated.
public enum ImageFile {
    /// A format ``ImageFile`` reads.
    public enum Format: Hashable, Sendable {
        case png
        case jpeg
    }

    /// The format `bytes` start as, or `nil` for anything else.
    public static func format(of bytes: [UInt8]) -> Format? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.withUnsafeBufferPointer({ cm_jpeg_has_signature($0.baseAddress, $0.count) }) == 1 { return .jpeg }
        return nil
    }

    /// Decodes `bytes`, PNG or JPEG, to straight RGBA8, upright (a JPEG's EXIF orientation applied).
    public static func decode(_ bytes: [UInt8], maximumPixels: Int = RenderLimits.pixels) throws(ImageFileError) -> RGBAImage {
        switch format(of: bytes) {
        case .png:
            return try PNGCodec.decode(bytes, maximumPixels: maximumPixels)
        case .jpeg:
            return try JPEGCodec.decode(bytes, maximumPixels: maximumPixels)
        case nil:
            throw ImageFileError(reason: "not a PNG or JPEG file (it starts with neither's signature)")
        }
    }

    /// Reads and decodes the image file at `path`; errors name the path.
    public static func decode(contentsOf path: String, maximumPixels: Int = RenderLimits.pixels) throws(ImageFileError) -> RGBAImage {
        let bytes = try PNGCodec.read(contentsOf: path)
        do {
            return try decode(bytes, maximumPixels: maximumPixels)
        } catch {
            throw ImageFileError(path: path, reason: error.reason)
        }
    }
}
