import CardMotionTestSupport
import CardRender
import Foundation
import Testing

/// `PNGHeaderSize` reads the size a PNG claims from its first 24 bytes alone: the real size of an encoded file, the
/// claimed size of a header with nothing after it, and `nil` for anything that does not start as a PNG.
@Suite struct PNGHeaderSizeTests {
    @Test func readsTheClaimedSizeFromTheHeaderAlone() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func write(_ bytes: [UInt8], _ name: String) throws -> String {
            let path = folder + "/" + name
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            return path
        }
        let encoded = try PNGCodec.encode(RGBAImage(width: 3, height: 2, red: 1, green: 2, blue: 3, alpha: 255))
        let real = try #require(PNGHeaderSize.read(try write(encoded, "real.png")))
        #expect(real.width == 3 && real.height == 2)

        let huge = PNGBytes.signature + PNGBytes.chunk("IHDR", PNGBytes.bigEndian(100_000) + PNGBytes.bigEndian(70_000) + [8, 6, 0, 0, 0])
        let claimed = try #require(PNGHeaderSize.read(try write(Array(huge.prefix(24)), "header-only.png")))
        #expect(claimed.width == 100_000 && claimed.height == 70_000)

        #expect(PNGHeaderSize.read(try write(Array(encoded.prefix(23)), "short.png")) == nil)
        #expect(PNGHeaderSize.read(try write(Array("not a png at all, not at all".utf8), "text.png")) == nil)
        #expect(PNGHeaderSize.read(folder + "/missing.png") == nil)
        #expect(PNGHeaderSize.read(folder) == nil)
    }
}
