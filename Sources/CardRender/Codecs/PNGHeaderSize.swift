import CardPlatform

/// The width and height a PNG file's header (IHDR) claims, read from its first 24 bytes without decoding.
public enum PNGHeaderSize {
    /// The most pixels a PNG input may have; a larger one is refused when decoded.
    public static let pixelLimit = PNGCodec.defaultMaximumPixels

    /// The size in pixels that `path`'s IHDR gives, or `nil` when the file does not start as a PNG (or cannot be
    /// read); nothing but the first 24 bytes is read, so a huge or broken file costs no more than a small one.
    public static func read(_ path: String) -> (width: Int, height: Int)? {
        let bytes = FileBytes.start(of: path, count: 24)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 24, bytes.starts(with: signature), Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }
}
