import CardMotionTestSupport
import Foundation
import Testing
@testable import CardRender

/// A missing ffmpeg, and stand-ins for one that fails (small scripts named by `CARDMOTION_FFMPEG`), in the first pass
/// or in GIF's second: errors in words, no temporary file left, and CardMotion alive after writing to a program that
/// has gone.
@Suite struct FFmpegEncoderFailureTests {
    static let settings = AnimationSettings(width: 256, height: 256, fps: 30)
    /// 256 KiB: more than a pipe holds, so writing it to a program that has ended meets the broken pipe.
    static let frame = RGBAImage(width: 256, height: 256, red: 10, green: 20, blue: 30, alpha: 255)

    /// A script at a new path that writes `message` to standard error and exits with `status`, at once or, when
    /// `readingInput`, once its input ends; its path.
    func standIn(message: String, status: Int, readingInput: Bool = false) throws -> String {
        try Self.script((readingInput ? "cat >/dev/null\n" : "") + "echo '\(message)' >&2\nexit \(status)\n")
    }

    /// A shell script (`#!/bin/sh` and `body`), executable, named `ffmpeg` in a new folder; its path.
    static func script(_ body: String) throws -> String {
        let path = try temporaryFolder() + "/ffmpeg"
        try ("#!/bin/sh\n" + body).write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    /// The real ffmpeg, for stand-ins that run it.
    static var realFFmpeg: String {
        get throws { try FFmpegProgram.locate(in: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? ""]) }
    }

    /// Appends `count` frames and finishes; the error it throws, and the temporary folder the encoder used.
    func failure(kind: FFmpegEncoder.Kind, program: String, frames count: Int) throws -> (AnimationError?, String) {
        let encoder = try FFmpegEncoder(kind: kind, settings: Self.settings, environment: ["CARDMOTION_FFMPEG": program])
        do {
            for _ in 0..<count { try encoder.append(Self.frame) }
            _ = try encoder.finish()
            return (nil, encoder.files.folder)
        } catch {
            return (error, encoder.files.folder)
        }
    }

