import CPixelSupport

extension RGBAImage {
    /// Whether `rect` (inside the image) can be stored in an RGB file whose transparent colour is `key`: every
    /// pixel fully opaque and none with exactly the RGBA bytes `key`. One pass in C (CPixelSupport), as it runs on
    /// every APNG frame and a debug build does not optimise Swift.
    func isOpaque(in rect: PixelRect, avoiding key: [UInt8]) -> Bool {
        precondition(key.count == 4, "a pixel has four bytes")
        precondition(rect.fits(width: width, height: height), "rectangle outside the image")
        return pixels.withUnsafeBufferPointer { bytes in
            cm_rgba_is_opaque_without(bytes.baseAddress!, width, rect.x, rect.y, rect.width, rect.height, key) != 0
        }
    }
}
