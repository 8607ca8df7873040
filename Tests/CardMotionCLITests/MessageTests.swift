import CardMotionTestSupport
import Foundation
import Testing

/// Messages for inputs that used to get a wrong or anonymous one: each names the file and the key, line or option,
/// and none lets a script's bytes drive the terminal.
@Suite struct MessageTests {
    func script(_ text: String, named name: String = "s.yaml") throws -> String {
        let path = try temporaryFolder() + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func stack(size: String, scale: String = "1", duration: String = "0.2") -> String {
        "screen: {size: \(size), scale: \(scale)}\nfps: 10\nduration: \(duration)\nwidget: {kind: stack, frame: [0, 0, 100, 100]}\ncards:\n  - {title: a}\n"
    }

    /// A screen whose frames round to no pixel is refused when the script is read, naming the key; the scale
    /// `preview --animated` derives from `--width` is held to `--scale`'s limits, and the message speaks of
    /// `--width`, the option given.
    @Test func anEmptyFrameAndADerivedScaleNameTheirSource() throws {
        let empty = try script(stack(size: "[1, 1]", scale: "0.25"))
        let render = try runCardMotion(["render", empty, "-o", empty + ".frames"])
        #expect(render.status == 2)
        #expect(render.stderr == "cardmotion: \(empty):1:31: screen.scale: frames of 0 x 0 pixels would be empty; raise the size or the scale\n")

        let narrow = try script(stack(size: "[10, 10]"))
        let preview = try runCardMotion(["preview", narrow, "--animated", narrow + ".apng"])
        #expect(preview.status == 2)
        #expect(preview.stderr == "cardmotion: --width 360: \(narrow)'s screen is 10 points wide, so its animation would be drawn at 36 pixels per point, outside 0.25 to 8; choose a --width from 16 to 80\n")
        let tiny = try script(stack(size: "[1, 1000]"))
        let none = try runCardMotion(["preview", tiny, "--animated", tiny + ".apng"])
        #expect(none.status == 2)
        #expect(none.stderr == "cardmotion: --width 360: \(tiny)'s screen is 1 point wide, so its animation would be drawn at 360 pixels per point, outside 0.25 to 8; no --width from 16 to 4096 gives one; render it with 'cardmotion render \(tiny) --output NAME.apng' instead\n")
        #expect(!FileManager.default.fileExists(atPath: tiny + ".apng"))
    }

    /// A path whose bytes are not UTF-8 is named as such, its bytes escaped, not reported missing.
    @Test func aPathThatIsNotUTF8IsNamedAsSuch() throws {
        let folder = try temporaryFolder()
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.currentDirectoryURL = URL(fileURLWithPath: folder)
        let binary = try #require(cardMotionProcess([]).executableURL?.path)
        shell.arguments = ["-c", "name=$(printf 'caf\\351.yaml'); : > \"$name\"; exec \"$0\" render \"$name\" -o out", binary]
        let err = Pipe()
        shell.standardError = err
        shell.standardOutput = FileHandle.nullDevice
        try shell.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 2)
        #expect(stderr == "cardmotion: caf\\xE9.yaml: not UTF-8 text (argument 2); cardmotion reads paths and options as UTF-8: rename the file, or give its name in UTF-8\n")
    }

    /// Control characters a script carries (here in a key) reach the terminal as `\xHH` escapes, never raw.
    @Test func controlCharactersFromAScriptAreEscaped() throws {
        let path = try script("screen: {size: [100, 80], scale: 1}\nwidget: {kind: stack, frame: [10, 10, 80, 60]}\n\"\\e]0;PWNED\\a\\e[2J\": 1\n")
        let result = try runCardMotion(["render", path, "-o", path + ".frames"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("cardmotion: \(path):3:1: \\x1B]0;PWNED\\x07\\x1B[2J: unknown key"), "\(result.stderr)")
        #expect(!result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "no raw control character")
    }

    /// A `--from`/`--to` range past a script's end selects no frame: status 2 and the same message for a folder of
    /// frames and for an animated file, naming the options and the script's length; nothing is written.
    @Test func aRangeWithNoFrameIsBadInputForEveryOutput() throws {
        let path = try script(stack(size: "[100, 100]", duration: "0.5"))
        for output in [path + ".frames", path + ".apng"] {
            let result = try runCardMotion(["render", path, "--from", "3", "--to", "4", "-o", output])
            #expect(result.status == 2)
            #expect(result.stderr == "cardmotion: \(path): --from 3 --to 4 select no frame: the script lasts 0.5 s (frames at 0 to 0.5 s); choose times within it\n")
            #expect(!FileManager.default.fileExists(atPath: output))
        }
        let from = try runCardMotion(["render", path, "--from", "0.55", "-o", path + ".frames"])
        #expect(from.stderr == "cardmotion: \(path): --from 0.55 selects no frame: the script lasts 0.5 s (frames at 0 to 0.5 s); choose times within it\n")
    }
}
