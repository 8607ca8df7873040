import CardMotionTestSupport
import Foundation
import Testing
@testable import CardRender

/// The PNG writer (docs/png-settings.md): every kind of PNG CardMotion writes decodes to exactly the pixels given, with our
/// decoder and with independent ones (Pillow, pngcheck), in the colour type its options call for, and the same
/// image always gives the same bytes.
@Suite struct PNGWriteTests {
    /// One image to write, and what it is.
    struct Sample: CustomTestStringConvertible, Sendable {
        var name: String
        var image: RGBAImage
        /// At most 256 distinct colours (a palette can hold them).
        var fewColours: Bool
        var testDescription: String { name }
    }

    /// Opaque and translucent, flat and continuous, at and past the palette's 256 colours, and the smallest image.
    static let samples: [Sample] = {
        let mock = MockScreen.image()
        var veiled = mock  // the mock screen under a translucent bar and beside a transparent column
        for y in 0..<mock.height {
            for x in 0..<mock.width where y < 100 || x < 40 {
                veiled.pixels[(y * mock.width + x) * 4 + 3] = x < 40 ? 0 : 128
            }
        }
        return [
            Sample(name: "27-colour mock screen", image: mock, fewColours: true),
            Sample(name: "mock screen with alpha", image: veiled, fewColours: true),
            Sample(name: "opaque gradient", image: gradient(width: 301, height: 97) { _, _ in 255 }, fewColours: false),
            Sample(name: "translucent gradient", image: gradient(width: 97, height: 61) { x, y in UInt8((x * 7 + y * 3) % 256) },
                   fewColours: false),
            Sample(name: "256 colours", image: distinctColours(256), fewColours: true),
            Sample(name: "257 colours", image: distinctColours(257), fewColours: false),
            Sample(name: "one pixel", image: RGBAImage(width: 1, height: 1, red: 9, green: 8, blue: 7, alpha: 6), fewColours: true),
        ]
    }()

    /// Each kind of PNG, by the options it is written with.
    static let kinds: [(String, PNGEncodingOptions)] = [
        ("frames", .frames), ("references", .references), ("diffs", .diffs), ("sheets", .sheets),
    ]

