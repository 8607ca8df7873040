import CardRender

/// Fuzzes the EXIF orientation reader and the JPEG decoder around it: the bytes (at most 65,533, an APP1 segment's
/// most) are an APP1 segment's data, read by ``ExifOrientation`` alone and written into a 2 x 1 JPEG that is then
/// decoded. Invariants: the reader answers `nil` or 1 to 8, the JPEG is never refused for its APP1 segment, and it
/// decodes to 2 x 1 pixels for no orientation or 1 to 4, 1 x 2 for 5 to 8, as the reader said.
public enum ExifFuzzTarget {
    /// Two pixels, red then blue.
    static let picture: [UInt8] = [230, 20, 20, 20, 20, 230]

    public static func exercise(_ bytes: [UInt8]) -> FuzzOutcome {
        let segment = Array(bytes.prefix(65_533))
        let orientation = ExifOrientation.read(segment)
        if let orientation, !(1...8).contains(orientation) {
            FuzzOutcome.broken("ExifFuzzTarget", "orientation \(orientation) is outside 1...8")
        }
        let image: RGBAImage
        do {
            image = try JPEGCodec.decode(JPEGCodec.encode(picture, width: 2, height: 1, components: .rgb, app1: segment))
        } catch {
            FuzzOutcome.broken("ExifFuzzTarget", "a JPEG with this APP1 segment was refused: \(error)")
        }
        let turned = (orientation ?? 1) >= 5
        if image.width != (turned ? 1 : 2) || image.height != (turned ? 2 : 1) {
            FuzzOutcome.broken("ExifFuzzTarget", "orientation \(orientation ?? 1) decoded to \(image.width) x \(image.height)")
        }
        return .accepted("orientation \(orientation.map(String.init) ?? "none")")
    }
}
