import CardMotionTestSupport
import Foundation
import Testing
@testable import CardRender

/// The APNG encoder's size choices: OVER in an RGB file through a tRNS colour key, the blend estimate, and
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

    /// The estimate picks OVER where the unchanged pixels break runs (noise) and SOURCE where they continue them.
    @Test func theBlendEstimateCountsRunsAlongTheRows() throws {
        let noisy = Self.corners
        let whole = PixelRect(x: 0, y: 0, width: 30, height: 20)
        #expect(FrameDifference.overLooksSmaller(from: noisy[0], to: noisy[1], in: whole, unchanged: APNGEncoder.key))
        let flat = RGBAImage(width: 30, height: 20, red: 255, green: 255, blue: 255, alpha: 255)
        let dotted = T.square(on: T.square(on: flat, left: 0, top: 0, size: 1, color: [0, 0, 0, 255]),
                              left: 29, top: 19, size: 1, color: [0, 0, 0, 255])
        #expect(!FrameDifference.overLooksSmaller(from: flat, to: dotted, in: whole, unchanged: APNGEncoder.key))
        // In a file of more than 256 colours (a noise row on top; a palette file compresses both blends instead).
        let striped = T.image(width: 300, height: 20) { x, y in y == 0 ? T.noise(x, y) : [255, 255, 255, 255] }
        let marked = T.square(on: T.square(on: striped, left: 0, top: 19, size: 1, color: [0, 0, 0, 255]),
                              left: 299, top: 19, size: 1, color: [0, 0, 0, 255])
        let bytes = try Self.encode([striped, marked], compression: .default)
        #expect(bytes[25] == 2, "colour type 2 (RGB) in IHDR")
        #expect(try T.frameControls(bytes).map(\.blend) == [.source, .source])
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
