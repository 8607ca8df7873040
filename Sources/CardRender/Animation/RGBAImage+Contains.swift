import CPixelSupport

extension RGBAImage {
    /// Whether some pixel of `rect` (inside the image) has exactly the RGBA bytes `pixel`: in C (CPixelSupport), as
    /// it runs on every APNG frame and a debug build does not optimise Swift.
    func contains(_ pixel: [UInt8], in rect: PixelRect) -> Bool {
        precondition(pixel.count == 4, "a pixel has four bytes")
        precondition(rect.fits(width: width, height: height), "rectangle outside the image")
        return pixels.withUnsafeBufferPointer { bytes in
            cm_rgba_contains(bytes.baseAddress!, width, rect.x, rect.y, rect.width, rect.height, pixel) != 0
        }
    }
}
