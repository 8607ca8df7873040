extension RGBAImage {
    /// Replaces every fully transparent pixel (alpha 0) with `pixel` (RGBA bytes): a frame blended OVER, read back
    /// from a palette image, gets an RGB file's colour key where it leaves the canvas as it is.
    mutating func replaceTransparentPixels(with pixel: [UInt8]) {
        precondition(pixel.count == 4, "a pixel has four bytes")
        let word = pixel.withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
        pixels.withUnsafeMutableBytes { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { words in
                // Alpha is the fourth byte in memory: the top byte of the little-endian word.
                for index in words.indices where UInt32(littleEndian: words[index]) >> 24 == 0 { words[index] = word }
            }
        }
    }
}
