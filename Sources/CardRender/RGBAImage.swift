/// A bitmap of straight (not premultiplied) 8-bit RGBA pixels, row by row, top to bottom.
public struct RGBAImage: Hashable, Sendable {
    /// Width, in pixels.
    public let width: Int
    /// Height, in pixels.
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "pixel count must match the size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image filled with one colour (0–255 components).
    public init(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            pixels[index] = red; pixels[index + 1] = green; pixels[index + 2] = blue; pixels[index + 3] = alpha
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The pixel at column `x`, row `y` as (r, g, b, a).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let index = (y * width + x) * 4
        return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }

    /// Whether every pixel is fully opaque.
    public var isOpaque: Bool { isOpaque(in: PixelRect(x: 0, y: 0, width: width, height: height)) }

    /// Whether every pixel of `rect` (inside the image) is fully opaque. The alpha bytes of a row are ANDed
    /// together a word at a time (a loop the compiler vectorises), and the scan stops at the first row with a
    /// translucent pixel.
    func isOpaque(in rect: PixelRect) -> Bool {
        precondition(rect.fits(width: width, height: height), "rectangle outside the image")
        return pixels.withUnsafeBytes { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { words in
                // Alpha is the fourth byte in memory: the top byte of the little-endian word.
                let alpha = UInt32(0xFF00_0000).littleEndian
                for row in rect.y..<(rect.y + rect.height) {
                    let start = row * width + rect.x
                    var all = UInt32.max
                    for index in start..<(start + rect.width) { all &= words[index] }
                    if all & alpha != alpha { return false }
                }
                return true
            }
        }
    }
}
