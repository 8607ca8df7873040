/// PNG files built byte by byte (chunks, CRCs and a stored zlib stream), so that any valid or broken file can be
/// made exactly.
public enum PNGBytes {
    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// The CRC-32 of `bytes`, as every PNG chunk carries it (ISO 3309).
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// `value` as four bytes, most significant first, as PNG writes every number.
    public static func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }

    /// One chunk: length, type, data and the CRC of type and data.
    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    /// A zlib stream of stored (uncompressed) deflate blocks.
    public static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let final: UInt8 = offset + count == data.count ? 1 : 0
            out += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<(offset + count)]
            offset += count
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        return out + bigEndian(b << 16 | a)
    }

    /// The IHDR chunk for an image of `width` x `height` pixels (compression, filter method 0).
    public static func ihdr(width: UInt32, height: UInt32, depth: UInt8, colorType: UInt8, interlace: UInt8 = 0) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [depth, colorType, 0, 0, interlace])
    }

    /// A whole PNG: IHDR, any extra chunks, the filtered rows (each starting with its filter byte) in one IDAT, IEND.
    public static func png(width: UInt32, height: UInt32, depth: UInt8, colorType: UInt8, interlace: UInt8 = 0,
                    extra: [UInt8] = [], rows: [UInt8]) -> [UInt8] {
        signature + ihdr(width: width, height: height, depth: depth, colorType: colorType, interlace: interlace) + extra
            + chunk("IDAT", zlibStored(rows)) + chunk("IEND", [])
    }

    /// The 2 x 1 RGB image every broken case starts from: a red and a blue pixel.
    public static let valid = png(width: 2, height: 1, depth: 8, colorType: 2, rows: [0, 255, 0, 0, 0, 0, 255])

    /// `valid` with the byte at `offset` changed.
    public static func validWith(_ offset: Int, _ value: UInt8) -> [UInt8] {
        var bytes = valid
        bytes[offset] = value
        return bytes
    }
}
