import CardMotionTestSupport
import Foundation
import Testing
@testable import CardRender

/// The APNG encoder's size choices: OVER in an RGB file through a tRNS colour key, OVER keeping flat runs, and
/// `APNGCompression.max` (the same frames, never a larger file), checked with our decoder and with ffmpeg.
@Suite struct APNGCompressionTests {
    typealias T = APNGTestAnimations

    /// Noise (which compresses badly) with one pixel changed at two opposite corners: the rectangle is the whole
    /// frame, and all but two of its pixels are unchanged.
    static let corners = T.corners

    static func encode(_ frames: [RGBAImage], fps: Double = 30, compression: APNGCompression) throws -> [UInt8] {
        let settings = AnimationSettings(width: frames[0].width, height: frames[0].height, fps: fps, apngCompression: compression)
        let encoder = APNGEncoder(settings: settings)
        for frame in frames { try encoder.append(frame) }
        return try encoder.finish()
    }

    /// Every frame ffmpeg shows (one per stored frame), as straight RGBA.
    static func decodeWithFFmpeg(_ bytes: [UInt8], width: Int, height: Int) throws -> [RGBAImage] {
        let folder = try temporaryFolder()
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/a.apng"))
        let run = try AnimationTestTools.run("/usr/bin/ffmpeg", ["-v", "error", "-i", folder + "/a.apng", "-fps_mode", "passthrough",
                                                                "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        #expect(run.status == 0, "\(run.stderr)")
        let size = width * height * 4, bytes = [UInt8](run.stdout)
        return stride(from: 0, to: bytes.count, by: size).map { RGBAImage(width: width, height: height, pixels: Array(bytes[$0..<min($0 + size, bytes.count)])) }
    }

    @Test func anOpaqueFrameBlendedOverStaysRGBWithAColourKey() throws {
        let bytes = try Self.encode(Self.corners, compression: .default)
        #expect(bytes[25] == 2, "colour type 2 (RGB) in IHDR")
        #expect(try T.frameControls(bytes).map(\.blend) == [.source, .over])
        let trns = try #require(try T.chunks(bytes).first { $0.type == "tRNS" })
        #expect(Array(bytes[trns.data]) == [0, 0x01, 0, 0xFE, 0, 0x7F], "the key (1, 254, 127) as 16-bit samples")
        #expect(APNGEncoder.key == [0x01, 0xFE, 0x7F, 0xFF])
        #expect(try APNGDecoder.decode(bytes).frames == Self.corners)
        #expect(try Self.decodeWithFFmpeg(bytes, width: 30, height: 20) == Self.corners)
    }

    @Test func aFileWithoutOverHasNoColourKey() throws {
        let a = T.image(width: 30, height: 20, T.noise), b = T.square(on: a, left: 4, top: 5, size: 3, color: [1, 2, 3, 255])
        let bytes = try Self.encode([a, b], compression: .default)
        #expect(try T.chunks(bytes).map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "IEND"])
    }

    /// A frame that has the key colour would turn transparent in an RGB file: the file becomes RGBA, and the frame
    /// blended OVER before it is written again with its key pixels transparent.
    @Test func aFrameWithTheKeyColourSwitchesTheFileToRGBA() throws {
        let keyed = T.square(on: Self.corners[1], left: 10, top: 10, size: 2, color: APNGEncoder.key)
        let frames = Self.corners + [keyed]
        let bytes = try Self.encode(frames, compression: .default)
        #expect(bytes[25] == 6, "colour type 6 (RGBA) in IHDR")
        #expect(try !T.chunks(bytes).contains { $0.type == "tRNS" })
        #expect(try T.frameControls(bytes).map(\.blend) == [.source, .over, .source])
        #expect(try APNGDecoder.decode(bytes).frames == frames)
        #expect(try Self.decodeWithFFmpeg(bytes, width: 30, height: 20) == frames)
    }

    /// OVER keeping flat runs: a changed pixel as it is now; a run of unchanged pixels along a row kept when it is
    /// one opaque colour, else the filler throughout; plain OVER fills every unchanged pixel.
    @Test func overKeepsTheFlatRunsOfUnchangedPixels() throws {
        let white: [UInt8] = [255, 255, 255, 255], red: [UInt8] = [200, 0, 0, 255], green: [UInt8] = [0, 200, 0, 255]
        let black: [UInt8] = [0, 0, 0, 255], glass: [UInt8] = [40, 40, 40, 128], key = APNGEncoder.key
        let old = RGBAImage(width: 8, height: 2, pixels: (white + white + white + red + green + red + white + white)
                                                        + (glass + glass + white + white + white + white + white + white))
        let new = RGBAImage(width: 8, height: 2, pixels: (white + white + black + red + green + red + white + white)
                                                        + (glass + glass + black + white + white + white + white + black))
        let whole = PixelRect(x: 0, y: 0, width: 8, height: 2)
        let kept = try #require(FrameDifference.overPixels(from: old, to: new, in: whole, unchanged: key, keepingFlatRuns: true))
        #expect(kept.filled == 7)
        #expect(kept.pixels.pixels == (white + white + black + key + key + key + key + key)
                             + (key + key + black + white + white + white + white + black),
                "a translucent run is filled: OVER would draw it over itself")
        let plain = try #require(FrameDifference.overPixels(from: old, to: new, in: whole, unchanged: key))
        #expect(plain.filled == 13)
        #expect(plain.pixels.pixels == (key + key + black + key + key + key + key + key) + (key + key + black + key + key + key + key + black))
        let inner = PixelRect(x: 1, y: 0, width: 3, height: 2)
        let part = try #require(FrameDifference.overPixels(from: old, to: new, in: inner, keepingFlatRuns: true))
        #expect(part.pixels.pixels == (white + black + red) + ([0, 0, 0, 0] + black + white))
        #expect(part.filled == 1)
        let square = try #require(FrameDifference.overPixels(from: old, to: new, in: PixelRect(x: 2, y: 0, width: 1, height: 2),
                                                             keepingFlatRuns: true))
        #expect(square.filled == 0, "every pixel changed: SOURCE's pixels")
        let faded = T.square(on: new, left: 2, top: 0, size: 1, color: glass)
        #expect(FrameDifference.overPixels(from: old, to: faded, in: whole, keepingFlatRuns: true) == nil,
                "a translucent changed pixel cannot be drawn OVER")
    }

    /// The default stores a changed opaque frame OVER, keeping flat runs: an RGB file with the colour key, which
    /// our decoder and ffmpeg read back to the frames; a frame with a translucent changed pixel is SOURCE, and so
    /// is one whose unchanged pixels are all kept.
    @Test func theDefaultBlendsOverKeepingFlatRuns() throws {
        let striped = T.image(width: 300, height: 20) { x, y in y == 0 ? T.noise(x, y) : [255, 255, 255, 255] }
        // The rectangle is rows 0 and 1: the noise of row 0 is filled, the white of row 1 kept.
        let marked = T.square(on: T.square(on: striped, left: 0, top: 0, size: 1, color: [0, 0, 0, 255]),
                              left: 299, top: 1, size: 1, color: [0, 0, 0, 255])
        let faded = T.square(on: marked, left: 150, top: 10, size: 2, color: [0, 0, 0, 128])
        let frames = [striped, marked, faded]
        let bytes = try Self.encode(frames, compression: .default)
        #expect(bytes[25] == 6, "colour type 6 (RGBA): the last frame is translucent")
        #expect(try T.frameControls(bytes).map(\.blend) == [.source, .over, .source])
        #expect(try APNGDecoder.decode(bytes).frames == frames)
        #expect(try Self.decodeWithFFmpeg(bytes, width: 300, height: 20) == frames)
        let opaque = try Self.encode([striped, marked], compression: .default)
        #expect(opaque[25] == 2, "colour type 2 (RGB) in IHDR")
        #expect(try T.frameControls(opaque).map(\.blend) == [.source, .over])
        #expect(try Self.decodeWithFFmpeg(opaque, width: 300, height: 20) == [striped, marked])
        let ends = T.square(on: T.square(on: striped, left: 0, top: 19, size: 1, color: [0, 0, 0, 255]),
                            left: 299, top: 19, size: 1, color: [0, 0, 0, 255])
        #expect(try T.frameControls(try Self.encode([striped, ends], compression: .default)).map(\.blend) == [.source, .source],
                "row 19 between its two changed pixels is white, kept: nothing filled")
    }

    /// `max` draws exactly the frames `default` draws, in a file no larger, for each of the readers' samples.
    @Test(arguments: APNGTestAnimations.samples)
    func maxGivesTheSameFramesInNoMoreBytes(_ sample: APNGTestAnimations.Sample) throws {
        let standard = try Self.encode(sample.frames, fps: sample.fps, compression: .default)
        let smallest = try Self.encode(sample.frames, fps: sample.fps, compression: .max)
        let expected = T.merged(sample.frames, fps: sample.fps)
        #expect(try APNGDecoder.decode(smallest).frames == expected.frames)
        #expect(try APNGDecoder.decode(smallest).delays == expected.delays)
        #expect(try APNGDecoder.decode(standard).frames == expected.frames)
        let width = sample.frames[0].width, height = sample.frames[0].height
        #expect(try Self.decodeWithFFmpeg(smallest, width: width, height: height) == expected.frames)
        #expect(smallest.count <= standard.count, "max \(smallest.count) bytes, default \(standard.count)")
    }
}
