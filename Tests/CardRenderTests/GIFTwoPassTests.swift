import CardMotionTestSupport
import Foundation
import Testing
@testable import CardRender

/// GIF's two passes (see ``FFmpegEncoder/Kind/gif``): the spool between them keeps every frame exactly, alpha
/// included; the file has the very bytes of the one filter graph that makes the palette and uses it (`split`,
/// `palettegen`, `paletteuse`); and ffmpeg's memory does not grow with the number of frames.
@Suite struct GIFTwoPassTests {
    typealias Tools = AnimationTestTools

    /// `count` frames of `width` x `height`: random pixels under random alphas (a quarter transparent, a quarter
    /// opaque) and flat quadrants, in turn, from `seed`.
    static func frames(_ count: Int, width: Int, height: Int, seed: UInt64 = 1) -> [RGBAImage] {
        (0..<count).map { index in
            guard index % 2 == 1 else { return Tools.noiseFrame(width: width, height: height, seed: seed &+ UInt64(index)) }
            var image = RGBAImage(width: width, height: height, red: 0, green: 0, blue: 0, alpha: 255)
            let colours: [[UInt8]] = [[230, 30, 40, 255], [20, 180, 90, 128], [40, 60, 220, 0], [250, 250, 250, 255]]
            for quadrant in 0..<4 {
                image = Tools.filling(image, x: quadrant % 2 * (width / 2), y: quadrant / 2 * (height / 2),
                                      width: width / 2, height: height / 2, with: colours[(quadrant + index) % 4])
            }
            return image
        }
    }

    /// Writes `frames` to `settings`' GIF encoder, whose ffmpeg is `program` (the real one by default).
    func encode(_ frames: [RGBAImage], _ settings: AnimationSettings, program: String? = nil) throws -> [UInt8] {
        var environment = ProcessInfo.processInfo.environment
        if let program { environment["CARDMOTION_FFMPEG"] = program }
        let encoder = try FFmpegEncoder(kind: .gif, settings: settings, environment: environment)
        for frame in frames { try encoder.append(frame) }
        return try encoder.finish()
    }

    /// A stand-in ffmpeg that runs the real one with the same arguments, after `body` (a shell command, where
    /// `$second` is 1 in the second pass and `$folder` is the temporary folder); its path.
    func wrapper(_ body: String) throws -> String {
        try FFmpegEncoderFailureTests.script("""
            for last; do :; done
            folder=$(dirname "$last")
            case "$*" in *paletteuse*) second=1 ;; *) second=0 ;; esac
            \(body)
            exec '\(try FFmpegEncoderFailureTests.realFFmpeg)' "$@"

            """)
    }

    /// The bytes of the GIF that one ffmpeg makes from `frames` with the palette and the dithering in one graph, as
    /// CardMotion did before the two passes: every frame kept until the input ends.
    func oneGraph(_ frames: [RGBAImage], _ settings: AnimationSettings) throws -> [UInt8] {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let step = FFmpegEncoder.Kind.gif.frameStep(forFPS: settings.fps)
        let kept = frames.enumerated().filter { $0.offset % step == 0 }.flatMap(\.element.pixels)
        try Data(kept).write(to: URL(fileURLWithPath: folder + "/frames.rgba"))
        let run = try Tools.run(try FFmpegEncoderFailureTests.realFFmpeg, [
            "-v", "error", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(settings.width)x\(settings.height)",
            "-framerate", FrameRateFraction(settings.fps).divided(by: step).description, "-i", folder + "/frames.rgba",
            "-filter_complex",
            "split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=floyd_steinberg:diff_mode=rectangle",
            "-loop", settings.loops ? "0" : "-1", "-f", "gif", folder + "/one.gif",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/one.gif")))
    }

    /// Transparent and translucent pixels, more colours than a palette holds, frame rates that are not whole
    /// centiseconds, and 60 fps, where every second frame is kept.
    @Test(arguments: [
        AnimationSettings(width: 96, height: 64, fps: 30),
        AnimationSettings(width: 96, height: 64, fps: 30000 / 1001.0, loops: false),
        AnimationSettings(width: 95, height: 63, fps: 60),
    ])
    func theFileHasTheBytesOfTheOneGraph(settings: AnimationSettings) throws {
        let frames = Self.frames(9, width: settings.width, height: settings.height)
        let twoPasses = try encode(frames, settings)
        #expect(twoPasses.count > 1000)
        #expect(twoPasses == (try oneGraph(frames, settings)))
    }

    /// The spool, copied by a stand-in when the second pass starts, decodes to exactly the RGBA bytes of the kept
    /// frames: alpha and the colour under fully transparent pixels included.
    @Test func theSpoolKeepsEveryFrameExactly() throws {
        let copy = try temporaryFolder() + "/frames.nut"
        let settings = AnimationSettings(width: 64, height: 48, fps: 60)
        let frames = Self.frames(7, width: 64, height: 48, seed: 7)
        _ = try encode(frames, settings, program: try wrapper("[ $second = 1 ] && cp \"$folder/frames.nut\" '\(copy)'"))
        let run = try Tools.run(try FFmpegEncoderFailureTests.realFFmpeg,
                                ["-v", "error", "-i", copy, "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        #expect(run.status == 0, "\(run.stderr)")
        let kept = [0, 2, 4, 6].flatMap { frames[$0].pixels }
        #expect(run.stdout.count == kept.count)
        #expect([UInt8](run.stdout) == kept)
    }

    /// Peak memory (resident set, as `getrusage` reports it) of each ffmpeg, for 24 frames and for 240 of 320 x 320
    /// pixels (400 KB each: 86 MB more frames): neither pass grows by more than 30 MB, where one graph holding
    /// every frame grows by more than the frames.
    @Test func ffmpegsMemoryDoesNotGrowWithTheAnimation() throws {
        let log = try temporaryFolder() + "/peaks"
        // Runs the real ffmpeg as a child and appends "first|second KILOBYTES" to the log.
        let program = try FFmpegEncoderFailureTests.script("""
            exec /usr/bin/python3 -c '
            import resource, subprocess, sys
            status = subprocess.call(sys.argv[1:])
            peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
            with open("\(log)", "a") as log:
                log.write(("second" if "paletteuse" in " ".join(sys.argv) else "first") + " %d\\n" % peak)
            sys.exit(status if status >= 0 else 128 - status)
            ' '\(try FFmpegEncoderFailureTests.realFFmpeg)' "$@"

            """)
        let pattern = Self.frames(4, width: 320, height: 320, seed: 3)
        let settings = AnimationSettings(width: 320, height: 320, fps: 50)
        for count in [24, 240] {
            _ = try encode((0..<count).map { pattern[$0 % 4] }, settings, program: program)
        }
        let peaks = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map { line in
            let parts = line.split(separator: " ")
            return (pass: String(parts[0]), kilobytes: Int(parts[1])!)
        }
        #expect(peaks.map(\.pass) == ["first", "second", "first", "second"])
        guard peaks.count == 4 else { return }
        for pass in 0..<2 {
            let growth = peaks[pass + 2].kilobytes - peaks[pass].kilobytes
            #expect(growth < 30_000, "\(peaks[pass].pass) pass: \(peaks[pass].kilobytes) KB for 24 frames, \(peaks[pass + 2].kilobytes) KB for 240")
        }
    }
}
