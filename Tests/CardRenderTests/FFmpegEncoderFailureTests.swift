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
