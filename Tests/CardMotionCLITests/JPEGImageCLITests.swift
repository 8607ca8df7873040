import CardMotionTestSupport
import CardRender
import Foundation
import Testing

/// A JPEG named by `image.source` is drawn (recognised by its content, whatever its name), upright; each kind of bad
/// JPEG stops the run before any frame is written, with exit status 2 and a line naming the script's line and key
/// and the image.
@Suite struct JPEGImageCLITests {
    /// A 100 x 50 point screen whose one layer shows `source`, scaled to fill it.
    static func script(showing source: String) -> String {
        """
        screen:
          size: [100, 50]
          scale: 1
          layers:
            - {frame: [0, 0, 100, 50], image: {source: \(source)}}
        widget: {kind: stack, frame: [0, 0, 100, 50]}

        """
    }

    @Test func aTurnedPhotoNamedAsAPNGIsDrawnUpright() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let stored = JPEGPictures.storedSamples(orientation: 8)
        let jpeg = try JPEGCodec.encode(stored.samples, width: stored.width, height: stored.height, components: .rgb,
                                        app1: JPEGPictures.exif(orientation: 8))
        try Data(jpeg).write(to: URL(fileURLWithPath: folder + "/photo.png"))
        try Self.script(showing: "photo.png").write(toFile: folder + "/s.yaml", atomically: true, encoding: .utf8)
        let result = try runCardMotion(["preview", folder + "/s.yaml", "--at", "0", "-o", folder + "/out.png"])
        #expect(result.status == 0, "\(result.stderr)")
        let frame = try PNGCodec.decode(contentsOf: folder + "/out.png")
        #expect(frame.width == 100 && frame.height == 50)
        // The 32 x 16 picture stretched to 100 x 50: each quadrant's middle.
        for (x, y, quadrant) in [(25, 12, 0), (75, 12, 1), (25, 37, 2), (75, 37, 3)] {
            let pixel = frame.pixel(x: x, y: y)
            let close = zip([pixel.r, pixel.g, pixel.b], JPEGPictures.quadrants[quadrant]).allSatisfy { abs(Int($0) - Int($1)) <= 6 }
            #expect(close, "(\(x), \(y)) is \(pixel)")
        }
    }

    /// Each bad file: its bytes and the reason printed after the image's name.
    static let badFiles: [(name: String, bytes: @Sendable () throws -> [UInt8], reason: String)] = [
        ("cmyk.jpg", { try JPEGCodec.encode([UInt8](repeating: 60, count: 8 * 8 * 4), width: 8, height: 8, components: .cmyk) },
         "CMYK JPEG is not supported; save as RGB"),
        ("cut.jpg", { Array(try JPEGCodec.encode([UInt8](repeating: 60, count: 16 * 16 * 3), width: 16, height: 16, components: .rgb).prefix(300)) },
         "the file is truncated"),
        ("huge.jpg", {
            var jpeg = try JPEGCodec.encode([UInt8](repeating: 60, count: 8 * 8 * 3), width: 8, height: 8, components: .rgb)
            let frame = (0..<jpeg.count - 1).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 }!
            jpeg.replaceSubrange(frame + 5..<frame + 9, with: [0x27, 0x10, 0x27, 0x10])  // 10000 x 10000
            return jpeg
        }, "the image is 10000 x 10000 pixels, more than the limit of 64000000 pixels"),
        ("only-the-marker.jpg", { [0xFF, 0xD8, 0xFF] }, "the file is truncated"),
        ("text.jpg", { Array("a JPEG, honestly".utf8) }, "not a PNG or JPEG file (it starts with neither's signature)"),
    ]

    @Test(arguments: badFiles.indices)
    func aBadJPEGExitsTwoNamingIt(_ index: Int) throws {
        let bad = Self.badFiles[index]
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(try bad.bytes()).write(to: URL(fileURLWithPath: folder + "/" + bad.name))
        let script = folder + "/s.yaml"
        try Self.script(showing: bad.name).write(toFile: script, atomically: true, encoding: .utf8)
        let result = try runCardMotion(["render", script, "-o", folder + "/out"])
        #expect(result.status == 2)
        #expect(result.stderr == "cardmotion: \(script):5:48: screen.layers[0].image.source: image '\(bad.name)': \(bad.reason)\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out/frame-00000.png"))
    }
}
