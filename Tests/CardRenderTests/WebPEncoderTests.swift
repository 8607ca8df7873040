import CardMotionTestSupport
import Foundation
import Testing
@testable import CardRender
import CardScene

/// Animated WebP, decoded by Pillow (libwebp's demuxer and animation decoder, not our code) and inspected by
/// `webpmux -info`.
@Suite struct WebPEncoderTests {
    typealias Tools = AnimationTestTools

    func encode(_ frames: [RGBAImage], _ settings: AnimationSettings) throws -> [UInt8] {
        let encoder = try WebPEncoder(settings: settings)
        for frame in frames { try encoder.append(frame) }
        return try encoder.finish()
    }

    /// Six frames that exercise every way libwebp stores a frame: whole random frames, a changed rectangle, pixels
    /// turning transparent (their colour kept), a change of alpha alone and a frame with nothing opaque.
    static let frames: [RGBAImage] = {
        let first = Tools.noiseFrame(width: 37, height: 23, seed: 1)
        let second = Tools.filling(first, x: 5, y: 3, width: 9, height: 7, with: [200, 10, 20, 255])
        let third = Tools.filling(second, x: 20, y: 10, width: 10, height: 10, with: [40, 50, 60, 0])
        var fourth = third
        for index in stride(from: 3, to: fourth.pixels.count, by: 4 * 3) { fourth.pixels[index] = 128 }
        let fifth = Tools.noiseFrame(width: 37, height: 23, seed: 2)
        var sixth = Tools.noiseFrame(width: 37, height: 23, seed: 3)
        for index in stride(from: 3, to: sixth.pixels.count, by: 4) { sixth.pixels[index] = 0 }
        return [first, second, third, fourth, fifth, sixth]
    }()

    @Test func losslessFramesDecodeByteForByteWithTheirDurations() throws {
        let bytes = try encode(Self.frames, AnimationSettings(width: 37, height: 23, fps: 60))
        let decoded = try Tools.decodeWithPillow(bytes, suffix: "webp")
        #expect(decoded.format == "WEBP")
        #expect(decoded.loop == 0)
        // 1000/60 ms per frame, each start rounded: 0, 17, 33, 50, 67, 83, 100.
        #expect(decoded.durations == [17, 16, 17, 17, 16, 17])
        #expect(decoded.durations == (0..<6).map { FrameTiming(fps: 60, duration: 0).delay(ofFrame: $0) })
        #expect(Tools.differingPixels(decoded.frames, Self.frames) == [0, 0, 0, 0, 0, 0])
    }

    /// Opaque frames are encoded without `exact` (smaller) and still come back byte for byte: a photo-like noise
    /// frame, then rectangles changing over it.
    @Test func opaqueFramesDecodeByteForByte() throws {
        var first = Tools.noiseFrame(width: 40, height: 30, seed: 11)
        for index in stride(from: 3, to: first.pixels.count, by: 4) { first.pixels[index] = 255 }
        let frames = [
            first,
            Tools.filling(first, x: 4, y: 4, width: 10, height: 6, with: [255, 255, 255, 255]),
            Tools.filling(first, x: 20, y: 10, width: 15, height: 15, with: [0, 0, 0, 255]),
            RGBAImage(width: 40, height: 30, red: 12, green: 34, blue: 56, alpha: 255),
        ]
        let decoded = try Tools.decodeWithPillow(try encode(frames, AnimationSettings(width: 40, height: 30, fps: 25)), suffix: "webp")
        #expect(decoded.durations == [40, 40, 40, 40])
        #expect(Tools.differingPixels(decoded.frames, frames) == [0, 0, 0, 0])
    }

    @Test func webpmuxSeesALosslessAnimationPlayedOnce() throws {
        let bytes = try encode(Self.frames, AnimationSettings(width: 37, height: 23, fps: 60, loops: false))
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/a.webp"))
        let run = try Tools.run("/usr/bin/webpmux", ["-info", folder + "/a.webp"])
        let info = String(decoding: run.stdout, as: UTF8.self)
        #expect(run.status == 0)
        #expect(info.contains("Canvas size: 37 x 23"))
        #expect(info.contains("Loop Count : 1"))
        #expect(info.contains("Number of frames: 6"))
        let frameLines = info.split(separator: "\n").filter { $0.contains("lossless") || $0.contains("lossy") }
        #expect(frameLines.count == 6)
        #expect(frameLines.allSatisfy { $0.hasSuffix("lossless") })
        #expect(try Tools.decodeWithPillow(bytes, suffix: "webp").loop == 1)
    }

