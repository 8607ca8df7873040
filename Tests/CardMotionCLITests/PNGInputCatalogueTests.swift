import CardRender
import Foundation
import Testing

/// PNG files built byte by byte (chunks, CRCs and a stored zlib stream), so that any valid or broken file can be
/// made exactly.
enum PNGBytes {
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }

    /// One chunk: length, type, data and the CRC of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    /// A zlib stream of stored (uncompressed) deflate blocks.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
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

    static func ihdr(width: UInt32, height: UInt32, depth: UInt8, colorType: UInt8, interlace: UInt8 = 0) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [depth, colorType, 0, 0, interlace])
    }

    /// A whole PNG: IHDR, any extra chunks, the filtered rows (each starting with its filter byte) in one IDAT, IEND.
    static func png(width: UInt32, height: UInt32, depth: UInt8, colorType: UInt8, interlace: UInt8 = 0,
                    extra: [UInt8] = [], rows: [UInt8]) -> [UInt8] {
        signature + ihdr(width: width, height: height, depth: depth, colorType: colorType, interlace: interlace) + extra
            + chunk("IDAT", zlibStored(rows)) + chunk("IEND", [])
    }

    /// The 2 x 1 RGB image every broken case starts from: a red and a blue pixel.
    static let valid = png(width: 2, height: 1, depth: 8, colorType: 2, rows: [0, 255, 0, 0, 0, 0, 255])

    /// `valid` with the byte at `offset` changed.
    static func validWith(_ offset: Int, _ value: UInt8) -> [UInt8] {
        var bytes = valid
        bytes[offset] = value
        return bytes
    }
}

/// One PNG given to `cardmotion compare` against the 2 x 1 red-blue image.
struct PNGInput: Sendable, CustomTestStringConvertible {
    let name: String
    /// The file's bytes; `nil` makes the path a folder.
    let bytes: [UInt8]?
    /// For a valid file: the straight RGBA8 pixels it must decode to (compared as an image, exit 0 or 1).
    let pixels: [UInt8]?
    /// For a broken file: the reason after `cardmotion: PATH: ` (exit 2).
    let reason: String?
    var testDescription: String { name }

