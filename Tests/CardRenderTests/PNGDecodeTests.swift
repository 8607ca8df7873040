import CardMotionTestSupport
import CPNGSupport
import Testing
@testable import CardRender

/// The common PNGs (8-bit RGB, RGBA and palette, not interlaced) are read with libdeflate, and give the pixels
/// libpng gives; every other PNG, and every damaged one, is left to libpng.
@Suite struct PNGDecodeTests {
    /// Decodes with both readers and expects the same image, and the common reader to have read it.
    func expectBothRead(_ png: [UInt8], _ what: String) throws {
        var storage: [UInt8] = []
        let common = PNGCodec.decodeCommon(png, reusing: &storage, maximumPixels: PNGCodec.defaultMaximumPixels)
        var fresh: [UInt8] = []
        let libpng = try PNGCodec.decodeWithLibpng(png, reusing: &fresh, maximumPixels: PNGCodec.defaultMaximumPixels)
        #expect(common != nil, "\(what): left to libpng")
        #expect(common == libpng, "\(what)")
    }

    /// The writer's samples (opaque and translucent, flat and continuous, at and past 256 colours), with each filter.
    @Test(arguments: PNGEncodingOptions.RowFilter.allCases)
    func whatTheWriterWritesReadsAsLibpngReadsIt(filter: PNGEncodingOptions.RowFilter) throws {
        for sample in PNGWriteTests.samples {
            for palette in [false, true] {
                let png = try PNGCodec.encode(sample.image, options: PNGEncodingOptions(level: 6, filter: filter, palette: palette))
                try expectBothRead(png, "\(sample.name), \(filter), palette \(palette)")
            }
        }
    }

    /// Rows written byte for byte with each filter type, and the stream cut into several IDAT chunks (as libpng and
    /// most encoders write it).
    @Test func everyFilterTypeAndSplitImageData() throws {
        // 3 x 3 RGB; row 0 Paeth (against zeros above), row 1 average, row 2 up; then sub and none.
        let rows: [UInt8] = [4, 10, 20, 30, 5, 5, 5, 250, 1, 2,
                             3, 7, 8, 9, 100, 0, 0, 3, 3, 3,
                             2, 1, 1, 1, 1, 1, 1, 1, 1, 1]
        try expectBothRead(PNGBytes.png(width: 3, height: 3, depth: 8, colorType: 2, rows: rows), "paeth, average, up")
        let subAndNone: [UInt8] = [1, 10, 20, 30, 5, 5, 5, 250, 1, 2, 0, 7, 8, 9, 100, 0, 0, 3, 3, 3]
        try expectBothRead(PNGBytes.png(width: 3, height: 2, depth: 8, colorType: 2, rows: subAndNone), "sub, none")
        let stream = PNGBytes.zlibStored(rows)
        let split = PNGBytes.signature + PNGBytes.ihdr(width: 3, height: 3, depth: 8, colorType: 2)
            + PNGBytes.chunk("IDAT", Array(stream[..<5])) + PNGBytes.chunk("IDAT", Array(stream[5..<17]))
            + PNGBytes.chunk("IDAT", Array(stream[17...])) + PNGBytes.chunk("tEXt", Array("Comment\u{0}after".utf8))
            + PNGBytes.chunk("IEND", [])
        try expectBothRead(split, "three IDAT chunks")
    }