    /// libwebp merges a frame identical to the one before into it: three of A then two of B at 10 fps are two
    /// frames of 300 and 200 ms.
    @Test func identicalConsecutiveFramesBecomeOneLongerFrame() throws {
        let a = Tools.noiseFrame(width: 16, height: 16, seed: 7), b = Tools.noiseFrame(width: 16, height: 16, seed: 8)
        let bytes = try encode([a, a, a, b, b], AnimationSettings(width: 16, height: 16, fps: 10))
        let decoded = try Tools.decodeWithPillow(bytes, suffix: "webp")
        #expect(decoded.durations == [300, 200])
        #expect(Tools.differingPixels(decoded.frames, [a, b]) == [0, 0])
    }

    /// At 3 fps the starts are 0, 333, 667, 1000 ms: durations of 333, 334 and 333 ms, adding up to the exact second.
    @Test func fractionalIntervalsDoNotDrift() throws {
        let frames = (0..<3).map { Tools.noiseFrame(width: 4, height: 4, seed: UInt64($0)) }
        let decoded = try Tools.decodeWithPillow(try encode(frames, AnimationSettings(width: 4, height: 4, fps: 3)), suffix: "webp")
        #expect(decoded.durations == [333, 334, 333])
    }

    @Test func lossyQualityGivesALossyAnimation() throws {
        let frames = (0..<3).map { Tools.filling(RGBAImage(width: 64, height: 64, red: 30, green: 120, blue: 200, alpha: 255),
                                                 x: 10 * $0, y: 10, width: 20, height: 20, with: [250, 250, 250, 255]) }
        let bytes = try encode(frames, AnimationSettings(width: 64, height: 64, fps: 30, lossyQuality: 80))
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/a.webp"))
        let info = String(decoding: try Tools.run("/usr/bin/webpmux", ["-info", folder + "/a.webp"]).stdout, as: UTF8.self)
        #expect(info.contains("lossy"))
        #expect(!info.contains("lossless"))
        let decoded = try Tools.decodeWithPillow(bytes, suffix: "webp")
        #expect(decoded.frames.count == 3)
        // Lossy, but close: the flat blue stays within a few levels.
        let corner = decoded.frames[0].pixel(x: 60, y: 60)
        #expect(abs(Int(corner.r) - 30) <= 4 && abs(Int(corner.g) - 120) <= 4 && abs(Int(corner.b) - 200) <= 4)
    }

    @Test func badSettingsAndFramesAreErrorsInWords() throws {
        #expect(throws: AnimationError("a WebP animation is 1 to 16383 pixels on each side, not 0 x 10")) {
            try WebPEncoder(settings: AnimationSettings(width: 0, height: 10, fps: 30))
        }
        #expect(throws: AnimationError("the frame rate must be a positive number of frames per second, not nan")) {
            try WebPEncoder(settings: AnimationSettings(width: 10, height: 10, fps: .nan))
        }
        #expect(throws: AnimationError("WebP shows each frame for 1 to 16,777,215 ms: the frame rate must be between 0.0001 and 1000 fps, not 2000.0")) {
            try WebPEncoder(settings: AnimationSettings(width: 10, height: 10, fps: 2000))
        }
        #expect(throws: AnimationError("the lossy WebP quality is 0 to 100, not 101.0")) {
            try WebPEncoder(settings: AnimationSettings(width: 10, height: 10, fps: 30, lossyQuality: 101))
        }
        let encoder = try WebPEncoder(settings: AnimationSettings(width: 10, height: 10, fps: 30))
        #expect(throws: AnimationError("frame 0 is 10 x 9 pixels; the animation's frames are 10 x 10")) {
            try encoder.append(RGBAImage(width: 10, height: 9, red: 0, green: 0, blue: 0, alpha: 255))
        }
        #expect(throws: AnimationError("an animation needs at least one frame")) { try encoder.finish() }
        #expect(throws: AnimationError("the WebP animation is finished; no frame can be added")) {
            try encoder.append(RGBAImage(width: 10, height: 10, red: 0, green: 0, blue: 0, alpha: 255))
        }
    }
}
