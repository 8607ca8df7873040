import Testing
@testable import CardRender

/// The APNG encoder's palette: an animation whose frames together have at most 255 colours besides transparent
/// black is a palette image (colour type 3) with one palette for every frame; the first frame past that rewrites
/// the frames before it as RGB or RGBA. Checked with our decoder and with ffmpeg.
@Suite struct APNGPaletteTests {
    typealias T = APNGTestAnimations

    static let white: [UInt8] = [255, 255, 255, 255], red: [UInt8] = [250, 40, 30, 255], blue: [UInt8] = [0, 0, 255, 255]

    /// 30 x 20 pixels of eight colours in a pattern that breaks runs (so that OVER looks smaller than SOURCE when
    /// two corners change).
    static let checked = T.image(width: 30, height: 20) { x, y in
        let index = (x &* 3 &+ y &* 5 &+ x &* y) % 8
        return [UInt8(index * 30), UInt8(255 - index * 20), UInt8(index * 9), 255]
    }

    static func checkRoundTrip(_ bytes: [UInt8], _ frames: [RGBAImage]) throws {
        #expect(try APNGDecoder.decode(bytes).frames == frames)
        #expect(try APNGCompressionTests.decodeWithFFmpeg(bytes, width: frames[0].width, height: frames[0].height) == frames)
    }

    @Test func aFewColoursMakeAPaletteImageWithTransparentBlackFirst() throws {
        let flat = RGBAImage(width: 30, height: 20, red: 255, green: 255, blue: 255, alpha: 255)
        let frames = [flat, T.square(on: flat, left: 2, top: 3, size: 4, color: Self.red),
                      T.square(on: flat, left: 20, top: 10, size: 5, color: Self.blue)]
        let bytes = try T.encode(frames)
        #expect(bytes[25] == 3, "colour type 3 (palette) in IHDR")
        let chunks = try T.chunks(bytes)
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "PLTE", "tRNS", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        #expect(Array(bytes[chunks[2].data]) == [0, 0, 0, 255, 255, 255, 250, 40, 30, 0, 0, 255],
                "transparent black, then the colours in order of first appearance")
        #expect(Array(bytes[chunks[3].data]) == [0], "entry 0 transparent, the rest opaque")
        try Self.checkRoundTrip(bytes, frames)
    }

    /// A frame blended OVER in the palette leaves the canvas as it is through entry 0; when a later frame brings a
    /// 257th colour the file becomes RGB, and that frame's transparent pixels become the colour key.
    @Test func aFramePastTheColoursRewritesThePaletteFramesAsRGB() throws {
        let corners = T.square(on: T.square(on: Self.checked, left: 0, top: 0, size: 1, color: Self.red),
                               left: 29, top: 19, size: 1, color: Self.blue)
        let frames = [Self.checked, corners, T.image(width: 30, height: 20, T.noise)]
        let twoFrames = try T.encode(Array(frames.prefix(2)))
        #expect(twoFrames[25] == 3)
        #expect(try T.frameControls(twoFrames).map(\.blend) == [.source, .over])
        let bytes = try T.encode(frames)
        #expect(bytes[25] == 2, "colour type 2 (RGB) in IHDR")
        #expect(try T.chunks(bytes).map(\.type) == ["IHDR", "acTL", "tRNS", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        #expect(try T.frameControls(bytes).map(\.blend) == [.source, .over, .source])
        try Self.checkRoundTrip(bytes, frames)
    }

    /// A translucent pixel fits the palette (tRNS holds its alpha); past 256 colours the file becomes RGBA.
    @Test func aTranslucentPaletteAnimationPastTheColoursBecomesRGBA() throws {
        let glass = T.square(on: Self.checked, left: 5, top: 5, size: 3, color: [20, 200, 90, 77])
        let frames = [Self.checked, glass, T.square(on: T.image(width: 30, height: 20, T.noise), left: 0, top: 0, size: 2, color: [9, 9, 9, 99])]
        let twoFrames = try T.encode(Array(frames.prefix(2)))
        #expect(twoFrames[25] == 3)
        let bytes = try T.encode(frames)
        #expect(bytes[25] == 6, "colour type 6 (RGBA) in IHDR")
        try Self.checkRoundTrip(bytes, frames)
    }

    @Test func thePaletteGrowsInOrderOfFirstAppearanceUpTo256Entries() throws {
        var palette = APNGPalette()
        let image = T.image(width: 3, height: 3) { x, y in [Self.white, Self.red, Self.blue][(x + y) % 3] }
        let first = palette.add(image, in: PixelRect(x: 1, y: 1, width: 2, height: 2))
        #expect(first)
        #expect(palette.colours == [0, 0, 0, 0] + Self.blue + Self.white + Self.red, "(1, 1) is blue, (2, 1) white")
        let again = palette.add(image, in: PixelRect(x: 0, y: 0, width: 3, height: 3))
        #expect(again)
        #expect(palette.count == 4, "no colour added twice")
        let many = T.image(width: 253, height: 1) { x, _ in [UInt8(x), 1, 2, 255] }
        let full = palette.add(many, in: PixelRect(x: 0, y: 0, width: 252, height: 1))
        #expect(full)
        #expect(palette.count == 256)
        let past = palette.add(many, in: PixelRect(x: 0, y: 0, width: 253, height: 1))
        #expect(!past, "a 257th colour")
        #expect(palette.count == 256, "the palette as it was")
    }

    @Test func aColourOutsideThePaletteIsAnError() throws {
        var palette = APNGPalette()
        let image = T.image(width: 2, height: 1) { x, _ in x == 0 ? Self.red : Self.blue }
        let added = palette.add(image, in: PixelRect(x: 0, y: 0, width: 1, height: 1))
        #expect(added)
        let options = PNGEncodingOptions(level: 6, filter: .none, palette: false)
        #expect(throws: AnimationError("cannot compress a frame: a pixel's colour is not in the palette")) {
            try palette.stream(of: image, rect: PixelRect(x: 0, y: 0, width: 2, height: 1), options: options)
        }
    }
}
