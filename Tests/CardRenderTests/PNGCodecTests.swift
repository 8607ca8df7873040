import Foundation
import Testing
@testable import CardRender

@Suite struct PNGCodecTests {
    func gradient(width: Int, height: Int, alpha: (Int, Int) -> UInt8) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8(x * 255 / max(1, width - 1)), UInt8(y * 255 / max(1, height - 1)), UInt8((x + y) % 256), alpha(x, y)]
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    @Test func opaqueImagesRoundTripAsRGB() throws {
        let image = gradient(width: 37, height: 21) { _, _ in 255 }
        let bytes = try PNGCodec.encode(image)
        #expect(bytes[25] == 2, "colour type 2 (RGB) in IHDR")
        #expect(try PNGCodec.decode(bytes) == image)
    }

    @Test func translucentImagesRoundTripAsRGBA() throws {
        let image = gradient(width: 16, height: 9) { x, y in UInt8((x * 16 + y) % 256) }
        let bytes = try PNGCodec.encode(image, options: .frames)
        #expect(bytes[25] == 6, "colour type 6 (RGBA) in IHDR")
        #expect(try PNGCodec.decode(bytes) == image)
    }

    @Test func badDataIsRejectedWithAReason() throws {
        let valid = try PNGCodec.encode(gradient(width: 8, height: 8) { _, _ in 255 })
        #expect(throws: PNGError(reason: "not a PNG file (the signature is missing)")) {
            try PNGCodec.decode(Array("hello, world".utf8))
        }
        #expect(throws: PNGError(reason: "the file is truncated")) { try PNGCodec.decode(Array(valid.prefix(60))) }
        var corrupt = valid
        corrupt[30] ^= 0xFF  // inside IHDR: its CRC no longer matches
        #expect(throws: PNGError.self) { try PNGCodec.decode(corrupt) }
        do {
            _ = try PNGCodec.decode(corrupt)
        } catch {
            #expect(error.reason.contains("CRC"))
        }
        #expect(throws: PNGError(reason: "the image is 8 x 8 pixels, more than the limit of 63 pixels")) {
            try PNGCodec.decode(valid, maximumPixels: 63)
        }
    }

    @Test func missingFilesNameThePath() {
        #expect(throws: PNGError(path: "/nonexistent/a.png", reason: "no such file")) {
            try PNGCodec.decode(contentsOf: "/nonexistent/a.png")
        }
    }
}
