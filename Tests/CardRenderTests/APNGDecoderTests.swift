import CardMotionTestSupport
import Testing
@testable import CardRender

/// APNGDecoder on files built byte by byte: dispose and blend ops, a default image outside the animation, other
/// colour types, plain PNGs, and every way a file can be broken, each named.
@Suite struct APNGDecoderTests {
    // Pixels (RGBA) used below.
    static let red: [UInt8] = [255, 0, 0, 255], green: [UInt8] = [0, 255, 0, 255], blue: [UInt8] = [0, 0, 255, 255]
    static let clear: [UInt8] = [0, 0, 0, 0], halfWhite: [UInt8] = [255, 255, 255, 128]

    static func actl(frames: UInt32, plays: UInt32) -> [UInt8] {
        PNGBytes.chunk("acTL", PNGBytes.bigEndian(frames) + PNGBytes.bigEndian(plays))
    }

    /// An fcTL; delays are `delay[0] / delay[1]` s.
    static func fctl(_ sequence: UInt32, width: UInt32, height: UInt32 = 1, x: UInt32 = 0, y: UInt32 = 0,
                     delay: (UInt16, UInt16) = (1, 10), dispose: UInt8 = 0, blend: UInt8 = 0) -> [UInt8] {
        let numbers = [sequence, width, height, x, y].flatMap(PNGBytes.bigEndian)
        let delays = [UInt8(delay.0 >> 8), UInt8(delay.0 & 0xFF), UInt8(delay.1 >> 8), UInt8(delay.1 & 0xFF)]
        return PNGBytes.chunk("fcTL", numbers + delays + [dispose, blend])
    }

    /// One row of pixels (filter byte 0 first) as a stored zlib stream.
    static func row(_ pixels: [UInt8]...) -> [UInt8] { PNGBytes.zlibStored([0] + pixels.joined()) }

    static func idat(_ pixels: [UInt8]...) -> [UInt8] { PNGBytes.chunk("IDAT", PNGBytes.zlibStored([0] + pixels.joined())) }

    static func fdat(_ sequence: UInt32, _ pixels: [UInt8]...) -> [UInt8] {
        PNGBytes.chunk("fdAT", PNGBytes.bigEndian(sequence) + PNGBytes.zlibStored([0] + pixels.joined()))
    }

    /// A file of `width` x `height` RGBA8 pixels with `chunks` between IHDR and IEND.
    static func file(width: UInt32 = 3, height: UInt32 = 1, colorType: UInt8 = 6, _ chunks: [UInt8]...) -> [UInt8] {
        PNGBytes.signature + PNGBytes.ihdr(width: width, height: height, depth: 8, colorType: colorType)
            + chunks.joined() + PNGBytes.chunk("IEND", [])
    }

    /// Red, red, red; then green at 1 disposed PREVIOUS; blue at 2 disposed BACKGROUND; then half-transparent
    /// white and a transparent pixel OVER 1 and 2.
    static let disposals = file(
        actl(frames: 4, plays: 3),
        fctl(0, width: 3), idat(red, red, red),
        fctl(1, width: 1, x: 1, delay: (5, 0), dispose: 2), fdat(2, green),
        fctl(3, width: 1, x: 2, delay: (17, 1000), dispose: 1), fdat(4, blue),
        fctl(5, width: 2, x: 1, delay: (1, 3), blend: 1), fdat(6, halfWhite, clear))