    /// Red, green and blue from the position, alpha from `alpha`.
    static func gradient(width: Int, height: Int, alpha: (Int, Int) -> UInt8) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8(x * 255 / max(1, width - 1)), UInt8(y * 255 / max(1, height - 1)), UInt8((x ^ y) % 256), alpha(x, y)]
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// 40 x 20 pixels in exactly `count` colours (`count` - 1 of them opaque greens and blues, one translucent),
    /// each pixel's colour from its position.
    static func distinctColours(_ count: Int) -> RGBAImage {
        var pixels: [UInt8] = []
        for index in 0..<800 {
            let colour = index % count
            pixels += colour == 0 ? [200, 10, 20, 77] : [0, UInt8(colour % 256), UInt8(colour / 256), 255]
        }
        return RGBAImage(width: 40, height: 20, pixels: pixels)
    }

    /// The number of distinct RGBA colours in `image`.
    static func colourCount(_ image: RGBAImage) -> Int {
        Set(stride(from: 0, to: image.pixels.count, by: 4).map { index in
            image.pixels[index..<(index + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        }).count
    }

    /// The chunk types of `bytes`, in order (every CRC checked on the way).
    static func chunkTypes(_ bytes: [UInt8]) throws -> [String] {
        var reader = try PNGChunkReader(bytes)
        var types: [String] = []
        while let chunk = try reader.next() { types.append(chunk.type) }
        return types
    }

    @Test func theMockScreenHasExactly27Colours() {
        #expect(Self.colourCount(MockScreen.image()) == 27)
        #expect(Self.colourCount(MockScreen.image(changed: true)) == 27)
        #expect(MockScreen.image() != MockScreen.image(changed: true))
    }

    @Test(arguments: samples)
    func everyKindRoundTripsExactly(_ sample: Sample) throws {
        #expect((Self.colourCount(sample.image) <= 256) == sample.fewColours)
        for (kind, options) in Self.kinds {
            let bytes = try PNGCodec.encode(sample.image, options: options)
            let colorType: UInt8 = options.palette && sample.fewColours ? 3 : sample.image.isOpaque ? 2 : 6
            #expect(bytes[25] == colorType, "\(kind): colour type in IHDR")
            #expect(try PNGCodec.decode(bytes) == sample.image, "\(kind)")
            #expect(try PNGCodec.encode(sample.image, options: options) == bytes, "\(kind): the same bytes every time")
            let palette = colorType == 3 ? ["PLTE"] + (sample.image.isOpaque ? [] : ["tRNS"]) : []
            #expect(try Self.chunkTypes(bytes) == ["IHDR"] + palette + ["IDAT", "IEND"], "\(kind)")
        }
    }

    @Test(arguments: PNGEncodingOptions.RowFilter.allCases)
    func everyFilterAndLevelRoundTrips(_ filter: PNGEncodingOptions.RowFilter) throws {
        let images = [Self.samples[2].image, Self.samples[3].image, Self.distinctColours(200)]
        for level: Int32 in [0, 1, 6, 9, 12] {
            for palette in [false, true] {
                for image in images {
                    let options = PNGEncodingOptions(level: level, filter: filter, palette: palette)
                    #expect(try PNGCodec.decode(PNGCodec.encode(image, options: options)) == image, "level \(level), palette \(palette)")
                }
            }
        }
    }

    @Test func aPaletteListsColoursInOrderOfAppearanceWithTheirAlphasUpToTheLastTranslucent() throws {
        // Opaque red, half-transparent blue, opaque red again, opaque white.
        let image = RGBAImage(width: 4, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 128, 255, 0, 0, 255, 255, 255, 255, 255])
        let bytes = try PNGCodec.encode(image, options: PNGEncodingOptions(level: 6, filter: .none, palette: true))
        var reader = try PNGChunkReader(bytes)
        var data: [String: [UInt8]] = [:]
        while let chunk = try reader.next() { data[chunk.type] = Array(bytes[chunk.data]) }
        #expect(data["IHDR"] == [0, 0, 0, 4, 0, 0, 0, 1, 8, 3, 0, 0, 0])
        #expect(data["PLTE"] == [255, 0, 0, 0, 0, 255, 255, 255, 255])
        #expect(data["tRNS"] == [255, 128])
        #expect(try PNGCodec.decode(bytes) == image)
    }

    @Test func anEmptyImageIsRefused() {
        #expect(throws: PNGError(reason: "cannot encode PNG: a PNG cannot be 0 x 5 pixels")) {
            try PNGCodec.encode(RGBAImage(width: 0, height: 5, pixels: []))
        }
    }

    @Test(.enabled(if: APNGPillowTests.pillowInstalled, "Pillow is not installed (scripts/test installs python3-pil): skipped"),
          arguments: samples)
    func pillowReadsEveryKind(_ sample: Sample) throws {
        for (kind, options) in Self.kinds {
            let decoded = try AnimationTestTools.decodeWithPillow(try PNGCodec.encode(sample.image, options: options), suffix: "png")
            #expect(decoded.format == "PNG")
            #expect(decoded.frames == [sample.image], "\(kind)")
        }
    }

    static let pngcheck = ["/usr/bin/pngcheck", "/usr/local/bin/pngcheck"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: pngcheck != nil, "pngcheck is not installed (scripts/test installs it): skipped"))
    func pngcheckFindsNoFault() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var files: [String] = []
        for (index, sample) in Self.samples.enumerated() {
            for (kind, options) in Self.kinds {
                let path = folder + "/\(index)-\(kind).png"
                try Data(PNGCodec.encode(sample.image, options: options)).write(to: URL(fileURLWithPath: path))
                files.append(path)
            }
        }
        let run = try AnimationTestTools.run(try #require(Self.pngcheck), ["-q"] + files)
        #expect(run.status == 0, "\(String(decoding: run.stdout, as: UTF8.self))")
    }

    /// `scripts/bench` times writes of the mock screen from these files; they must be exactly the generator's
    /// images. `CARDMOTION_RECORD_MOCK_SCREEN=1` writes them anew (after a change to ``MockScreen``).
    @Test(arguments: [false, true])
    func theBenchmarksMockScreenFilesAreTheGenerators(changed: Bool) throws {
        let path = Repository.root.appendingPathComponent("Benchmarks/mock-screen\(changed ? "-changed" : "").png").path
        let image = MockScreen.image(changed: changed)
        if ProcessInfo.processInfo.environment["CARDMOTION_RECORD_MOCK_SCREEN"] == "1" {
            try Data(PNGCodec.encode(image, options: .references)).write(to: URL(fileURLWithPath: path))
        }
        #expect(try PNGCodec.decode(contentsOf: path) == image)
    }
}
