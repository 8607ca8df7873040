import CPNGSupport
import Testing
@testable import CardRender

/// The decoder reads every colour type and bit depth to straight RGBA8 with no gamma change.
@Suite struct PNGFormatsTests {
    /// A PNG written with exactly these rows, colour type, depth and interlace.
    func png(_ rows: [UInt8], width: Int, height: Int, colorType: Int32, depth: Int32, interlace: Bool = false,
             palette: [UInt8] = [], trns: [UInt8] = []) throws -> [UInt8] {
        var buffer = cm_png_buffer()
        var message = [CChar](repeating: 0, count: 256)
        let status = rows.withUnsafeBufferPointer { pixels in
            palette.withUnsafeBufferPointer { plte in
                trns.withUnsafeBufferPointer { t in
                    cm_png_encode_raw(pixels.baseAddress, UInt32(width), UInt32(height), colorType, depth, interlace ? 1 : 0,
                                      rows.count / height, plte.baseAddress, Int32(palette.count / 3), t.baseAddress,
                                      Int32(trns.count), &buffer, &message, 256)
                }
            }
        }
        try #require(status == 0, "\(PNGCodec.cMessage(message))")
        defer { cm_png_free(buffer.data) }
        return Array(UnsafeBufferPointer(start: buffer.data, count: buffer.size))
    }

    @Test func gray8AndGrayAlpha() throws {
        let gray = try PNGCodec.decode(png([0, 128, 255, 7], width: 2, height: 2, colorType: 0, depth: 8))
        #expect(gray.pixels == [0, 0, 0, 255, 128, 128, 128, 255, 255, 255, 255, 255, 7, 7, 7, 255])
        let grayAlpha = try PNGCodec.decode(png([10, 20, 30, 40], width: 2, height: 1, colorType: 4, depth: 8))
        #expect(grayAlpha.pixels == [10, 10, 10, 20, 30, 30, 30, 40])
    }

    /// Gray of depth 1 expands 0/1 to 0/255; a tRNS gray value becomes alpha 0.
    @Test func lowBitDepthGrayWithTransparency() throws {
        let image = try PNGCodec.decode(png([0b1010_0000], width: 4, height: 1, colorType: 0, depth: 1, trns: [0]))
        #expect(image.pixels == [255, 255, 255, 255, 0, 0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 0])
    }

    /// 16-bit samples scale to 8 bits with rounding: 0x1234 -> round(4660 · 255 / 65535) = 18, 0xFFFF -> 255.
    @Test func sixteenBitRGBA() throws {
        let image = try PNGCodec.decode(png([0x12, 0x34, 0xFF, 0xFF, 0x00, 0x00, 0x80, 0x00], width: 1, height: 1, colorType: 6, depth: 16))
        #expect(image.pixels == [18, 255, 0, 128])
    }

    @Test func paletteWithTransparency() throws {
        let image = try PNGCodec.decode(png([0, 1, 1, 0], width: 4, height: 1, colorType: 3, depth: 8,
                                            palette: [255, 0, 0, 0, 0, 255], trns: [255, 64]))
        #expect(image.pixels == [255, 0, 0, 255, 0, 0, 255, 64, 0, 0, 255, 64, 255, 0, 0, 255])
    }

    @Test func interlacedRGBReadsLikeTheSameImageUninterlaced() throws {
        var rows: [UInt8] = []
        for y in 0..<9 { for x in 0..<11 { rows += [UInt8(x * 20), UInt8(y * 25), UInt8((x * y) % 256)] } }
        let interlaced = try PNGCodec.decode(png(rows, width: 11, height: 9, colorType: 2, depth: 8, interlace: true))
        let plain = try PNGCodec.decode(png(rows, width: 11, height: 9, colorType: 2, depth: 8))
        #expect(interlaced == plain)
        #expect(interlaced.pixel(x: 10, y: 8) == (200, 200, 80, 255))
    }
}
