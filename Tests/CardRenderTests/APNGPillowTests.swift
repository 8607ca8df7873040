import CardMotionTestSupport
import Foundation
import Testing
@testable import CardRender

/// An independent reader: Pillow (Debian's `python3-pil`, installed by scripts/test) reads every frame of the
/// encoder's files, and each must be the frame given to the encoder, byte for byte in RGBA, with its delay.
@Suite struct APNGPillowTests {
    static let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let pillowInstalled = python.map { python in
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", "import PIL.PngImagePlugin"]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    } ?? false

    /// Writes every frame of the APNG at argv[1] as RGBA bytes to argv[2], one after the other, and prints the
    /// frame count, the play count and the durations (ms) as JSON.
    static let reader = """
    import json, sys
    from PIL import Image
    image = Image.open(sys.argv[1])
    durations = []
    with open(sys.argv[2], 'wb') as out:
        for index in range(image.n_frames):
            image.seek(index)
            durations.append(image.info['duration'])
            out.write(image.convert('RGBA').tobytes())
    print(json.dumps({'format': image.format, 'frames': image.n_frames, 'loop': image.info.get('loop'), 'durations': durations}))
    """

    /// What Pillow reads from `bytes`: the frames and the printed summary.
    func readWithPillow(_ bytes: [UInt8], width: Int, height: Int) throws -> (frames: [RGBAImage], summary: [String: Any]) {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/animation.png"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.python))
        process.arguments = ["-c", Self.reader, folder + "/animation.png", folder + "/frames.rgba"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "Pillow could not read the file")
        let summary = try #require(try JSONSerialization.jsonObject(with: printed) as? [String: Any])
        let raw = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/frames.rgba")))
        let size = width * height * 4
        let frames = stride(from: 0, to: raw.count, by: size).map { RGBAImage(width: width, height: height, pixels: Array(raw[$0..<($0 + size)])) }
        return (frames, summary)
    }

    /// Checks that Pillow reads `frames` played at `fps` from their encoding, merged runs as one frame.
    func checkPillowReads(_ frames: [RGBAImage], fps: Double) throws {
        let bytes = try APNGTestAnimations.encode(frames, fps: fps)
        let (read, summary) = try readWithPillow(bytes, width: frames[0].width, height: frames[0].height)
        let expected = APNGTestAnimations.merged(frames, fps: fps)
        #expect(summary["format"] as? String == "PNG")
        #expect(summary["frames"] as? Int == expected.frames.count)
        #expect(summary["loop"] as? Int == 0)
        #expect(read.count == expected.frames.count)
        for (index, (actual, wanted)) in zip(read, expected.frames).enumerated() {
            #expect(actual == wanted, "frame \(index) differs")
        }
        #expect((summary["durations"] as? [Double])?.map { Int($0.rounded()) } == expected.delays)
    }

    @Test(.enabled(if: pillowInstalled, "Pillow is not installed (scripts/test installs python3-pil): skipped"),
          arguments: APNGTestAnimations.samples.filter { $0.name != APNGTestAnimations.colourKeySample })
    func pillowReadsEveryFrame(_ sample: APNGTestAnimations.Sample) throws {
        try checkPillowReads(sample.frames, fps: sample.fps)
    }

    /// Whether Pillow applies an RGB file's tRNS colour key when it blends a frame OVER: from Pillow 9.5 (its pull
    /// request 7018, "Consider transparency when applying APNG blend mask"); Debian 12's Pillow 9.4 pastes the key
    /// colour as if it were opaque.
    static let pillowBlendsColourKeys = pillowInstalled && python.map { python in
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", "import sys, PIL; sys.exit(0 if tuple(map(int, PIL.__version__.split('.')[:2])) >= (9, 5) else 1)"]
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    } ?? false

    @Test(.enabled(if: pillowBlendsColourKeys, "Pillow before 9.5 ignores the colour key when it blends OVER: skipped"))
    func pillowReadsTheColourKeySample() throws {
        let sample = try #require(APNGTestAnimations.samples.first { $0.name == APNGTestAnimations.colourKeySample })
        try checkPillowReads(sample.frames, fps: sample.fps)
    }
}
