import Testing
@testable import CardRender

/// Whether an image, or a rectangle of it, is fully opaque: what decides RGB or RGBA for PNGs and APNG frames.
@Suite struct OpaquenessTests {
    /// A 5 x 3 opaque image with one pixel of alpha `alpha` at (3, 1).
    func image(alpha: UInt8) -> RGBAImage {
        var pixels = [UInt8](repeating: 255, count: 5 * 3 * 4)
        pixels[(1 * 5 + 3) * 4 + 3] = alpha
        pixels[(1 * 5 + 3) * 4] = 7  // a red byte that is not 255 never counts
        return RGBAImage(width: 5, height: 3, pixels: pixels)
    }

    @Test func oneTranslucentPixelIsEnough() {
        #expect(image(alpha: 255).isOpaque)
        #expect(!image(alpha: 254).isOpaque)
        #expect(!image(alpha: 0).isOpaque)
    }

    @Test func onlyTheRectangleCounts() {
        let translucent = image(alpha: 128)
        #expect(!translucent.isOpaque(in: PixelRect(x: 3, y: 1, width: 1, height: 1)))
        #expect(!translucent.isOpaque(in: PixelRect(x: 1, y: 0, width: 4, height: 3)))
        #expect(translucent.isOpaque(in: PixelRect(x: 0, y: 0, width: 3, height: 3)))
        #expect(translucent.isOpaque(in: PixelRect(x: 4, y: 0, width: 1, height: 3)))
        #expect(translucent.isOpaque(in: PixelRect(x: 0, y: 2, width: 5, height: 1)))
    }
}