    @Test func disposeOpsAndStraightAlphaOver() throws {
        let animation = try APNGDecoder.decode(Self.disposals)
        let red = Self.red, green = Self.green, blue = Self.blue, clear = Self.clear
        // OVER of (255, 255, 255, 128) on opaque red: alpha 255, green and blue (255 · 128 · 255) / 65025 = 128.
        #expect(animation.frames.map(\.pixels) == [red + red + red, red + green + red, red + red + blue,
                                                   red + [255, 128, 128, 255] + clear])
        #expect(animation.delays == [100, 50, 17, 333], "1/10 s, 5/100 s (denominator 0), 17/1000 s, 1/3 s")
        #expect(animation.numPlays == 3)
    }

    /// Half-transparent white over half-transparent blue, in units of 1/65025: weights 128 · 255 = 32640 and
    /// 128 · 127 = 16256, alpha 48896 / 255 = 191.7 -> 192, red and green 255 · 32640 / 48896 = 170.2 -> 170, blue 255.
    @Test func overOnATranslucentPixel() throws {
        let bytes = Self.file(width: 1, Self.actl(frames: 2, plays: 0), Self.fctl(0, width: 1), Self.idat([0, 0, 255, 128]),
                              Self.fctl(1, width: 1, blend: 1), Self.fdat(2, Self.halfWhite))
        #expect(try APNGDecoder.decode(bytes).frames.map(\.pixels) == [[0, 0, 255, 128], [170, 170, 255, 192]])
    }

    @Test func aFirstFrameDisposedPreviousIsClearedToTheBackground() throws {
        let bytes = Self.file(Self.actl(frames: 2, plays: 0), Self.fctl(0, width: 3, dispose: 2), Self.idat(Self.red, Self.red, Self.red),
                              Self.fctl(1, width: 1, blend: 1), Self.fdat(2, Self.green))
        #expect(try APNGDecoder.decode(bytes).frames[1].pixels == Self.green + Self.clear + Self.clear)
    }

    /// IDAT with no fcTL before it is a still image for players without APNG; the animation is the fdAT frames,
    /// drawn on a transparent canvas.
    @Test func aDefaultImageOutsideTheAnimationIsSkipped() throws {
        let bytes = Self.file(Self.actl(frames: 2, plays: 0), Self.idat(Self.red, Self.red, Self.red),
                              Self.fctl(0, width: 1, x: 1), Self.fdat(1, Self.green),
                              Self.fctl(2, width: 1, x: 2), Self.fdat(3, Self.blue))
        let animation = try APNGDecoder.decode(bytes)
        #expect(animation.frames.map(\.pixels) == [Self.clear + Self.green + Self.clear, Self.clear + Self.green + Self.blue])
    }

    /// Palette frames: each frame's stand-alone PNG carries the file's PLTE and tRNS.
    @Test func paletteFramesUseTheFilesPaletteAndTransparency() throws {
        let plte = PNGBytes.chunk("PLTE", [255, 0, 0, 0, 0, 255]), trns = PNGBytes.chunk("tRNS", [255, 0])
        let bytes = Self.file(width: 2, colorType: 3, Self.actl(frames: 2, plays: 0), plte, trns,
                              Self.fctl(0, width: 2), Self.idat([0, 1]), Self.fctl(1, width: 1, x: 1), Self.fdat(2, [0]))
        #expect(try APNGDecoder.decode(bytes).frames.map(\.pixels) == [Self.red + [0, 0, 255, 0], Self.red + Self.red])
    }

    /// A PNG without acTL is a one-frame animation: its image, 0 ms, played once.
    @Test func aPlainPNGIsOneFrame() throws {
        let image = APNGTestAnimations.image(width: 5, height: 4, APNGTestAnimations.noise)
        let animation = try APNGDecoder.decode(PNGCodec.encode(image))
        #expect(animation == APNGAnimation(width: 5, height: 4, frames: [image], delays: [0], numPlays: 1))
    }

    @Test func framesComeOneAtATime() throws {
        var decoder = try APNGDecoder(Self.disposals)
        #expect(decoder.frameCount == 4 && decoder.width == 3 && decoder.height == 1)
        #expect(try decoder.nextFrame()?.pixels == Self.red + Self.red + Self.red)
        for _ in 0..<3 { _ = try decoder.nextFrame() }
        #expect(try decoder.nextFrame() == nil)
    }

    // MARK: Broken files

    /// Where the chunk of `type` (the `index`th of that type) starts in `bytes`.
    func offset(of type: String, _ index: Int = 0, in bytes: [UInt8]) throws -> Int {
        try APNGTestAnimations.chunks(bytes).filter { $0.type == type }[index].offset
    }

    @Test func aFlippedByteIsACRCMismatchNamingTheChunk() throws {
        var bytes = try APNGTestAnimations.encode(APNGTestAnimations.movingSquare(count: 3))
        let fdat = try offset(of: "fdAT", 1, in: bytes)
        bytes[fdat + 20] ^= 0x01
        #expect(throws: AnimationError("chunk fdAT at byte \(fdat): CRC mismatch")) { try APNGDecoder(bytes) }
    }

    @Test func aCutFileIsTruncated() throws {
        let bytes = try APNGTestAnimations.encode(APNGTestAnimations.movingSquare(count: 3))
        let idat = try offset(of: "IDAT", in: bytes)
        let length = Int(PNGChunkReader.uint32(bytes, at: idat))
        #expect(throws: AnimationError("truncated in chunk IDAT at byte \(idat) (\(length + 12) bytes long, 100 left)")) {
            try APNGDecoder(Array(bytes.prefix(idat + 100)))
        }
        #expect(throws: AnimationError("truncated in the chunk header at byte \(idat)")) { try APNGDecoder(Array(bytes.prefix(idat + 5))) }
        let iend = try offset(of: "IEND", in: bytes)
        #expect(throws: AnimationError("truncated: the file ends at byte \(iend), before IEND")) { try APNGDecoder(Array(bytes.prefix(iend))) }
        #expect(throws: AnimationError("not a PNG file (the signature is missing)")) { try APNGDecoder(Array(bytes.prefix(7))) }
    }

    @Test func aFrameOutsideTheCanvasIsNamed() throws {
        let bytes = Self.file(Self.actl(frames: 2, plays: 0), Self.fctl(0, width: 3), Self.idat(Self.red, Self.red, Self.red),
                              Self.fctl(1, width: 2, x: 2), Self.fdat(2, Self.green, Self.green))
        #expect(throws: AnimationError("fcTL 1 (2 x 1 at (2, 0)) lies outside the 3 x 1 canvas")) { try APNGDecoder(bytes) }
    }

    /// Each broken file, and the message naming what is wrong and where (`at` finds the chunk's offset).
    @Test(arguments: [
        (file(actl(frames: 2, plays: 0), fctl(0, width: 3), idat(red, red, red), fctl(1, width: 1), fdat(3, red)),
         "chunk fdAT at byte {fdAT}: sequence number 3, expected 2"),
        (file(actl(frames: 3, plays: 0), fctl(0, width: 3), idat(red, red, red), fctl(1, width: 1), fdat(2, red)),
         "acTL announces 3 frames but the file has 2"),
        (file(actl(frames: 2, plays: 0), fctl(0, width: 3), idat(red, red, red), fctl(1, width: 1)),
         "fcTL 1 at byte {fcTL 1} has no image data"),
        (file(actl(frames: 1, plays: 0), fctl(0, width: 1), idat(red, red, red)),
         "fcTL 0 (1 x 1 at (0, 0)) is the default image's and must cover the 3 x 1 canvas"),
        (file(idat(red, red, red), actl(frames: 1, plays: 0)), "chunk acTL at byte {acTL} comes after IDAT"),
        (file(actl(frames: 1, plays: 0), fctl(0, width: 3), fdat(1, red)), "chunk fdAT at byte {fdAT} comes before IDAT"),
        (file(actl(frames: 1, plays: 0), PNGBytes.chunk("AbCD", []), idat(red, red, red)),
         "chunk AbCD at byte {AbCD}: unknown critical chunk"),
        (file(idat(red, red, red), PNGBytes.chunk("tEXt", []), idat(red, red, red)),
         "chunk IDAT at byte {IDAT 1}: IDAT chunks must follow each other"),
        (file(actl(frames: 1, plays: 0), actl(frames: 1, plays: 0)), "chunk acTL at byte {acTL 1}: a second acTL"),
        (file(), "no IDAT chunk: the file holds no image"),
        (file(colorType: 5), "chunk IHDR at byte 8: colour type 5, bit depth 8 and the methods [0, 0, 0] are not a PNG's"),
    ])
    func structuralErrorsAreNamed(bytes: [UInt8], message: String) throws {
        var expected = message
        while let open = expected.firstIndex(of: "{"), let close = expected.firstIndex(of: "}") {
            let name = expected[expected.index(after: open)..<close].split(separator: " ")
            let place = try offset(of: String(name[0]), name.count > 1 ? Int(name[1])! : 0, in: bytes)
            expected.replaceSubrange(open...close, with: String(place))
        }
        #expect(throws: AnimationError(expected)) { try APNGDecoder(bytes) }
    }

    /// The limits hold before anything is allocated: the canvas from IHDR, the frame count from acTL.
    @Test func canvasAndFrameLimits() throws {
        #expect(throws: AnimationError("the canvas is 3 x 1 pixels, more than the limit of 2 pixels")) {
            try APNGDecoder(Self.disposals, maximumPixels: 2)
        }
        #expect(throws: AnimationError("chunk acTL at byte 33 announces 100001 frames, more than the limit of 100000")) {
            try APNGDecoder(Self.file(Self.actl(frames: 100_001, plays: 0)))
        }
        #expect(throws: AnimationError("the canvas is 8000 x 8001 pixels, more than the limit of 64000000 pixels")) {
            try APNGDecoder(Self.file(width: 8000, height: 8001))
        }
    }

    /// The frame's zlib stream is libpng's to check: a broken one is named by its fcTL.
    @Test func brokenFrameDataIsNamedByItsFcTL() throws {
        let bytes = Self.file(Self.actl(frames: 2, plays: 0), Self.fctl(0, width: 3), Self.idat(Self.red, Self.red, Self.red),
                              Self.fctl(1, width: 1), PNGBytes.chunk("fdAT", PNGBytes.bigEndian(2) + [0x78, 0x01, 0xFF, 0xFF]))
        var decoder = try APNGDecoder(bytes)
        _ = try decoder.nextFrame()
        #expect(throws: AnimationError.self) { try decoder.nextFrame() }
        do {
            _ = try decoder.nextFrame()
        } catch {
            #expect(error.description == "fcTL 1 at byte \(try offset(of: "fcTL", 1, in: bytes)): the frame's data cannot be decoded: IDAT: invalid block type")
        }
    }
}
