import CardMotionTestSupport
import CardRender
import Foundation
import Testing

/// Each animated format as a person meets it: rendered by `cardmotion render`, then opened in headless Chromium
/// (Debian's `chromium`, installed by scripts/test), the browser a pull request's reviewer uses, and compared with
/// the PNG frames of the same run. Lossless formats must show every frame exactly; GIF (a 256-colour palette) and
/// MP4 (H.264 in 4:2:0) within stated bounds.
@Suite(.enabled(if: HeadlessChromium.executable != nil, "chromium is not installed"))
struct AnimatedBrowserTests {
    static let quick = ["--scale", "0.25", "--fps", "10"]
    /// Frames of Examples/stack.yaml at 10 fps: 3.8 s.
    static let frameCount = 38

    /// Renders the example as `format` and as PNG frames; returns the animated file's bytes and the frames.
    func render(_ format: String) throws -> (bytes: [UInt8], frames: [RGBAImage]) {
        let folder = try temporaryFolder()
        let file = folder + "/stack." + format
        let run = try runCardMotion(["render", Repository.stackExample, "-o", file] + Self.quick)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try runCardMotion(["render", Repository.stackExample, "-o", folder + "/frames"] + Self.quick).status == 0)
        let frames = try (0..<Self.frameCount).map { try PNGCodec.decode(contentsOf: folder + "/frames/" + FrameFileName.of($0)) }
        return (try PNGCodec.read(contentsOf: file), frames)
    }

    /// What Chromium shows of `bytes` (MIME `type`): for images, every frame through WebCodecs' ImageDecoder with
    /// its duration (µs); for video, the picture at each of `times` (seconds) after seeking, drawn to a canvas.
    func show(_ bytes: [UInt8], type: String, times: [Double] = []) throws -> [String: Any] {
        guard type.hasPrefix("video/") else { return try HeadlessChromium.decodeImage(bytes, type: type) }
        return try HeadlessChromium.evaluate("""
            const video = document.createElement('video'); video.muted = true;
            video.src = 'data:\(type);base64,\(Data(bytes).base64EncodedString())';
            await new Promise((ok, bad) => { video.onloadeddata = ok; video.onerror = () => bad(new Error('cannot play: ' + (video.error && video.error.code))); });
            const canvas = document.createElement('canvas'); canvas.width = video.videoWidth; canvas.height = video.videoHeight;
            const context = canvas.getContext('2d');
            result = {width: video.videoWidth, height: video.videoHeight, duration: video.duration, pixels: []};
            for (const time of \(times)) {
              video.currentTime = time; await new Promise(ok => video.onseeked = ok);
              context.drawImage(video, 0, 0);
              result.pixels.push(Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data));
            }
            """)
    }

    /// The frames that differ from the one before (what an animated file stores), with their delays (ms at 10 fps).
    func distinct(_ frames: [RGBAImage]) -> (frames: [RGBAImage], delays: [Int]) {
        var kept: [RGBAImage] = [], delays: [Int] = []
        for frame in frames {
            if frame == kept.last { delays[delays.count - 1] += 100 } else { kept.append(frame); delays.append(100) }
        }
        return (kept, delays)
    }

    /// Mean absolute difference per colour channel, and the largest.
    func difference(_ shown: [Int], _ wanted: RGBAImage) -> (mean: Double, largest: Int) {
        var total = 0, largest = 0, count = 0
        for offset in stride(from: 0, to: min(shown.count, wanted.pixels.count), by: 4) {
            for channel in 0..<3 {
                let delta = abs(shown[offset + channel] - Int(wanted.pixels[offset + channel]))
                total += delta
                largest = max(largest, delta)
                count += 1
            }
        }
        return (Double(total) / Double(max(1, count)), largest)
    }

    @Test func webPShowsEveryFrameExactly() throws {
        let (bytes, frames) = try render("webp")
        let shown = try show(bytes, type: "image/webp")
        #expect(shown["error"] == nil, "\(shown["error"] ?? "")")
        let expected = distinct(frames)
        #expect(shown["frames"] as? Int == expected.frames.count)
        #expect(shown["repetitions"] as? Int == -1, "loops for ever")
        #expect(shown["durations"] as? [Int] == expected.delays.map { $0 * 1000 })
        let pixels = try #require(shown["pixels"] as? [[Int]])
        for (index, (actual, wanted)) in zip(pixels, expected.frames).enumerated() {
            #expect(actual == wanted.pixels.map(Int.init), "frame \(index)")
        }
    }

    /// GIF's palette of 256 colours is built from the whole animation and dithered: colours stay within a few
    /// levels on average, never a different picture (measured: at most 0.10 levels a channel on average, 13 at
    /// worst; a frame compared with its neighbour measured 9 to 14, so 4 tells them apart and allows another
    /// ffmpeg's palette). ffmpeg stores every frame (a repeat costs a few bytes), each for its 10 centiseconds.
    @Test func gifShowsEveryFrameCloselyAtItsDelay() throws {
        let (bytes, frames) = try render("gif")
        let shown = try show(bytes, type: "image/gif")
        #expect(shown["error"] == nil, "\(shown["error"] ?? "")")
        #expect(shown["frames"] as? Int == Self.frameCount)
        #expect(shown["repetitions"] as? Int == -1, "loops for ever")
        #expect(shown["durations"] as? [Int] == Array(repeating: 100_000, count: Self.frameCount))
        let pixels = try #require(shown["pixels"] as? [[Int]])
        for (index, (actual, wanted)) in zip(pixels, frames).enumerated() {
            #expect(difference(actual, wanted).mean <= 4, "frame \(index): \(difference(actual, wanted))")
        }
    }

    /// H.264 in 4:2:0 at CRF 20: the size padded to even (94 x 167 becomes 94 x 168), the duration exact, and the
    /// picture at a time within a few levels of the frame showing then (measured: 1.16 to 1.24 levels a channel on
    /// average, from chroma subsampling at this small size; the bound of 6 allows another x264's rounding).
    @Test func mp4PlaysInTheBrowser() throws {
        let (bytes, frames) = try render("mp4")
        let shown = try show(bytes, type: "video/mp4", times: [0.05, 1.05, 2.55])
        #expect(shown["error"] == nil, "\(shown["error"] ?? "")")
        #expect(shown["width"] as? Int == 94 && shown["height"] as? Int == 168)
        #expect(shown["duration"] as? Double == 3.8)
        let pixels = try #require(shown["pixels"] as? [[Int]])
        for (picture, frame) in zip(pixels, [0, 10, 25]) {
            // The padded last row is not part of the frame: compare the frame's own 167 rows.
            let own = Array(picture.prefix(94 * 167 * 4))
            #expect(difference(own, frames[frame]).mean <= 6, "frame \(frame): \(difference(own, frames[frame]))")
        }
    }
}
