import CPNGSupport

/// The colours of an image that has at most 256 of them, and each pixel's index: what a PNG of colour type 3
/// stores (PLTE, tRNS, and one byte per pixel).
struct PNGPalette {
    /// RGBA, four bytes per entry, in order of first appearance (left to right, top to bottom), so that the same
    /// image always gets the same palette.
    let colours: [UInt8]
    /// One entry number per pixel, row by row.
    let indices: [UInt8]

    /// `nil` when `image` has more than 256 distinct RGBA colours (found as soon as the 257th turns up).
    init?(_ image: RGBAImage) {
        var colours = [UInt8](repeating: 0, count: 256 * 4)
        var count: Int32 = -1
        let indices = [UInt8](unsafeUninitializedCapacity: image.width * image.height) { storage, initialized in
            count = image.pixels.withUnsafeBufferPointer { pixels in
                cm_png_palette(pixels.baseAddress, UInt32(image.width), UInt32(image.height), image.width * 4, &colours,
                               storage.baseAddress)
            }
            initialized = count > 0 ? storage.count : 0
        }
        guard count > 0 else { return nil }
        self.colours = Array(colours.prefix(Int(count) * 4))
        self.indices = indices
    }

    /// The PLTE chunk's data: red, green and blue of each entry.
    var plte: [UInt8] {
        stride(from: 0, to: colours.count, by: 4).flatMap { colours[$0..<($0 + 3)] }
    }

    /// The tRNS chunk's data: the alpha of each entry up to the last translucent one; `nil` when all are opaque.
    var trns: [UInt8]? {
        let alphas = stride(from: 3, to: colours.count, by: 4).map { colours[$0] }
        guard let last = alphas.lastIndex(where: { $0 != 255 }) else { return nil }
        return Array(alphas[...last])
    }
}
