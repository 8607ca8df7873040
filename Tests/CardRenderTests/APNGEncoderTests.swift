import Testing
@testable import CardRender

/// APNGEncoder through APNGDecoder: frames come back byte for byte, delays to the millisecond, and the file holds
/// only what changed.
@Suite struct APNGEncoderTests {
    typealias T = APNGTestAnimations

    @Test func movingSquareRoundTripsExactly() throws {
        let frames = T.movingSquare(count: 16)
        let bytes = try T.encode(frames, fps: 30)
        let decoded = try APNGDecoder.decode(bytes)
        let expected = T.merged(frames, fps: 30)
        #expect(decoded.width == 40 && decoded.height == 30)
        #expect(decoded.frames.count == 12, "16 frames, 4 of them repeats")
        #expect(decoded.frames == expected.frames)
        #expect(decoded.delays == expected.delays)
        #expect(decoded.delays.reduce(0, +) == 533, "16 frames at 30 fps: round(16000 / 30) ms")
        #expect(decoded.numPlays == 0)
        #expect(try T.animationControl(bytes) == (12, 0))
    }

    /// The readers' samples exercise what they are meant to: SOURCE and OVER in RGBA, RGB, a palette (the
    /// transparent sample has four colours), OVER in RGB.
    @Test func theSamplesCoverBothBlendsAndEveryColourType() throws {
        let files = try APNGTestAnimations.samples.map { try T.encode($0.frames, fps: $0.fps) }
        #expect(files.map { $0[25] } == [6, 2, 3, 2])
        #expect(Set(try T.frameControls(files[0]).map(\.blend)) == [.source, .over])
        #expect(try T.frameControls(files[3]).map(\.blend) == [.source, .over])
    }

    @Test func theFirstFrameIsTheDefaultImageAndTheOthersAreFdAT() throws {
        let bytes = try T.encode(T.movingSquare(count: 3))
        let types = try T.chunks(bytes).map(\.type)
        #expect(types == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        #expect(bytes[25] == 6, "colour type 6 (RGBA) in IHDR")
        // Sequence numbers: fcTL 0, fcTL 1, fdAT 2, fcTL 3, fdAT 4.
        let sequences = try T.chunks(bytes).filter { $0.type == "fcTL" || $0.type == "fdAT" }
            .map { PNGChunkReader.uint32(bytes, at: $0.data.lowerBound) }
        #expect(sequences == [0, 1, 2, 3, 4])
    }

    @Test func opaqueAnimationsAreRGB() throws {
        let a = T.image(width: 30, height: 20, T.noise), b = T.square(on: a, left: 4, top: 5, size: 3, color: [1, 2, 3, 255])
        let bytes = try T.encode([a, b])
        #expect(bytes[25] == 2, "colour type 2 (RGB) in IHDR")
        #expect(try T.frameControls(bytes).map(\.blend) == [.source, .source])
        #expect(try APNGDecoder.decode(bytes).frames == [a, b])
    }