    static let redBlue: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 255]

    static func valid(_ name: String, _ bytes: [UInt8], pixels: [UInt8] = redBlue) -> PNGInput {
        PNGInput(name: name, bytes: bytes, pixels: pixels, reason: nil)
    }

    static func broken(_ name: String, _ bytes: [UInt8]?, _ reason: String) -> PNGInput {
        PNGInput(name: name, bytes: bytes, pixels: nil, reason: reason)
    }

    static let catalogue: [PNGInput] = {
        typealias P = PNGBytes
        let ihdrEnd = 8 + 8 + 13 + 4
        let idatStart = ihdrEnd
        return [
            valid("8-bit RGB", P.valid),
            valid("16-bit RGB", P.png(width: 2, height: 1, depth: 16, colorType: 2,
                                      rows: [0, 0xFF, 0xFF, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF])),
            valid("8-bit palette", P.png(width: 2, height: 1, depth: 8, colorType: 3,
                                         extra: P.chunk("PLTE", [255, 0, 0, 0, 0, 255]), rows: [0, 0, 1])),
            valid("1-bit palette", P.png(width: 2, height: 1, depth: 1, colorType: 3,
                                         extra: P.chunk("PLTE", [255, 0, 0, 0, 0, 255]), rows: [0, 0b0100_0000])),
            valid("8-bit gray", P.png(width: 2, height: 1, depth: 8, colorType: 0, rows: [0, 0, 200]),
                  pixels: [0, 0, 0, 255, 200, 200, 200, 255]),
            valid("16-bit gray with alpha", P.png(width: 1, height: 1, depth: 16, colorType: 4, rows: [0, 0x80, 0x00, 0xFF, 0xFF]),
                  pixels: [128, 128, 128, 255]),
            valid("interlaced (Adam7) RGB", P.png(width: 1, height: 1, depth: 8, colorType: 2, interlace: 1, rows: [0, 10, 20, 30]),
                  pixels: [10, 20, 30, 255]),
            valid("RGB with a tRNS colour", P.png(width: 2, height: 1, depth: 8, colorType: 2,
                                                   extra: P.chunk("tRNS", [0, 0, 0, 0, 0, 255]), rows: [0, 255, 0, 0, 0, 0, 255]),
                  pixels: [255, 0, 0, 255, 0, 0, 255, 0]),
            broken("an empty file", [], "not a PNG file (the signature is missing)"),
            broken("a text file", Array("hello, not a PNG".utf8), "not a PNG file (the signature is missing)"),
            broken("only the signature", P.signature, "the file is truncated"),
            broken("cut in the middle of IDAT", Array(P.valid.prefix(idatStart + 12)), "the file is truncated"),
            broken("no IEND", Array(P.valid.dropLast(12)), "the file is truncated"),
            broken("a wrong IHDR CRC", P.validWith(ihdrEnd - 1, P.valid[ihdrEnd - 1] ^ 0xFF), "IHDR: CRC error"),
            broken("a wrong IDAT CRC", P.validWith(P.valid.count - 13, P.valid[P.valid.count - 13] ^ 0xFF), "IDAT: CRC error"),
            broken("a chunk length beyond 2^31", P.validWith(idatStart, 0xFF), "PNG unsigned integer out of range"),
            broken("zero width", P.signature + P.ihdr(width: 0, height: 1, depth: 8, colorType: 2), "Invalid IHDR data (Image width is zero in IHDR)"),
            broken("an impossible bit depth", P.signature + P.ihdr(width: 1, height: 1, depth: 3, colorType: 2),
                   "Invalid IHDR data (Invalid color type/bit depth combination in IHDR)"),
            broken("an enormous declared size", P.png(width: 100_000, height: 100_000, depth: 8, colorType: 2, rows: [0]),
                   "the image is 100000 x 100000 pixels, more than the limit of 64000000 pixels"),
            broken("IDAT that is not zlib", P.signature + P.ihdr(width: 2, height: 1, depth: 8, colorType: 2)
                   + P.chunk("IDAT", [1, 2, 3, 4, 5, 6]) + P.chunk("IEND", []), "IDAT: incorrect header check"),
            broken("too little image data", P.png(width: 2, height: 2, depth: 8, colorType: 2, rows: [0, 1, 2, 3]),
                   "Not enough image data"),
            broken("a folder", nil, "is a folder, not a file"),
        ]
    }()
}

/// Odd but valid PNGs are read exactly; corrupt, truncated and absurd ones are rejected with exit status 2 and a
/// message naming the file, never a crash.
@Suite struct PNGInputCatalogueTests {
    @Test(arguments: PNGInput.catalogue)
    func isReadOrRejected(_ input: PNGInput) throws {
        let cli = CLITests()
        let folder = try cli.temporaryFolder()
        let path = folder + "/input.png", reference = folder + "/red-blue.png"
        if let bytes = input.bytes {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        } else {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        }
        let expected = RGBAImage(width: input.pixels.map { $0.count / 4 == 1 ? 1 : 2 } ?? 2, height: 1,
                                 pixels: input.pixels ?? PNGInput.redBlue)
        try Data(PNGCodec.encode(expected)).write(to: URL(fileURLWithPath: reference))
        let result = try cli.run(["compare", path, reference, "--threshold", "0"])
        if let reason = input.reason {
            #expect(result.status == 2)
            #expect(result.stderr == "cardmotion: \(path): \(reason)\n")
        } else {
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == "different pixels: 0\n")
        }
    }

    /// A device is refused before any byte is read: `/dev/zero` would otherwise be read up to the 1 GiB limit.
    @Test func aDeviceIsRefused() throws {
        let result = try CLITests().run(["compare", "/dev/zero", "/dev/null"])
        #expect(result.status == 2)
        #expect(result.stderr == "cardmotion: /dev/zero: is a device, not a file\n")
    }
}
