import CardMotionTestSupport
import CardRender
import Foundation
import Testing

/// One PNG given to `cardmotion compare` against the 2 x 1 red-blue image.
struct PNGInput: Sendable, CustomTestStringConvertible {
    let name: String
    /// The file's bytes. (A folder is not a PNG input: `compare` takes it with another folder, and refuses it with a
    /// file; see `CompareFoldersTests`.)
    let bytes: [UInt8]
    /// For a valid file: the straight RGBA8 pixels it must decode to (compared as an image, exit 0 or 1).
    let pixels: [UInt8]?
    /// For a broken file: the reason after `cardmotion: PATH: ` (exit 2).
    let reason: String?
    var testDescription: String { name }

    static let redBlue: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 255]

    static func valid(_ name: String, _ bytes: [UInt8], pixels: [UInt8] = redBlue) -> PNGInput {
        PNGInput(name: name, bytes: bytes, pixels: pixels, reason: nil)
    }

    static func broken(_ name: String, _ bytes: [UInt8], _ reason: String) -> PNGInput {
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
        ]
    }()
}

/// Odd but valid PNGs are read exactly; corrupt, truncated and absurd ones are rejected with exit status 2 and a
/// message naming the file, never a crash.
@Suite struct PNGInputCatalogueTests {
    @Test(arguments: PNGInput.catalogue)
    func isReadOrRejected(_ input: PNGInput) throws {
        let folder = try temporaryFolder()
        let path = folder + "/input.png", reference = folder + "/red-blue.png"
        try Data(input.bytes).write(to: URL(fileURLWithPath: path))
        let expected = RGBAImage(width: input.pixels.map { $0.count / 4 == 1 ? 1 : 2 } ?? 2, height: 1,
                                 pixels: input.pixels ?? PNGInput.redBlue)
        try Data(PNGCodec.encode(expected)).write(to: URL(fileURLWithPath: reference))
        let result = try runCardMotion(["compare", path, reference, "--threshold", "0"])
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
        let result = try runCardMotion(["compare", "/dev/zero", "/dev/null"])
        #expect(result.status == 2)
        #expect(result.stderr == "cardmotion: /dev/zero: is a device, not a file\n")
    }
}
