/// The colours of a palette image, what PLTE and tRNS store (the indices go into the image data as it is
/// compressed: ``PNGImageData/paletteStream(of:options:)``).
struct PNGPalette {
    /// RGBA, four bytes per entry, in order of first appearance (left to right, top to bottom), so that the same
    /// image always gets the same palette.
    let colours: [UInt8]

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
