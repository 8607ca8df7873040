import CPixelSupport

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

    /// Whether every pixel of `rect` (inside the image) is fully opaque: in C (CPixelSupport), as it runs on every
    /// frame and a debug build does not optimise Swift.
    func isOpaque(in rect: PixelRect) -> Bool {
        precondition(rect.fits(width: width, height: height), "rectangle outside the image")
        guard rect.width > 0 && rect.height > 0 else { return true }
        return pixels.withUnsafeBufferPointer { bytes in
            cm_rgba_is_opaque(bytes.baseAddress!, width, rect.x, rect.y, rect.width, rect.height) != 0
        }
    }
}
