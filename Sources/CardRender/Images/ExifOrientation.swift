/// The orientation a JPEG's EXIF block gives (tag 0x0112 of the first image file directory, EXIF 2.32 section
/// 4.6.4): how the stored pixels are turned or mirrored relative to the upright picture, 1 to 8, as `UIImage`'s
/// `imageOrientation` is read from a camera's photo.
///
/// libjpeg does not read EXIF, so this does, from the APP1 segment libjpeg keeps: "Exif" and two zero bytes, then
/// a TIFF header (byte order `II` or `MM`, the number 42, the offset of the first directory) and the directory (a
/// count, then 12-byte entries: tag, type, count, value). Only that first directory is read and no offset is
/// followed beyond it, so no file can make it loop; every read is checked against the segment's length. Anything
/// unexpected (another byte order, a directory that does not fit in the segment, a tag that is not one SHORT, a value outside
/// 1 to 8) gives `nil`: the picture is drawn as stored, as browsers do with a broken EXIF block.
public enum ExifOrientation {
    /// The EXIF tag of the orientation.
    public static let tag: UInt16 = 0x0112
    /// The identifier an EXIF APP1 segment starts with.
    public static let identifier: [UInt8] = Array("Exif".utf8) + [0, 0]

    /// The orientation in `segment` (an APP1 segment's data, from its identifier on), or `nil` when it has none or
    /// it is not readable.
    public static func read(_ segment: [UInt8]) -> Int? {
        guard segment.starts(with: identifier) else { return nil }
        let tiff = segment.dropFirst(identifier.count)
        guard tiff.count >= 8 else { return nil }
        let bigEndian: Bool
        switch (tiff[tiff.startIndex], tiff[tiff.startIndex + 1]) {
        case (0x49, 0x49): bigEndian = false
        case (0x4D, 0x4D): bigEndian = true
        default: return nil
        }
        /// The unsigned number of `length` bytes at `offset` from the TIFF header, or `nil` past the end.
        func number(at offset: Int, length: Int) -> Int? {
            guard offset >= 0, length <= tiff.count, offset <= tiff.count - length else { return nil }
            let bytes = tiff[(tiff.startIndex + offset)..<(tiff.startIndex + offset + length)]
            return (bigEndian ? Array(bytes) : bytes.reversed()).reduce(0) { $0 << 8 | Int($1) }
        }
        guard number(at: 2, length: 2) == 42, let directory = number(at: 4, length: 4), directory >= 8,
              let entries = number(at: directory, length: 2),
              number(at: directory + 2 + entries * 12, length: 0) != nil else { return nil }
        for entry in 0..<entries {
            let start = directory + 2 + entry * 12
            guard let entryTag = number(at: start, length: 2), let type = number(at: start + 2, length: 2),
                  let count = number(at: start + 4, length: 4), let value = number(at: start + 8, length: 2) else { return nil }
            guard entryTag == Int(tag) else { continue }
            // Type 3 is SHORT; one value, held in the first two bytes of the value field.
            return type == 3 && count == 1 && (1...8).contains(value) ? value : nil
        }
        return nil
    }
}
