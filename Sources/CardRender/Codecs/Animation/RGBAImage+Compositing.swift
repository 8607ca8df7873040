extension RGBAImage {
    /// This image drawn over an opaque background colour (0–255 components): every pixel becomes opaque, each
    /// component `(c · a + background · (255 − a)) / 255`, rounded to nearest. For formats without alpha.
    func composited(overRed red: UInt8, green: UInt8, blue: UInt8) -> RGBAImage {
        var result = self
        let background = [Int(red), Int(green), Int(blue)]
        result.pixels.withUnsafeMutableBufferPointer { pixels in
            for index in stride(from: 0, to: pixels.count, by: 4) {
                let alpha = Int(pixels[index + 3])
                guard alpha != 255 else { continue }
                for channel in 0..<3 {
                    let blended = Int(pixels[index + channel]) * alpha + background[channel] * (255 - alpha)
                    pixels[index + channel] = UInt8((blended + 127) / 255)
                }
                pixels[index + 3] = 255
            }
        }
        return result
    }
}
