import CardRender

/// Fuzzes the image decoding `image.source` goes through (``ImageFile``): any bytes, PNG or JPEG or neither, with
/// a limit of ``maximumPixels`` so that each input stays quick. Invariants: the bytes are refused with a reason, or
/// decode to an image within the limit whose pixel count matches its size; a JPEG decodes fully opaque, and its
/// size is the header's, turned when its EXIF orientation is 5 to 8.
public enum JPEGFuzzTarget {
    /// The pixel limit of a fuzzed input (the real limit is ``RenderLimits``'s 64,000,000; the code is the same).
    public static let maximumPixels = 1_000_000

    public static func exercise(_ bytes: [UInt8]) -> FuzzOutcome {
        let image: RGBAImage
        do {
            image = try ImageFile.decode(bytes, maximumPixels: maximumPixels)
        } catch {
            if error.reason.isEmpty { FuzzOutcome.broken("JPEGFuzzTarget", "refused without a reason") }
            return .rejected(error.reason)
        }
        if image.width * image.height > maximumPixels || image.pixels.count != image.width * image.height * 4 {
            FuzzOutcome.broken("JPEGFuzzTarget", "decoded to \(image.width) x \(image.height) with \(image.pixels.count) bytes")
        }
        if ImageFile.format(of: bytes) == .jpeg, !image.isOpaque {
            FuzzOutcome.broken("JPEGFuzzTarget", "a JPEG decoded with a translucent pixel")
        }
        return .accepted("\(image.width) x \(image.height)")
    }
}