    /// Opaque frames, then a translucent one: the frames kept as RGB are written again as RGBA.
    @Test func aTranslucentFrameSwitchesTheFileToRGBA() throws {
        let a = T.image(width: 30, height: 20, T.noise), b = T.square(on: a, left: 4, top: 5, size: 3, color: [1, 2, 3, 255])
        let c = T.square(on: b, left: 20, top: 10, size: 2, color: [200, 100, 0, 99]), d = T.square(on: c, left: 0, top: 0, size: 1, color: [0, 0, 0, 255])
        let bytes = try T.encode([a, b, c, d])
        #expect(bytes[25] == 6, "colour type 6 (RGBA) in IHDR")
        #expect(try T.frameControls(bytes).map(\.rect) == [PixelRect(x: 0, y: 0, width: 30, height: 20), PixelRect(x: 4, y: 5, width: 3, height: 3),
                                                           PixelRect(x: 20, y: 10, width: 2, height: 2), PixelRect(x: 0, y: 0, width: 1, height: 1)])
        #expect(try APNGDecoder.decode(bytes).frames == [a, b, c, d])
    }

    @Test func anAnimationThatDoesNotLoopPlaysOnce() throws {
        let bytes = try T.encode(T.movingSquare(count: 2), loops: false)
        #expect(try T.animationControl(bytes) == (2, 1))
        #expect(try APNGDecoder.decode(bytes).numPlays == 1)
    }

    /// At 60 fps each frame starts at its exact time rounded: 0, 17, 33, 50, 67, 83, 100 ms.
    @Test func sixtyFramesASecondAreDelayedToTheMillisecondWithoutDrift() throws {
        let background = T.image(width: 8, height: 4, T.noise)
        let frames = (0..<120).map { index in T.square(on: background, left: index % 8, top: index / 8 % 4, size: 1, color: [0, 0, 0, 255]) }
        let bytes = try T.encode(frames, fps: 60)
        let controls = try T.frameControls(bytes)
        #expect(controls.count == 120)
        #expect(controls.allSatisfy { $0.delayDenominator == 1000 })
        #expect(controls.prefix(7).map(\.delayNumerator) == [17, 16, 17, 17, 16, 17, 17])
        #expect(controls.prefix(60).reduce(0) { $0 + Int($1.delayNumerator) } == 1000)
        #expect(controls.reduce(0) { $0 + Int($1.delayNumerator) } == 2000)
        #expect(try APNGDecoder.decode(bytes).frames == frames)
    }

    @Test func thirtyFramesASecond() throws {
        let background = T.image(width: 8, height: 4, T.noise)
        let frames = (0..<30).map { index in T.square(on: background, left: index % 8, top: index / 8, size: 1, color: [0, 0, 0, 255]) }
        let delays = try APNGDecoder.decode(T.encode(frames, fps: 30)).delays
        #expect(delays.prefix(6) == [33, 34, 33, 33, 34, 33])
        #expect(delays.reduce(0, +) == 1000)
    }

    /// A A A B B A at 60 fps: three frames of 17 + 16 + 17, 17 + 16 and 17 ms.
    @Test func identicalFramesMergeAndAddTheirDelays() throws {
        let a = T.image(width: 5, height: 5, T.noise), b = T.square(on: a, left: 1, top: 1, size: 2, color: [9, 9, 9, 255])
        let bytes = try T.encode([a, a, a, b, b, a], fps: 60)
        let decoded = try APNGDecoder.decode(bytes)
        #expect(decoded.frames == [a, b, a])
        #expect(decoded.delays == [50, 33, 17])
        #expect(try T.animationControl(bytes).frames == 3)
    }

    @Test func aFrameIdenticalToTheFirstLengthensIt() throws {
        let a = T.image(width: 5, height: 5, T.noise)
        let bytes = try T.encode([a, a], fps: 30)
        #expect(try T.chunks(bytes).map(\.type) == ["IHDR", "acTL", "PLTE", "tRNS", "fcTL", "IDAT", "IEND"], "25 colours: a palette")
        let decoded = try APNGDecoder.decode(bytes)
        #expect(decoded.frames == [a])
        #expect(decoded.delays == [67])
    }

    @Test func aFrameWhereOnePixelChangesStoresOnePixel() throws {
        let a = T.image(width: 20, height: 10, T.noise)
        var b = a
        b.pixels[(3 * 20 + 7) * 4] ^= 0xFF
        let bytes = try T.encode([a, b])
        let controls = try T.frameControls(bytes)
        #expect(controls.map(\.rect) == [PixelRect(x: 0, y: 0, width: 20, height: 10), PixelRect(x: 7, y: 3, width: 1, height: 1)])
        #expect(controls.map(\.dispose) == [.none, .none])
        #expect(try APNGDecoder.decode(bytes).frames == [a, b])
    }

    /// Nothing, a red square, nothing again: the last frame must clear the square, which OVER cannot do.
    @Test func aTransparentFrameOnATransparentBackgroundClearsWhatWasThere() throws {
        let clear = RGBAImage(width: 10, height: 6, red: 0, green: 0, blue: 0, alpha: 0)
        let red = T.square(on: clear, left: 3, top: 2, size: 3, color: [255, 0, 0, 255])
        let bytes = try T.encode([clear, red, clear])
        let controls = try T.frameControls(bytes)
        #expect(controls.map(\.rect) == [PixelRect(x: 0, y: 0, width: 10, height: 6), PixelRect(x: 3, y: 2, width: 3, height: 3),
                                         PixelRect(x: 3, y: 2, width: 3, height: 3)])
        #expect(controls[2].blend == .source)
        #expect(try APNGDecoder.decode(bytes).frames == [clear, red, clear])
    }

    /// In an RGBA file (one pixel stays half transparent), two opaque pixels change at opposite corners of a noisy
    /// frame: OVER stores the rectangle's other pixels as transparent black, far smaller than the noise SOURCE would store.
    @Test func opaqueChangesAmongUnchangedPixelsAreBlendedOver() throws {
        let a = T.square(on: T.image(width: 30, height: 20, T.noise), left: 0, top: 0, size: 1, color: [9, 9, 9, 128])
        var b = T.square(on: a, left: 2, top: 2, size: 1, color: [1, 2, 3, 255])
        b = T.square(on: b, left: 27, top: 17, size: 1, color: [4, 5, 6, 255])
        let bytes = try T.encode([a, b])
        let controls = try T.frameControls(bytes)
        #expect(controls[1].rect == PixelRect(x: 2, y: 2, width: 26, height: 16))
        #expect(controls[1].blend == .over)
        #expect(try APNGDecoder.decode(bytes).frames == [a, b])
    }

    /// The same change with one changed pixel translucent: OVER would mix it with the pixel below, so SOURCE.
    @Test func translucentChangedPixelsAreNeverBlendedOver() throws {
        let a = T.image(width: 30, height: 20, T.noise)
        var b = T.square(on: a, left: 2, top: 2, size: 1, color: [1, 2, 3, 255])
        b = T.square(on: b, left: 27, top: 17, size: 1, color: [4, 5, 6, 128])
        let bytes = try T.encode([a, b])
        #expect(try T.frameControls(bytes)[1].blend == .source)
        #expect(try APNGDecoder.decode(bytes).frames == [a, b])
    }

    @Test func translucentAnimationsRoundTripExactly() throws {
        let frames = (0..<6).map { index in
            T.image(width: 12, height: 9) { x, y in
                x < 6 ? [UInt8(x * 20), UInt8(y * 25), 7, UInt8((x * 40 + y * 3 + index * 50) % 256)] : [200, 100, 50, UInt8(40 * (index % 3))]
            }
        }
        let bytes = try T.encode(frames)
        #expect(try T.frameControls(bytes).allSatisfy { $0.blend == .source })
        #expect(try APNGDecoder.decode(bytes).frames == frames)
    }

    /// 70 identical frames at 1 fps show for 70,000 ms, more than fcTL's 65,535: the rest goes to a 1 x 1 frame
    /// that repeats the top left pixel, which changes nothing.
    @Test func delaysLongerThanAnFcTLHoldsGoOnInFillerFrames() throws {
        let a = T.image(width: 4, height: 4, T.noise)
        let bytes = try T.encode(Array(repeating: a, count: 70), fps: 1)
        let controls = try T.frameControls(bytes)
        #expect(controls.map(\.delayNumerator) == [65_535, 4_465])
        #expect(controls[1].rect == PixelRect(x: 0, y: 0, width: 1, height: 1) && controls[1].blend == .source)
        let decoded = try APNGDecoder.decode(bytes)
        #expect(decoded.frames == [a, a])
        #expect(decoded.delays.reduce(0, +) == 70_000)
    }

    @Test func misuseIsReportedInWords() throws {
        let settings = AnimationSettings(width: 4, height: 3, fps: 30)
        #expect(throws: AnimationError("no frames were added: an APNG needs at least one")) {
            try APNGEncoder(settings: settings).finish()
        }
        #expect(throws: AnimationError("frame 0 is 3 x 4 pixels; the animation's frames are 4 x 3")) {
            try APNGEncoder(settings: settings).append(RGBAImage(width: 3, height: 4, red: 0, green: 0, blue: 0, alpha: 255))
        }
        #expect(throws: AnimationError("the frame rate must be a positive number of frames per second, not 0.0")) {
            try APNGEncoder(settings: AnimationSettings(width: 4, height: 3, fps: 0))
                .append(RGBAImage(width: 4, height: 3, red: 0, green: 0, blue: 0, alpha: 255))
        }
        let encoder = APNGEncoder(settings: settings)
        try encoder.append(RGBAImage(width: 4, height: 3, red: 0, green: 0, blue: 0, alpha: 255))
        _ = try encoder.finish()
        #expect(throws: AnimationError("a frame was added after the animation was finished")) {
            try encoder.append(RGBAImage(width: 4, height: 3, red: 0, green: 0, blue: 0, alpha: 255))
        }
    }
}
