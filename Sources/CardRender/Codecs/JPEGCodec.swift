import CardScene
import CJPEGSupport

/// JPEG decoding with libjpeg-turbo (baseline and progressive; grayscale, YCbCr or RGB), drawn upright as `UIImage`
/// draws a photo: the EXIF orientation (``ExifOrientation``) is applied as the rows are decoded, so the image held
/// is the upright one, with nothing decoded twice. Errors from libjpeg are caught in C and come back as
/// ``ImageFileError``; a damaged or truncated file is an error, never a picture with made-up grey parts.
public enum JPEGCodec {
    /// Decodes JPEG bytes to straight RGBA8 (alpha 255), upright. The size is checked against `maximumPixels`
    /// from the header, before anything is allocated for the pixels; CMYK and YCCK files are refused.
    public static func decode(_ bytes: [UInt8], maximumPixels: Int = RenderLimits.pixels) throws(ImageFileError) -> RGBAImage {
        try CDecoderCall.run(bytes) { input, message throws(ImageFileError) -> RGBAImage in
            var width: UInt32 = 0, height: UInt32 = 0
            guard let reader = cm_jpeg_reader_open(input.baseAddress, input.count, UInt64(max(0, maximumPixels)),
                                                   &width, &height, message.baseAddress, message.count) else {
                throw ImageFileError(reason: PNGCodec.cMessage(Array(message)))
            }
            var segmentSize = 0
            let segment = cm_jpeg_reader_exif(reader, &segmentSize).map { Array(UnsafeBufferPointer(start: $0, count: segmentSize)) }
            let orientation = segment.flatMap(ExifOrientation.read) ?? 1
            let count = Int(width) * Int(height) * 4
            // Not initialised here: the reader writes every byte.
            var pixels = [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
            let status = pixels.withUnsafeMutableBufferPointer { cm_jpeg_reader_read(reader, Int32(orientation), $0.baseAddress) }
            guard status == 0 else { throw ImageFileError(reason: PNGCodec.cMessage(Array(message))) }
            let turned = orientation >= 5
            return RGBAImage(width: Int(turned ? height : width), height: Int(turned ? width : height), pixels: pixels)
        }
    }

    /// The components a pixel of the samples given to ``encode(_:width:height:components:quality:progressive:app1:)``
    /// has.
    public enum Components: Int32, Sendable {
        case grayscale = 1
        case rgb = 3
        case cmyk = 4
    }

    /// How the coefficients of a JPEG that ``encode(_:width:height:components:quality:progressive:app1:)`` writes
    /// are sent.
    public enum Progression: Int32, Sendable {
        /// One scan (baseline).
        case baseline = 0
        /// libjpeg's usual progressive scans (about ten).
        case progressive = 1
        /// Each coefficient of each component in scans of its own, in two steps: 2 + 126 scans a component.
        case everyCoefficientAlone = 2
    }

    /// Encodes `samples` (`width` x `height` pixels of `components`, rows packed) as a JPEG at `quality` (1 to 100),
    /// 4:4:4, with `app1` as an APP1 segment (an EXIF block, say), its scans as `progressive` says. For tests and
    /// tools that need particular JPEGs; CardMotion itself writes none.
    public static func encode(_ samples: [UInt8], width: Int, height: Int, components: Components, quality: Int = 95,
                              progressive: Progression = .baseline, app1: [UInt8]? = nil) throws(ImageFileError) -> [UInt8] {
        guard width > 0, height > 0, width <= 65_500, height <= 65_500, (1...100).contains(quality),
              samples.count == width * height * Int(components.rawValue) else {
            throw ImageFileError(reason: "cannot encode \(samples.count) samples as a \(width) x \(height) JPEG of \(components) at quality \(quality)")
        }
        var message = [CChar](repeating: 0, count: 256)
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = samples.withUnsafeBufferPointer { input in
            message.withUnsafeMutableBufferPointer { text in
                withOptionalBuffer(app1) { segment in
                    cm_jpeg_encode(input.baseAddress, UInt32(width), UInt32(height), components.rawValue, Int32(quality),
                                   progressive.rawValue, segment?.baseAddress, segment?.count ?? 0, &output, &size,
                                   text.baseAddress, text.count)
                }
            }
        }
        guard status == 0, let output else { throw ImageFileError(reason: PNGCodec.cMessage(message)) }
        defer { cm_jpeg_free(output) }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }

    private static func withOptionalBuffer<Result>(_ bytes: [UInt8]?, _ body: (UnsafeBufferPointer<UInt8>?) -> Result) -> Result {
        guard let bytes else { return body(nil) }
        return bytes.withUnsafeBufferPointer { body($0) }
    }
}
