/// Pictures and EXIF blocks for JPEG tests: an asymmetric picture whose every orientation tells apart, stored as
/// a camera would store it for each EXIF orientation, and APP1 segments built byte by byte.
public enum JPEGPictures {
    /// The upright picture's quadrants, straight RGB: top left red, top right green, bottom left blue, bottom right
    /// white. Each is 16 x 8 pixels (whole 8 x 8 JPEG blocks), so the colours survive compression nearly exactly.
    public static let quadrants: [[UInt8]] = [[220, 30, 30], [30, 200, 40], [30, 40, 210], [250, 250, 250]]
    /// The upright picture's size in pixels.
    public static let width = 32, height = 16

    /// The colour of the upright picture at (x, y).
    public static func upright(x: Int, y: Int) -> [UInt8] {
        quadrants[(y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)]
    }

    /// Where the upright pixel (x, y) is stored for EXIF `orientation`, in a stored image of `storedWidth` x
    /// `storedHeight` pixels (EXIF 2.32, tag 0x0112: where the stored 0th row and 0th column appear).
    public static func stored(x: Int, y: Int, orientation: Int, storedWidth w: Int, storedHeight h: Int) -> (x: Int, y: Int) {
        switch orientation {
        case 2: (w - 1 - x, y)  // 0th row at the top, 0th column on the right
        case 3: (w - 1 - x, h - 1 - y)  // bottom, right
        case 4: (x, h - 1 - y)  // bottom, left
        case 5: (y, x)  // 0th row on the left, 0th column at the top
        case 6: (y, h - 1 - x)  // right, top
        case 7: (w - 1 - y, h - 1 - x)  // right, bottom
        case 8: (w - 1 - y, x)  // left, bottom
        default: (x, y)
        }
    }

    /// The RGB samples a camera stores for `orientation`, and the stored size: the upright picture turned back.
    public static func storedSamples(orientation: Int) -> (samples: [UInt8], width: Int, height: Int) {
        let turned = orientation >= 5
        let w = turned ? height : width, h = turned ? width : height
        var samples = [UInt8](repeating: 0, count: w * h * 3)
        for y in 0..<height {
            for x in 0..<width {
                let at = stored(x: x, y: y, orientation: orientation, storedWidth: w, storedHeight: h)
                let index = (at.y * w + at.x) * 3
                samples.replaceSubrange(index..<index + 3, with: upright(x: x, y: y))
            }
        }
        return (samples, w, h)
    }

    /// An EXIF APP1 segment ("Exif\0\0", a TIFF header, one directory) whose directory holds `entries` (tag, type,
    /// count, first two bytes of the value), in little-endian (`II`) or big-endian (`MM`) order; `directoryOffset`
    /// and `entryCount` override what the header and directory claim.
    public static func exif(_ entries: [(tag: UInt16, type: UInt16, count: UInt32, value: UInt16)], bigEndian: Bool = false,
                            directoryOffset: UInt32 = 8, entryCount: UInt16? = nil) -> [UInt8] {
        func short(_ value: UInt16) -> [UInt8] {
            bigEndian ? [UInt8(value >> 8), UInt8(value & 0xFF)] : [UInt8(value & 0xFF), UInt8(value >> 8)]
        }
        func long(_ value: UInt32) -> [UInt8] {
            let bytes = (0..<4).map { UInt8((value >> (8 * UInt32($0))) & 0xFF) }
            return bigEndian ? bytes.reversed() : bytes
        }
        var tiff: [UInt8] = bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]
        tiff += short(42) + long(directoryOffset) + short(entryCount ?? UInt16(entries.count))
        for entry in entries {
            tiff += short(entry.tag) + short(entry.type) + long(entry.count) + short(entry.value) + [0, 0]
        }
        tiff += long(0)  // no next directory
        return Array("Exif".utf8) + [0, 0] + tiff
    }

    /// The EXIF segment of a camera photo taken with `orientation`: one SHORT, tag 0x0112.
    public static func exif(orientation: UInt16, bigEndian: Bool = false) -> [UInt8] {
        exif([(0x0112, 3, 1, orientation)], bigEndian: bigEndian)
    }
}
