import Foundation
import Testing
@testable import CardRender

/// The measurement behind APNGEncoder's choices, on frames rendered beforehand (it is skipped unless
/// `CARDMOTION_APNG_FRAMES` names a folder of `frame-NNNNN.png` files, e.g. from
/// `cardmotion render Examples/stack.yaml -o /tmp/stackframes`; run it in a release build:
/// `CARDMOTION_APNG_FRAMES=/tmp/stackframes swift test -c release -Xswiftc -enable-testing --disable-xctest --filter APNGMeasurement`).
///
/// It prints the APNG's size and encoding time against the PNG sequence's (`PNGEncodingOptions.frames`), and the
/// compressed frame data of each choice: RGB (colour type 2) rectangles, RGBA with SOURCE only, RGBA with the smaller
/// of SOURCE and OVER.
@Suite struct APNGMeasurementTests {
    static let folder = ProcessInfo.processInfo.environment["CARDMOTION_APNG_FRAMES"]

    @Test(.enabled(if: folder != nil, "set CARDMOTION_APNG_FRAMES to a folder of rendered frames to measure"))
    func encodeRenderedFrames() throws {
        let folder = try #require(Self.folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
        let frames = try names.map { try PNGCodec.decode(contentsOf: folder + "/" + $0) }
        let first = try #require(frames.first)
        let clock = ContinuousClock()

        var sequenceBytes = 0
        let sequenceTime = try clock.measure {
            for frame in frames { sequenceBytes += try PNGCodec.encode(frame).count }
        }
        var apng: [UInt8] = []
        let apngTime = try clock.measure {
            let encoder = APNGEncoder(settings: AnimationSettings(width: first.width, height: first.height, fps: 60))
            for frame in frames { try encoder.append(frame) }
            apng = try encoder.finish()
        }
        var decoded: APNGAnimation?
        let decodeTime = try clock.measure { decoded = try APNGDecoder.decode(apng) }
        #expect(decoded?.frames == APNGTestAnimations.merged(frames, fps: 60).frames)

        // The alternatives, frame by frame (the first frame whole in each).
        var rgbaSource = 0, rgbaBest = 0, rgb = 0, overChosen = 0, changed = 0
        let whole = PixelRect(x: 0, y: 0, width: first.width, height: first.height)
        rgbaSource += try PNGImageData.compress(first, rect: whole, as: .rgba, options: .frames).count
        rgbaBest = rgbaSource
        rgb += try PNGImageData.compress(first, rect: whole, as: .rgb, options: .frames).count
        for (old, new) in zip(frames, frames.dropFirst()) {
            guard let rect = FrameDifference.changedRect(from: old, to: new) else { continue }
            changed += 1
            let source = try PNGImageData.compress(new, rect: rect, as: .rgba, options: .frames).count
            rgbaSource += source
            rgb += try PNGImageData.compress(new, rect: rect, as: .rgb, options: .frames).count
            let over = try FrameDifference.overPixels(from: old, to: new, in: rect).map { over in
                try PNGImageData.compress(over.pixels, rect: PixelRect(x: 0, y: 0, width: rect.width, height: rect.height), as: .rgba, options: .frames).count
            }
            if let over, over < source { overChosen += 1 }
            rgbaBest += min(source, over ?? source)
        }
        let ms = { (duration: Duration) in Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1000 }
        print("""
        APNG measurement: \(frames.count) frames of \(first.width) x \(first.height), \(changed + 1) written
          PNG sequence: \(sequenceBytes) bytes, \(String(format: "%.0f", ms(sequenceTime))) ms to encode
          APNG:         \(apng.count) bytes (\(String(format: "%.3f", Double(apng.count) / Double(sequenceBytes)))x), \
        \(String(format: "%.0f", ms(apngTime))) ms to encode, \(String(format: "%.0f", ms(decodeTime))) ms to decode
          frame data:   RGB SOURCE \(rgb) bytes, RGBA SOURCE \(rgbaSource), RGBA best of SOURCE and OVER \(rgbaBest) \
        (OVER smaller for \(overChosen) of \(changed) frames)
        """)
    }
}
