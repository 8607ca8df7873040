import CardMotionTestSupport
import CardRender
import Foundation

/// What the animation tests check encoders with: frames made from a seed, other programs run to their end, and
/// animations decoded by Pillow (an independent decoder: libwebp's demuxer for WebP, its own for GIF).
enum AnimationTestTools {
    /// One finished run of a program: its exit status and its two streams.
    struct ProgramRun {
        var status: Int32
        var stdout: Data
        var stderr: String
    }

    /// Runs `program` with `arguments` to its end.
    static func run(_ program: String, _ arguments: [String]) throws -> ProgramRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Standard error is read on another thread, so that neither pipe can fill up and stall the program.
        let errorText = ResultSlot<Data>()
        let errorRead = Thread { errorText.set(err.fileHandleForReading.readDataToEndOfFile()) }
        errorRead.start()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProgramRun(status: process.terminationStatus, stdout: stdout,
                          stderr: String(decoding: errorText.wait(), as: UTF8.self))
    }

    /// A value set on one thread and awaited on another.
    final class ResultSlot<Value>: @unchecked Sendable {
        private let condition = NSCondition()
        private var value: Value?
        func set(_ newValue: Value) { condition.withLock { value = newValue; condition.signal() } }
        func wait() -> Value {
            condition.withLock {
                while value == nil { condition.wait() }
                return value!
            }
        }
    }

    /// An animation as Pillow decodes it: every frame composed on the canvas, as RGBA.
    struct DecodedAnimation {
        /// `WEBP` or `GIF`.
        var format: String
        /// The loop count the file asks for; `nil` when it has none (GIF without a NETSCAPE block: played once).
        var loop: Int?
        /// Each frame's duration, in milliseconds.
        var durations: [Int]
        var frames: [RGBAImage]
    }

    /// Decodes the animation in `bytes` with Pillow (`Image.seek` to every frame, `.convert('RGBA')`).
    static func decodeWithPillow(_ bytes: [UInt8], suffix: String) throws -> DecodedAnimation {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let input = folder + "/animation." + suffix, pixels = folder + "/frames.rgba"
        try Data(bytes).write(to: URL(fileURLWithPath: input))
        // The first line: format, frame count, size and loop; then one line per frame: its duration. The frames'
        // RGBA bytes go one after the other to the second file.
        let script = """
        import sys
        from PIL import Image
        image = Image.open(sys.argv[1])
        out = open(sys.argv[2], 'wb')
        print(image.format, image.n_frames, image.size[0], image.size[1], image.info.get('loop', 'none'))
        for index in range(image.n_frames):
            image.seek(index)
            frame = image.convert('RGBA')
            print(image.info.get('duration'))
            out.write(frame.tobytes())
        """
        let run = try run("/usr/bin/python3", ["-c", script, input, pixels])
        guard run.status == 0 else { throw DecodingFailure(message: run.stderr) }
        let lines = String(decoding: run.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        let header = lines[0].split(separator: " ").map(String.init)
        let count = Int(header[1])!, width = Int(header[2])!, height = Int(header[3])!
        let all = [UInt8](try Data(contentsOf: URL(fileURLWithPath: pixels)))
        let frameBytes = width * height * 4
        let frames = (0..<count).map { index in
            RGBAImage(width: width, height: height, pixels: Array(all[index * frameBytes..<(index + 1) * frameBytes]))
        }
        return DecodedAnimation(format: header[0], loop: Int(header[4]), durations: lines[1...].map { Int($0) ?? -1 },
                                frames: frames)
    }

    struct DecodingFailure: Error { var message: String }

    /// Pseudo-random bytes from `seed` (SplitMix64), the same on every run.
    struct Noise {
        var state: UInt64
        mutating func next() -> UInt8 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return UInt8(truncatingIfNeeded: (z ^ (z >> 31)) >> 24)
        }
    }

    /// A frame of random pixels: random colours under random alphas, a quarter of them fully transparent (with
    /// their colour kept) and a quarter opaque.
    static func noiseFrame(width: Int, height: Int, seed: UInt64) -> RGBAImage {
        var noise = Noise(state: seed)
        var pixels: [UInt8] = []
        for _ in 0..<width * height {
            let r = noise.next(), g = noise.next(), b = noise.next(), pick = noise.next()
            let alpha: UInt8 = pick < 64 ? 0 : pick < 128 ? 255 : noise.next()
            pixels += [r, g, b, alpha]
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// `image` with the rectangle at `x`, `y` of `width` x `height` pixels filled with one colour.
    static func filling(_ image: RGBAImage, x: Int, y: Int, width: Int, height: Int, with colour: [UInt8]) -> RGBAImage {
        var result = image
        for row in y..<y + height {
            for column in x..<x + width {
                let index = (row * image.width + column) * 4
                result.pixels.replaceSubrange(index..<index + 4, with: colour)
            }
        }
        return result
    }

    /// How many pixels of `actual` differ from `expected` in any byte (every pixel when the sizes differ): a
    /// failure message of one number instead of two arrays of pixels.
    static func differingPixels(_ actual: RGBAImage, _ expected: RGBAImage) -> Int {
        guard actual.width == expected.width, actual.height == expected.height else { return expected.width * expected.height }
        return (0..<expected.width * expected.height).count(where: { index in
            actual.pixels[index * 4..<index * 4 + 4] != expected.pixels[index * 4..<index * 4 + 4]
        })
    }

    /// The pixels that differ in each frame, with 0 for every frame when all match; the frame counts must match too.
    static func differingPixels(_ actual: [RGBAImage], _ expected: [RGBAImage]) -> [Int] {
        guard actual.count == expected.count else { return [-1] }
        return zip(actual, expected).map { differingPixels($0, $1) }
    }
}
