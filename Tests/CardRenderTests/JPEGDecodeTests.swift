import CardMotionTestSupport
import CardRender
import Testing

/// JPEG pictures decode upright for every EXIF orientation, in grayscale too; CMYK, truncated, damaged and absurdly
/// large files are refused with a reason, before the pixels are allocated.
@Suite struct JPEGDecodeTests {
    /// Colour differences a JPEG at quality 95 may make inside a flat 8 x 8 block.
    static let tolerance = 6

    static func expectClose(_ image: RGBAImage, x: Int, y: Int, to expected: [UInt8], _ context: String,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        let pixel = image.pixel(x: x, y: y)
        let found = [pixel.r, pixel.g, pixel.b]
        let close = zip(found, expected).allSatisfy { abs(Int($0) - Int($1)) <= tolerance } && pixel.a == 255
        #expect(close, "\(context): (\(x), \(y)) is \(found) alpha \(pixel.a), expected \(expected)", sourceLocation: sourceLocation)
    }

    @Test(arguments: 1...8, [false, true])
    func everyOrientationComesOutUpright(orientation: Int, bigEndian: Bool) throws {
        let stored = JPEGPictures.storedSamples(orientation: orientation)
        let jpeg = try JPEGCodec.encode(stored.samples, width: stored.width, height: stored.height, components: .rgb,
                                        app1: JPEGPictures.exif(orientation: UInt16(orientation), bigEndian: bigEndian))
        let image = try ImageFile.decode(jpeg)
        #expect(image.width == JPEGPictures.width && image.height == JPEGPictures.height)
        // Each quadrant's middle and its corner pixels: a mirrored or turned picture puts another colour there.
        for (x, y) in [(8, 4), (24, 4), (8, 12), (24, 12), (1, 1), (30, 1), (1, 14), (30, 14)] {
            Self.expectClose(image, x: x, y: y, to: JPEGPictures.upright(x: x, y: y), "orientation \(orientation)")
        }
    }

    @Test func withoutExifTheStoredPixelsAreDrawnAsTheyAre() throws {
        let turned = JPEGPictures.storedSamples(orientation: 6)
        let jpeg = try JPEGCodec.encode(turned.samples, width: turned.width, height: turned.height, components: .rgb)
        let image = try JPEGCodec.decode(jpeg)
        #expect(image.width == 16 && image.height == 32)
        // Orientation 6 stores the upright top left (red) at the bottom left, the top right (green) at the top left.
        Self.expectClose(image, x: 4, y: 28, to: JPEGPictures.quadrants[0], "no EXIF")
        Self.expectClose(image, x: 4, y: 4, to: JPEGPictures.quadrants[1], "no EXIF")
    }

    @Test func progressiveDecodesLikeBaseline() throws {
        let stored = JPEGPictures.storedSamples(orientation: 3)
        let exif = JPEGPictures.exif(orientation: 3)
        let baseline = try JPEGCodec.decode(JPEGCodec.encode(stored.samples, width: 32, height: 16, components: .rgb, app1: exif))
        let progressive = try JPEGCodec.decode(JPEGCodec.encode(stored.samples, width: 32, height: 16, components: .rgb,
                                                                progressive: .progressive, app1: exif))
        #expect(progressive == baseline)
    }

