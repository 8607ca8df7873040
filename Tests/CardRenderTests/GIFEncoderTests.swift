import Foundation
import Testing
@testable import CardRender

/// GIF through ffmpeg, decoded by Pillow.
@Suite struct GIFEncoderTests {
    typealias Tools = AnimationTestTools

    func encode(_ frames: [RGBAImage], _ settings: AnimationSettings) throws -> [UInt8] {
        let encoder = try FFmpegEncoder(kind: .gif, settings: settings)
        for frame in frames { try encoder.append(frame) }
        return try encoder.finish()
    }

    /// A 48 x 32 frame: four flat quadrants whose colours move round with `index`.
    static func quadrants(_ index: Int) -> RGBAImage {
        let colours: [[UInt8]] = [[230, 30, 40, 255], [20, 180, 90, 255], [40, 60, 220, 255], [250, 250, 250, 255]]
        var image = RGBAImage(width: 48, height: 32, red: 0, green: 0, blue: 0, alpha: 255)
        for quadrant in 0..<4 {
            image = Tools.filling(image, x: quadrant % 2 * 24, y: quadrant / 2 * 16, width: 24, height: 16,
                                  with: colours[(quadrant + index) % 4])
        }
        return image
    }

    /// Frames of fewer than 256 colours come back exact: the palette of the whole animation holds every colour, and
    /// Floyd–Steinberg adds no error where a colour is in the palette.
    @Test func flatFramesComeBackExactWithCentisecondDelays() throws {
        let frames = (0..<6).map(Self.quadrants)
        let decoded = try Tools.decodeWithPillow(try encode(frames, AnimationSettings(width: 48, height: 32, fps: 30)),
                                                 suffix: "gif")
        #expect(decoded.format == "GIF")
        #expect(decoded.loop == 0)
        // Starts at 0, 3.3, 6.7, 10, 13.3 and 16.7 cs, rounded: delays of 3, 4, 3, 3 and 4 cs; ffmpeg's GIF muxer
        // gives the last frame the delay of the one before (4 cs, where 3 would end at 20 cs).
        #expect(decoded.durations == [30, 40, 30, 30, 40, 40])
        #expect(Tools.differingPixels(decoded.frames, frames) == [0, 0, 0, 0, 0, 0])
    }

    /// At 60 fps every second frame is kept, so that no delay is under the 2 cs browsers honour.
    @Test func sixtyFramesASecondBecomeThirty() throws {
        let frames = (0..<7).map(Self.quadrants)
        let decoded = try Tools.decodeWithPillow(try encode(frames, AnimationSettings(width: 48, height: 32, fps: 60, loops: false)),
                                                 suffix: "gif")
        #expect(decoded.loop == nil, "played once: no loop block")
        #expect(decoded.durations == [30, 40, 30, 30])
        #expect(Tools.differingPixels(decoded.frames, [frames[0], frames[2], frames[4], frames[6]]) == [0, 0, 0, 0])
        #expect(FFmpegEncoder.Kind.gif.frameStep(forFPS: 50) == 1)
        #expect(FFmpegEncoder.Kind.gif.frameStep(forFPS: 60) == 2)
        #expect(FFmpegEncoder.Kind.gif.frameStep(forFPS: 120) == 3)
        #expect(FFmpegEncoder.Kind.mp4.frameStep(forFPS: 120) == 1)
    }

    /// A smooth gradient has more colours than a palette: the dithered pixels stay close.
    ///
    /// The gradient is a plane of 8192 colours (red and blue in 128 steps of 2 across, green in 64 steps of 4 down);
    /// 255 palette entries over a plane are a grid of about 16 x 16 cells, each about 16 levels wide on every
    /// channel. Quantizing alone would miss by up to half a cell (8) and a quarter on average (4); dithering keeps
    /// the average and may push a pixel by up to a cell and a half. Measured: mean 3.42, largest 18.
    @Test func gradientsStayClose() throws {
        var pixels: [UInt8] = []
        for y in 0..<64 {
            for x in 0..<128 { pixels += [UInt8(x * 2), UInt8(y * 4), UInt8(255 - x * 2), 255] }
        }
        let gradient = RGBAImage(width: 128, height: 64, pixels: pixels)
        let decoded = try Tools.decodeWithPillow(try encode([gradient], AnimationSettings(width: 128, height: 64, fps: 10)),
                                                 suffix: "gif")
        let difference = zip(decoded.frames[0].pixels, gradient.pixels).map { abs(Int($0) - Int($1)) }
        let mean = Double(difference.reduce(0, +)) / Double(difference.count)
        #expect(mean <= Self.gradientMeanBound, "mean difference \(mean)")
        #expect(difference.max()! <= Self.gradientMaximumBound, "largest difference \(difference.max()!)")
    }

    static let gradientMeanBound = 4.0
    static let gradientMaximumBound = 24

    /// Alpha 128 and above is opaque in its own colour, below it transparent; a pixel that turns transparent in a
    /// later frame is transparent there.
    @Test func transparencyIsOneBit() throws {
        let clear = RGBAImage(width: 32, height: 16, red: 0, green: 0, blue: 0, alpha: 0)
        let first = Tools.filling(Tools.filling(clear, x: 0, y: 0, width: 8, height: 8, with: [200, 40, 40, 255]),
                                  x: 8, y: 0, width: 8, height: 8, with: [40, 40, 200, 200])
        let second = Tools.filling(Tools.filling(clear, x: 16, y: 8, width: 8, height: 8, with: [200, 40, 40, 255]),
                                   x: 24, y: 8, width: 8, height: 8, with: [40, 200, 40, 100])
        let decoded = try Tools.decodeWithPillow(try encode([first, second], AnimationSettings(width: 32, height: 16, fps: 10)),
                                                 suffix: "gif")
        let expectedFirst = Tools.filling(Tools.filling(clear, x: 0, y: 0, width: 8, height: 8, with: [200, 40, 40, 255]),
                                          x: 8, y: 0, width: 8, height: 8, with: [40, 40, 200, 255])
        let expectedSecond = Tools.filling(clear, x: 16, y: 8, width: 8, height: 8, with: [200, 40, 40, 255])
        #expect(decoded.frames.count == 2)
        // Pixels whose alpha differs, or whose colour differs where they are opaque.
        let mismatches = zip(decoded.frames, [expectedFirst, expectedSecond]).map { frame, expected in
            (0..<32 * 16).count(where: { index in
                let actual = frame.pixel(x: index % 32, y: index / 32), wanted = expected.pixel(x: index % 32, y: index / 32)
                return actual.a != wanted.a || wanted.a == 255 && [actual.r, actual.g, actual.b] != [wanted.r, wanted.g, wanted.b]
            })
        }
        #expect(mismatches == [0, 0])
    }
}
