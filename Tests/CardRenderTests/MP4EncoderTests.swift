import CardMotionTestSupport
import Foundation
import Testing
@testable import CardRender

/// MP4 through ffmpeg, checked with ffprobe and decoded back with ffmpeg.
@Suite struct MP4EncoderTests {
    typealias Tools = AnimationTestTools

    /// Encodes `frames` and writes the file to a new folder; its path.
    func encodeToFile(_ frames: [RGBAImage], _ settings: AnimationSettings) throws -> String {
        let encoder = try FFmpegEncoder(kind: .mp4, settings: settings)
        for frame in frames { try encoder.append(frame) }
        let path = try temporaryFolder() + "/animation.mp4"
        try Data(try encoder.finish()).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// ffprobe's `key=value` lines about the video stream and the container.
    func probe(_ path: String) throws -> [String: String] {
        let run = try Tools.run("/usr/bin/ffprobe", [
            "-v", "error", "-count_frames", "-select_streams", "v:0",
            "-show_entries", "stream=codec_name,pix_fmt,width,height,nb_read_frames,r_frame_rate,color_space,color_primaries,color_transfer,color_range:format=duration",
            "-of", "default=noprint_wrappers=1", path,
        ])
        let pairs = String(decoding: run.stdout, as: UTF8.self).split(separator: "\n").map { line in
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            return (parts[0], parts.count > 1 ? parts[1] : "")
        }
        return Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }

    /// The first frame of the video, decoded by ffmpeg to RGBA.
    func firstFrame(_ path: String, width: Int, height: Int) throws -> RGBAImage {
        let run = try Tools.run("/usr/bin/ffmpeg", ["-v", "error", "-i", path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        return RGBAImage(width: width, height: height, pixels: [UInt8](run.stdout))
    }

    /// Four flat quadrants (red, green, blue, white) on an odd 75 x 51 frame.
    static let quadrants: RGBAImage = {
        var image = RGBAImage(width: 75, height: 51, red: 255, green: 255, blue: 255, alpha: 255)
        image = Tools.filling(image, x: 0, y: 0, width: 37, height: 25, with: [220, 30, 40, 255])
        image = Tools.filling(image, x: 37, y: 0, width: 38, height: 25, with: [30, 170, 80, 255])
        return Tools.filling(image, x: 0, y: 25, width: 37, height: 26, with: [40, 60, 210, 255])
    }()

    /// Whether each component of the pixel at `x`, `y` is within `tolerance` of `expected`.
    func isClose(_ image: RGBAImage, _ x: Int, _ y: Int, _ expected: [Int], tolerance: Int) -> Bool {
        let pixel = image.pixel(x: x, y: y)
        return zip([pixel.r, pixel.g, pixel.b].map(Int.init), expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// The decoded colours are within 4 levels in the middle of flat areas: BT.709 limited-range YUV rounds each
    /// component by about one level each way, and x264 at CRF 20 codes a flat block nearly exactly (measured: 2 at
    /// most).
    @Test func oddSizedFramesBecomeEvenH264InYUV420() throws {
        let frames = Array(repeating: Self.quadrants, count: 12)
        let path = try encodeToFile(frames, AnimationSettings(width: 75, height: 51, fps: 24))
        let info = try probe(path)
        #expect(info["codec_name"] == "h264")
        #expect(info["pix_fmt"] == "yuv420p")
        #expect(info["width"] == "76" && info["height"] == "52")
        #expect(info["nb_read_frames"] == "12")
        #expect(info["r_frame_rate"] == "24/1")
        #expect(info["duration"] == "0.500000")
        #expect(info["color_space"] == "bt709" && info["color_primaries"] == "bt709")
        #expect(info["color_transfer"] == "iec61966-2-1" && info["color_range"] == "tv")
        let frame = try firstFrame(path, width: 76, height: 52)
        #expect(isClose(frame, 18, 12, [220, 30, 40], tolerance: 4))
        #expect(isClose(frame, 56, 12, [30, 170, 80], tolerance: 4))
        #expect(isClose(frame, 18, 38, [40, 60, 210], tolerance: 4))
        #expect(isClose(frame, 56, 38, [255, 255, 255], tolerance: 4))
        // The added column and row repeat the last ones: white, not a black line.
        #expect(isClose(frame, 75, 38, [255, 255, 255], tolerance: 4))
        #expect(isClose(frame, 56, 51, [255, 255, 255], tolerance: 4))
    }

    /// 30000/1001 fps reaches ffmpeg as that fraction, not as 29.97.
    @Test func fractionalRatesAreExact() throws {
        let path = try encodeToFile(Array(repeating: Self.quadrants, count: 3), AnimationSettings(width: 75, height: 51, fps: 30000 / 1001.0))
        #expect(try probe(path)["r_frame_rate"] == "30000/1001")
    }

    /// H.264 has no alpha: transparent frames are drawn over white.
    @Test func transparentFramesAreDrawnOverWhite() throws {
        var frame = RGBAImage(width: 64, height: 32, red: 0, green: 0, blue: 0, alpha: 0)
        frame = Tools.filling(frame, x: 32, y: 0, width: 32, height: 32, with: [255, 0, 0, 128])
        let path = try encodeToFile([frame, frame], AnimationSettings(width: 64, height: 32, fps: 10))
        let decoded = try firstFrame(path, width: 64, height: 32)
        #expect(isClose(decoded, 16, 16, [255, 255, 255], tolerance: 4))
        // 255 · 128/255 + 255 · 127/255 = 255; 0 · 128/255 + 255 · 127/255 = 127.
        #expect(isClose(decoded, 48, 16, [255, 127, 127], tolerance: 4))
    }

    @Test func compositingOverWhiteRoundsToNearest() {
        let image = RGBAImage(width: 3, height: 1, pixels: [10, 20, 30, 255, 255, 0, 0, 128, 9, 9, 9, 0])
        #expect(image.composited(overRed: 255, green: 255, blue: 255).pixels
            == [10, 20, 30, 255, 255, 127, 127, 255, 255, 255, 255, 255])
    }
}