    /// A progressive file of 128 scans (each coefficient alone, in two steps) passes the scan limit of 100 only as
    /// far as its hundredth scan; the same picture in libjpeg's usual ten scans decodes.
    @Test func tooManyScansAreRefused() throws {
        let samples = (0..<16 * 16).map { UInt8(truncatingIfNeeded: $0 * 7) }
        #expect(throws: ImageFileError(reason: "the JPEG has more than 100 scans")) {
            try JPEGCodec.decode(JPEGCodec.encode(samples, width: 16, height: 16, components: .grayscale, progressive: .everyCoefficientAlone))
        }
        let usual = try JPEGCodec.decode(JPEGCodec.encode(samples, width: 16, height: 16, components: .grayscale, progressive: .progressive))
        #expect(usual.width == 16 && usual.height == 16)
    }

    @Test func grayscaleComesOutGray() throws {
        var samples = [UInt8](repeating: 40, count: 16 * 8)
        for y in 0..<8 { for x in 8..<16 { samples[y * 16 + x] = 200 } }
        let image = try ImageFile.decode(JPEGCodec.encode(samples, width: 16, height: 8, components: .grayscale))
        #expect(image.width == 16 && image.height == 8)
        Self.expectClose(image, x: 3, y: 3, to: [40, 40, 40], "gray")
        Self.expectClose(image, x: 12, y: 3, to: [200, 200, 200], "gray")
        let pixel = image.pixel(x: 12, y: 5)
        #expect(pixel.r == pixel.g && pixel.g == pixel.b)
    }

    @Test func cmykIsRefused() throws {
        let jpeg = try JPEGCodec.encode([UInt8](repeating: 90, count: 8 * 8 * 4), width: 8, height: 8, components: .cmyk)
        #expect(throws: ImageFileError(reason: "CMYK JPEG is not supported; save as RGB")) { try ImageFile.decode(jpeg) }
    }

    /// Cut anywhere after its first three bytes, a JPEG is truncated: libjpeg would fill the rest with grey and warn.
    @Test func everyTruncationIsRefused() throws {
        let stored = JPEGPictures.storedSamples(orientation: 6)
        let jpeg = try JPEGCodec.encode(stored.samples, width: stored.width, height: stored.height, components: .rgb,
                                        progressive: .progressive, app1: JPEGPictures.exif(orientation: 6))
        for length in stride(from: 3, to: jpeg.count, by: 5) {
            #expect(throws: ImageFileError(reason: "the file is truncated"), "\(length) of \(jpeg.count) bytes") {
                try ImageFile.decode(Array(jpeg.prefix(length)))
            }
        }
        #expect(throws: ImageFileError(reason: "the file is truncated")) { try ImageFile.decode(Array(jpeg.dropLast(2))) }
    }

    @Test func damagedDataIsRefused() throws {
        let jpeg = try JPEGCodec.encode([UInt8](repeating: 128, count: 16 * 16 * 3), width: 16, height: 16, components: .rgb)
        // The first entropy-coded byte after the start of scan (FF DA, its length, its header) made a marker.
        let scan = try #require((0..<jpeg.count - 1).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xDA })
        let length = Int(jpeg[scan + 2]) << 8 | Int(jpeg[scan + 3])
        var damaged = jpeg
        damaged[scan + 2 + length] = 0xFF
        damaged[scan + 3 + length] = 0xC4
        let error = #expect(throws: ImageFileError.self) { try ImageFile.decode(damaged) }
        #expect(error?.reason.hasPrefix("damaged JPEG (") == true, "\(error?.reason ?? "")")
    }

    /// A header claiming 65,000 x 65,000 pixels is refused from the header alone: the entropy-coded data after it
    /// holds 8 x 8 pixels, and nothing is decoded.
    @Test func hugeDeclaredDimensionsAreRefusedFromTheHeader() throws {
        var jpeg = try JPEGCodec.encode([UInt8](repeating: 0, count: 8 * 8 * 3), width: 8, height: 8, components: .rgb)
        let frame = try #require((0..<jpeg.count - 1).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        jpeg.replaceSubrange(frame + 5..<frame + 9, with: [0xFD, 0xE8, 0xFD, 0xE8])  // height, width: 65000
        #expect(throws: ImageFileError(reason: "the image is 65000 x 65000 pixels, more than the limit of 64000000 pixels")) {
            try ImageFile.decode(jpeg)
        }
        #expect(throws: ImageFileError(reason: "the image is 8 x 8 pixels, more than the limit of 63 pixels")) {
            try ImageFile.decode(JPEGCodec.encode([UInt8](repeating: 0, count: 8 * 8 * 3), width: 8, height: 8, components: .rgb),
                                 maximumPixels: 63)
        }
    }

    @Test func formatsAreRecognisedByContent() throws {
        let jpeg = try JPEGCodec.encode([UInt8](repeating: 0, count: 8 * 8), width: 8, height: 8, components: .grayscale)
        #expect(ImageFile.format(of: jpeg) == .jpeg)
        #expect(ImageFile.format(of: try PNGCodec.encode(RGBAImage(width: 1, height: 1, red: 1, green: 2, blue: 3, alpha: 4))) == .png)
        #expect(ImageFile.format(of: [0xFF, 0xD8]) == nil)
        #expect(ImageFile.format(of: Array("GIF89a".utf8)) == nil)
        #expect(throws: ImageFileError(reason: "not a PNG or JPEG file (it starts with neither's signature)")) {
            try ImageFile.decode(Array("GIF89a".utf8))
        }
    }

    /// A JPEG whose EXIF block is broken (a directory past the end, a wrong tag type, more entries than fit, cut
    /// short) decodes as stored.
    @Test func aBrokenExifBlockLeavesThePictureAsStored() throws {
        let stored = JPEGPictures.storedSamples(orientation: 1)
        for exif in [JPEGPictures.exif([(0x0112, 3, 1, 6)], directoryOffset: 60_000), JPEGPictures.exif([(0x0112, 4, 1, 6)]),
                     JPEGPictures.exif([(0x0112, 3, 1, 6)], entryCount: 0xFFFF), Array(JPEGPictures.exif(orientation: 6).prefix(20))] {
            let image = try ImageFile.decode(JPEGCodec.encode(stored.samples, width: 32, height: 16, components: .rgb, app1: exif))
            #expect(image.width == 32 && image.height == 16)
            Self.expectClose(image, x: 30, y: 1, to: JPEGPictures.quadrants[1], "broken EXIF")
        }
    }
}

/// The example album cover that `scripts/make-assets` writes reads as ffmpeg's own JPEG decoder reads it (another
/// IDCT and chroma upsampling, so close, not equal; its colour conversion asked to round accurately), and is
/// 600 x 600 opaque pixels.
@Suite struct JPEGExampleCoverTests {
    @Test func agreesWithFFmpeg() throws {
        let path = Repository.examples + "/images/album-cover.jpg"
        let ours = try ImageFile.decode(contentsOf: path)
        #expect(ours.width == 600 && ours.height == 600 && ours.isOpaque)
        let run = try AnimationTestTools.run("/usr/bin/ffmpeg", ["-v", "error", "-i", path, "-sws_flags", "accurate_rnd+full_chroma_int+bitexact", "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        let theirs = [UInt8](run.stdout)
        try #require(theirs.count == ours.pixels.count)
        var total = 0, largest = 0
        for index in theirs.indices {
            let difference = abs(Int(theirs[index]) - Int(ours.pixels[index]))
            total += difference
            largest = max(largest, difference)
        }
        let mean = Double(total) / Double(theirs.count)
        // Measured: a mean of 0.34 over every byte (alpha included), at most 20, at the sun's stripes' edges, where
        // the chroma upsampling differs.
        #expect(mean < 0.5, "mean difference \(mean)")
        #expect(largest <= 32, "largest difference \(largest)")
    }
}