    @Test func aMissingFFmpegSaysHowToInstallIt() {
        let message = AnimationError("ffmpeg is not installed; install it with: apt-get install ffmpeg")
        #expect(throws: message) {
            try FFmpegEncoder(kind: .gif, settings: Self.settings, environment: ["CARDMOTION_FFMPEG": "/nonexistent"])
        }
        #expect(throws: message) {
            try FFmpegEncoder(kind: .mp4, settings: Self.settings, environment: ["PATH": "/nonexistent:/also-nonexistent"])
        }
        #expect(throws: message) {
            try FFmpegEncoder(kind: .mp4, settings: Self.settings, environment: ["CARDMOTION_FFMPEG": "/tmp"])
        }
    }

    /// The script ends at once: the frames meet a broken pipe (an error, not SIGPIPE), and the error carries the
    /// script's words; the temporary file is gone.
    @Test(arguments: FFmpegEncoder.Kind.allCases)
    func aFailingFFmpegReportsItsLastWords(kind: FFmpegEncoder.Kind) throws {
        let program = try standIn(message: "Conversion failed: simulated", status: 1)
        let (error, path) = try failure(kind: kind, program: program, frames: 8)
        #expect(error == AnimationError("ffmpeg failed (exit status 1): Conversion failed: simulated"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// A failure found only at the end, when ffmpeg has read every frame.
    @Test func aFailureAtTheEndIsReportedByFinish() throws {
        let program = try standIn(message: "Error while filtering", status: 3, readingInput: true)
        let encoder = try FFmpegEncoder(kind: .gif, settings: AnimationSettings(width: 2, height: 2, fps: 10),
                                        environment: ["CARDMOTION_FFMPEG": program])
        try encoder.append(RGBAImage(width: 2, height: 2, red: 0, green: 0, blue: 0, alpha: 255))
        #expect(throws: AnimationError("ffmpeg failed (exit status 3): Error while filtering")) { try encoder.finish() }
        #expect(!FileManager.default.fileExists(atPath: encoder.files.folder))
    }

    /// GIF's second pass fails after the real ffmpeg has written the GIF (an exit status, or a signal): finish
    /// reports it, and the folder goes with the spool, the palette and the GIF, which the stand-in saw there.
    @Test(arguments: [
        ("echo 'Error: simulated' >&2; exit 4", "ffmpeg failed (exit status 4): Error: simulated"),
        ("kill -KILL $$", "ffmpeg was stopped by signal 9"),
    ])
    func aFailureInTheSecondPassLeavesNoFile(ending: String, message: String) throws {
        let seen = try temporaryFolder() + "/seen"
        // The last argument is the output path: the GIF in the second pass, which reads the spool (frames.nut).
        let program = try Self.script("""
            for last; do :; done
            case "$*" in
            *paletteuse*) '\(try Self.realFFmpeg)' "$@" || exit 9; ls "$(dirname "$last")" >'\(seen)'; \(ending) ;;
            *) exec '\(try Self.realFFmpeg)' "$@" ;;
            esac

            """)
        let (error, folder) = try failure(kind: .gif, program: program, frames: 3)
        #expect(error == AnimationError(message))
        #expect(try String(contentsOfFile: seen, encoding: .utf8) == "animation.gif\nframes.nut\npalette.png\n")
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    /// A second pass that cannot start (the program has gone since the first) is an error too, and leaves nothing.
    @Test func aSecondPassThatCannotStartLeavesNoFile() throws {
        let program = try Self.script("exec '\(try Self.realFFmpeg)' \"$@\"\n")
        let encoder = try FFmpegEncoder(kind: .gif, settings: AnimationSettings(width: 4, height: 4, fps: 10),
                                        environment: ["CARDMOTION_FFMPEG": program])
        try encoder.append(RGBAImage(width: 4, height: 4, red: 0, green: 0, blue: 0, alpha: 255))
        try FileManager.default.removeItem(atPath: program)
        #expect(throws: AnimationError.self) { try encoder.finish() }
        #expect(!FileManager.default.fileExists(atPath: encoder.files.folder))
    }

    /// ffmpeg is waited for by its exit: a child it leaves behind holding standard error open cannot hang the
    /// encoder (the process group goes with ffmpeg).
    @Test func aChildHoldingStandardErrorOpenDoesNotHang() throws {
        let program = try Self.script("(sleep 300) &\ncat >/dev/null\nexit 0\n")
        let (error, path) = try failure(kind: .mp4, program: program, frames: 3)
        #expect(error == AnimationError("cannot read the MP4 file ffmpeg wrote: no such file"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// An ffmpeg that stops reading its input, or never ends after it, is given up after the timeout without
    /// progress (here 0.5 s, through CARDMOTION_HELPER_TIMEOUT), stopped, and the error says so.
    @Test(arguments: [
        ("exec sleep 300\n", "ffmpeg has read nothing for 0.5 s and was stopped"),
        ("cat >/dev/null\nexec sleep 300\n", "ffmpeg has not ended 0.5 s after its input did, with no sign of progress; it was stopped"),
    ])
    func aStuckFFmpegIsGivenUp(body: String, message: String) throws {
        let program = try Self.script(body)
        let encoder = try FFmpegEncoder(kind: .gif, settings: Self.settings,
                                        environment: ["CARDMOTION_FFMPEG": program, "CARDMOTION_HELPER_TIMEOUT": "0.5"])
        #expect(throws: AnimationError(message)) {
            for _ in 0..<4 { try encoder.append(Self.frame) }
            _ = try encoder.finish()
        }
        #expect(!FileManager.default.fileExists(atPath: encoder.files.folder))
        #expect(throws: AnimationError("CARDMOTION_HELPER_TIMEOUT 'soon' is not a number of seconds from 0.1 to 3600")) {
            try FFmpegEncoder(kind: .gif, settings: Self.settings, environment: ["CARDMOTION_FFMPEG": program, "CARDMOTION_HELPER_TIMEOUT": "soon"])
        }
    }

    /// A file that is not what was asked for (ffmpeg exited with 0) is an error, never returned.
    @Test(arguments: [
        (FFmpegEncoder.Kind.gif, "ffmpeg wrote a file that is not a valid GIF: no GIF signature"),
        (.mp4, "ffmpeg wrote a file that is not a valid MP4: a box header runs past the end of the file"),
    ])
    func anOutputThatIsNotAGIFOrMP4IsAnError(kind: FFmpegEncoder.Kind, message: String) throws {
        let program = try Self.script("cat >/dev/null\nfor last; do :; done\nprintf 'hello' > \"$last\"\n")
        let (error, path) = try failure(kind: kind, program: program, frames: 2)
        #expect(error == AnimationError(message))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// The structural checks on their own: a GIF cut short, one of another size, an MP4 whose boxes do not tile it.
    @Test func theOutputChecksReadTheStructure() throws {
        let gif = Array("GIF89a".utf8) + [4, 0, 4, 0, 0, 0, 0] + [0x2C, 0, 0, 0, 0, 4, 0, 4, 0, 0, 2, 2, 0x4C, 0x01, 0] + [0x3B]
        #expect(FFmpegEncoder.OutputCheck.gifProblem(gif, width: 4, height: 4) == nil)
        #expect(FFmpegEncoder.OutputCheck.gifProblem(Array(gif.dropLast()), width: 4, height: 4) == "no trailer (the file is cut short)")
        #expect(FFmpegEncoder.OutputCheck.gifProblem(gif, width: 5, height: 4) == "its screen is 4 x 4 pixels, not 5 x 4")
        func box(_ type: String, _ size: Int) -> [UInt8] {
            PNGBytes.bigEndian(UInt32(size)) + Array(type.utf8) + [UInt8](repeating: 0, count: size - 8)
        }
        #expect(FFmpegEncoder.OutputCheck.mp4Problem(box("ftyp", 16) + box("moov", 8) + box("mdat", 12)) == nil)
        #expect(FFmpegEncoder.OutputCheck.mp4Problem(box("ftyp", 16) + box("mdat", 12)) == "no 'moov' or 'mdat' box")
        #expect(FFmpegEncoder.OutputCheck.mp4Problem(box("ftyp", 16) + box("moov", 8) + Array(box("mdat", 12).dropLast()))
                == "box 'mdat' runs past the end of the file")
    }

    @Test func anFFmpegThatEndsWellButEarlyIsAnError() throws {
        let program = try standIn(message: "", status: 0)
        let (error, path) = try failure(kind: .mp4, program: program, frames: 8)
        #expect(error == AnimationError("ffmpeg ended before it had read every frame"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// Dropped while the first pass runs: ffmpeg is stopped and the folder removed with what it had written.
    @Test(arguments: FFmpegEncoder.Kind.allCases)
    func anEncoderDroppedBeforeTheEndLeavesNoFile(kind: FFmpegEncoder.Kind) throws {
        var folder = ""
        do {
            let encoder = try FFmpegEncoder(kind: kind, settings: AnimationSettings(width: 8, height: 8, fps: 10))
            try encoder.append(RGBAImage(width: 8, height: 8, red: 0, green: 0, blue: 0, alpha: 255))
            folder = encoder.files.folder
            #expect(FileManager.default.fileExists(atPath: folder))
        }
        #expect(!folder.isEmpty && !FileManager.default.fileExists(atPath: folder))
    }

    @Test func noFramesAndWrongSizesAreErrors() throws {
        let encoder = try FFmpegEncoder(kind: .mp4, settings: AnimationSettings(width: 8, height: 8, fps: 10))
        #expect(throws: AnimationError("frame 0 is 8 x 9 pixels; the animation's frames are 8 x 8")) {
            try encoder.append(RGBAImage(width: 8, height: 9, red: 0, green: 0, blue: 0, alpha: 255))
        }
        #expect(throws: AnimationError("an animation needs at least one frame")) { try encoder.finish() }
        #expect(!FileManager.default.fileExists(atPath: encoder.files.folder))
        #expect(throws: AnimationError("the MP4 animation is finished already")) { try encoder.finish() }
        #expect(throws: AnimationError("a GIF animation is 1 to 65535 pixels on each side, not 70000 x 8")) {
            try FFmpegEncoder(kind: .gif, settings: AnimationSettings(width: 70000, height: 8, fps: 10))
        }
    }

    @Test func frameRatesAreExactFractions() {
        #expect(FrameRateFraction(60).description == "60")
        #expect(FrameRateFraction(29.97).description == "2997/100")
        #expect(FrameRateFraction(30000 / 1001.0).description == "30000/1001")
        #expect(FrameRateFraction(23.976).description == "2997/125")
        #expect(FrameRateFraction(0.5).description == "1/2")
        #expect(FrameRateFraction(1 / 3.0).description == "1/3")
        #expect(FrameRateFraction(60).divided(by: 2).description == "30")
        #expect(FrameRateFraction(30000 / 1001.0).divided(by: 2).description == "15000/1001")
        #expect(FrameRateFraction(100).divided(by: 3).description == "100/3")
    }
}
