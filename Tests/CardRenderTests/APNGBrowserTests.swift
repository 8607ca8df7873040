import CardMotionTestSupport
import Foundation
import Testing
@testable import CardRender

/// The real client: headless Chromium (Debian's `chromium`, installed by scripts/test) decodes the encoder's files
/// with WebCodecs' ImageDecoder, unpremultiplied and without colour conversion, and every frame must be the frame
/// given to the encoder, shown for its delay: byte for byte where a pixel is opaque or fully transparent; a
/// translucent pixel has its alpha exactly and its colour to within what Chromium's premultiplied frame buffers
/// lose (the colour times alpha is rounded to 8 bits, so up to 127.5 / alpha + 1 either way).
@Suite struct APNGBrowserTests {
    static let chromium = HeadlessChromium.executable

    /// What Chromium reads from `bytes`.
    func readWithChromium(_ bytes: [UInt8]) throws -> [String: Any] {
        try HeadlessChromium.decodeImage(bytes, type: "image/png")
    }

    /// Checks that Chromium shows `frames` played at `fps` as the encoder was given them, merged runs as one frame.
    func checkChromiumShows(_ frames: [RGBAImage], fps: Double) throws {
        let result = try readWithChromium(APNGTestAnimations.encode(frames, fps: fps))
        #expect(result["error"] == nil, "\(result["error"] ?? "")")
        let expected = APNGTestAnimations.merged(frames, fps: fps)
        #expect(result["frames"] as? Int == expected.frames.count)
        #expect(result["repetitions"] as? Int == -1, "loops for ever")
        #expect(result["durations"] as? [Int] == expected.delays.map { $0 * 1000 })
        let pixels = try #require(result["pixels"] as? [[Int]])
        #expect(pixels.count == expected.frames.count)
        for (index, (actual, wanted)) in zip(pixels, expected.frames).enumerated() {
            #expect(actual.count == wanted.pixels.count)
            let wrong = stride(from: 0, to: min(actual.count, wanted.pixels.count), by: 4).first { offset in
                let alpha = Int(wanted.pixels[offset + 3])
                let tolerance = alpha == 0 || alpha == 255 ? 0 : Int(127.5 / Double(alpha)) + 1
                return actual[offset + 3] != alpha
                    || (0..<3).contains { abs(actual[offset + $0] - Int(wanted.pixels[offset + $0])) > tolerance }
            }
            let at = wrong ?? 0
            #expect(wrong == nil, "frame \(index), pixel \(at / 4): \(actual[at..<at + 4]), expected \(wanted.pixels[at..<at + 4])")
        }
    }

    @Test(.enabled(if: chromium != nil, "chromium is not installed (scripts/test installs it): skipped"),
          arguments: APNGTestAnimations.samples)
    func chromiumShowsEveryFrame(_ sample: APNGTestAnimations.Sample) throws {
        try checkChromiumShows(sample.frames, fps: sample.fps)
    }
}