    @Test func otherKindsAreLeftToLibpng() {
        let rgbRow: [UInt8] = [0, 255, 0, 0, 0, 0, 255]
        let others: [(String, [UInt8])] = [
            ("gray", PNGBytes.png(width: 2, height: 1, depth: 8, colorType: 0, rows: [0, 1, 2])),
            ("16-bit", PNGBytes.png(width: 1, height: 1, depth: 16, colorType: 2, rows: [0, 1, 2, 3, 4, 5, 6])),
            ("interlaced", PNGBytes.png(width: 2, height: 1, depth: 8, colorType: 2, interlace: 1, rows: rgbRow)),
            ("colour key", PNGBytes.png(width: 2, height: 1, depth: 8, colorType: 2,
                                        extra: PNGBytes.chunk("tRNS", [0, 255, 0, 0, 0, 0]), rows: rgbRow)),
            ("bad CRC", PNGBytes.validWith(PNGBytes.valid.count - 13, 0x99)),
            ("filter type 5", PNGBytes.png(width: 2, height: 1, depth: 8, colorType: 2, rows: [5] + rgbRow.dropFirst())),
            ("short stream", PNGBytes.png(width: 3, height: 1, depth: 8, colorType: 2, rows: rgbRow)),
            ("index past the palette", PNGBytes.png(width: 2, height: 1, depth: 8, colorType: 3,
                                                    extra: PNGBytes.chunk("PLTE", [255, 0, 0]), rows: [0, 0, 1])),
            ("no IEND", Array(PNGBytes.valid.dropLast(12))),
            ("unknown critical chunk", PNGBytes.signature + PNGBytes.ihdr(width: 2, height: 1, depth: 8, colorType: 2)
                + PNGBytes.chunk("ZZZZ", []) + PNGBytes.chunk("IDAT", PNGBytes.zlibStored(rgbRow)) + PNGBytes.chunk("IEND", [])),
        ]
        for (name, png) in others {
            var storage: [UInt8] = []
            #expect(PNGCodec.decodeCommon(png, reusing: &storage, maximumPixels: 1000) == nil, "\(name)")
        }
        var storage: [UInt8] = []
        #expect(PNGCodec.decodeCommon(PNGBytes.valid, reusing: &storage, maximumPixels: 1000) != nil)
        #expect(PNGCodec.decodeCommon(PNGBytes.valid, reusing: &storage, maximumPixels: 1) == nil, "over the pixel limit")
    }

    /// Files damaged at random, their chunk CRCs made right again so that the damage reaches the palette, the
    /// stream and the rows: whatever the common reader reads, libpng reads to the same pixels.
    @Test func damagedFilesReadAsLibpngReadsThemOrAreLeftToIt() throws {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        // A translucent gradient (RGBA) and a palette image with a tRNS chunk.
        let originals = try [PNGCodec.encode(PNGWriteTests.samples[3].image),
                             PNGCodec.encode(PNGWriteTests.distinctColours(200), options: .diffs)]
        var readByBoth = 0
        for round in 0..<600 {
            var png = originals[round % 2]
            for _ in 0...next(3) { png[8 + next(png.count - 8)] ^= UInt8(1 + next(255)) }
            Self.mendCRCs(&png)
            var storage: [UInt8] = []
            guard let common = PNGCodec.decodeCommon(png, reusing: &storage, maximumPixels: 1 << 20) else { continue }
            var fresh: [UInt8] = []
            #expect(try PNGCodec.decodeWithLibpng(png, reusing: &fresh, maximumPixels: 1 << 20) == common, "round \(round)")
            readByBoth += 1
        }
        #expect(readByBoth > 20, "damage the common reader still reads (in the palette, in ancillary chunks): \(readByBoth)")
    }

    /// Recomputes the CRC of every whole chunk of `png`.
    static func mendCRCs(_ png: inout [UInt8]) {
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            guard length <= png.count - offset - 12 else { return }
            let crc = PNGBytes.crc32(Array(png[(offset + 4)..<(offset + 8 + length)]))
            png.replaceSubrange((offset + 8 + length)..<(offset + 12 + length), with: PNGBytes.bigEndian(crc))
            offset += 12 + length
        }
    }

    /// Decoding into the storage of the previous image of the same size, as `compare` does over folders.
    @Test func theStorageIsReused() throws {
        let image = PNGWriteTests.samples[2].image
        var storage = [UInt8](repeating: 7, count: image.width * image.height * 4)
        let base = storage.withUnsafeBufferPointer { $0.baseAddress }
        let decoded = try PNGCodec.decode(PNGCodec.encode(image), reusing: &storage)
        #expect(decoded == image)
        #expect(storage.isEmpty)
        #expect(decoded.pixels.withUnsafeBufferPointer { $0.baseAddress } == base)
    }
}
