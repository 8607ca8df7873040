import CardMotionTestSupport
import CardRender
import CardScene
import CardVerify
import Foundation
import Testing

/// One animated file instead of a folder of frames: `render --output NAME.apng`, `preview --animated`, and
/// `verify --reference NAME.apng` with its record modes.
@Suite struct AnimatedOutputTests {
    static let example = Repository.stackExample
    let quick = ["--scale", "0.5", "--fps", "10"]

    /// Every frame of the APNG, decoded, equals the frame of the PNG sequence byte for byte in RGBA.
    @Test func anAPNGHoldsExactlyTheFramesOfTheSequence() throws {
        let folder = try temporaryFolder()
        #expect(try runCardMotion(["render", Self.example, "-o", folder + "/s.apng"] + quick).status == 0)
        #expect(try runCardMotion(["render", Self.example, "-o", folder + "/frames"] + quick).status == 0)
        var decoder = try APNGDecoder(PNGCodec.read(contentsOf: folder + "/s.apng"))
        let map = try AnimationFrameMap.map(referenceDelays: decoder.delays.map(Double.init), timing: FrameTiming(fps: 10, duration: 0),
                                            frameCount: 38).get()
        var shown: (index: Int, image: RGBAImage)?
        for frame in 0..<38 {
            while shown?.index != map.referenceFrames[frame] {
                shown = ((shown?.index ?? -1) + 1, try #require(try decoder.nextFrame()))
            }
            let png = try PNGCodec.decode(contentsOf: folder + "/frames/" + FrameFileName.of(frame))
            #expect(shown?.image == png, "frame \(frame)")
        }
        #expect(decoder.numPlays == 0, "loops for ever")
    }

    @Test func theFileIsByteIdenticalForAnyNumberOfJobs() throws {
        let folder = try temporaryFolder()
        for jobs in ["1", "2"] {
            #expect(try runCardMotion(["render", Self.example, "-o", folder + "/\(jobs).apng", "--jobs", jobs] + quick).status == 0)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/1.apng")) == Data(contentsOf: URL(fileURLWithPath: folder + "/2.apng")))
    }

    @Test func severalScriptsGiveOneFileEachInTheFolder() throws {
        let folder = try temporaryFolder()
        let result = try runCardMotion(["render", Self.example, Repository.example("sortGrid"), "-o", folder, "--format", "apng",
                                        "--to", "0.5"] + quick)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["sortGrid.apng", "stack.apng"])
    }

    @Test func contradictoryOutputsAreUsageErrors() throws {
        let folder = try temporaryFolder()
        let two = try runCardMotion(["render", Self.example, Repository.example("deck"), "-o", folder + "/x.apng"])
        #expect(two.status == 2)
        #expect(two.stderr.hasPrefix("Error: --output \(folder)/x.apng names one file; with several scripts give a folder and --format apng"))
        let format = try runCardMotion(["render", Self.example, "-o", folder + "/x.apng", "--format", "png"])
        #expect(format.status == 2)
        #expect(format.stderr.hasPrefix("Error: --output \(folder)/x.apng names a .apng file but --format is png"))
    }

    /// GIF and MP4 need the ffmpeg program: without it the run says how to install it, exits 2 and leaves no file;
    /// an ffmpeg that fails leaves no file either.
    @Test func withoutAWorkingFFmpegNothingIsWritten() throws {
        let folder = try temporaryFolder()
        var environment = ProcessInfo.processInfo.environment
        environment["CARDMOTION_FFMPEG"] = "/nonexistent/ffmpeg"
        let missing = try runCardMotion(["render", Self.example, "-o", folder + "/s.gif"] + quick, environment: environment)
        #expect(missing.status == 2)
        #expect(missing.stderr == "cardmotion: \(folder)/s.gif: ffmpeg is not installed; install it with: apt-get install ffmpeg\n")
        let failing = folder + "/failing-ffmpeg"
        try "#!/bin/sh\ncat >/dev/null\necho 'Conversion failed: simulated' >&2\nexit 1\n".write(toFile: failing, atomically: true, encoding: .utf8)
        #expect(chmod(failing, 0o755) == 0)
        environment["CARDMOTION_FFMPEG"] = failing
        let failed = try runCardMotion(["render", Self.example, "-o", folder + "/s.mp4"] + quick, environment: environment)
        #expect(failed.status == 2)
        #expect(failed.stderr.contains("Conversion failed: simulated"), "\(failed.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["failing-ffmpeg"])
    }

    @Test func anAnimatedPreviewIsSmallAndLoops() throws {
        let folder = try temporaryFolder()
        let result = try runCardMotion(["preview", Self.example, "--animated", folder + "/p.apng", "--width", "120", "--fps", "10"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "wrote \(folder)/p.apng (38 frames, 120 x 213 pixels, \(try fileSize(folder + "/p.apng")) bytes)\n")
        let decoder = try APNGDecoder(PNGCodec.read(contentsOf: folder + "/p.apng"))
        #expect(decoder.width == 120 && decoder.height == 213 && decoder.numPlays == 0)
    }

    /// `preview --animated` encodes as `render` does: `--compression max` gives the same frames in no more bytes,
    /// `--quality` a lossy WebP, and either option for another output is a usage error.
    @Test func anAnimatedPreviewTakesTheEncodingOptions() throws {
        let folder = try temporaryFolder()
        let small = ["--width", "120", "--fps", "10"]
        for (name, options) in [("default", [String]()), ("max", ["--compression", "max"])] {
            let result = try runCardMotion(["preview", Self.example, "--animated", folder + "/\(name).apng"] + small + options)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let standard = try APNGDecoder.decode(PNGCodec.read(contentsOf: folder + "/default.apng"))
        let smallest = try APNGDecoder.decode(PNGCodec.read(contentsOf: folder + "/max.apng"))
        #expect(smallest.frames == standard.frames && smallest.delays == standard.delays)
        #expect(try fileSize(folder + "/max.apng") <= fileSize(folder + "/default.apng"))
        let lossy = try runCardMotion(["preview", Self.example, "--animated", folder + "/p.webp", "--quality", "50"] + small)
        #expect(lossy.status == 0, "\(lossy.stderr)")
        let lossless = try runCardMotion(["preview", Self.example, "--animated", folder + "/q.webp"] + small)
        #expect(lossless.status == 0, "\(lossless.stderr)")
        #expect(try fileSize(folder + "/p.webp") < fileSize(folder + "/q.webp"))
        let misplaced = try runCardMotion(["preview", Self.example, "--animated", folder + "/x.webp", "--compression", "max"] + small)
        #expect(misplaced.status == 2)
        #expect(misplaced.stderr.hasPrefix("Error: --compression applies to APNG output only"))
        let frame = try runCardMotion(["preview", Self.example, "-o", folder + "/x.png", "--quality", "50"])
        #expect(frame.status == 2)
        #expect(frame.stderr.hasPrefix("Error: --quality applies to WebP output only"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/x.webp") && !FileManager.default.fileExists(atPath: folder + "/x.png"))
    }

    // MARK: verify against an APNG

    func recorded() throws -> String {
        let folder = try temporaryFolder()
        let result = try runCardMotion(["verify", Self.example, "--reference", folder + "/ref/stack.apng", "--record", "missing"] + quick)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("0 passed, 0 failed, 38 recorded"))
        return folder + "/ref/stack.apng"
    }

    @Test func aRecordedAnimationPassesAndAMissingOneIsBadInput() throws {
        let reference = try recorded()
        let again = try runCardMotion(["verify", Self.example, "--reference", reference] + quick)
        #expect(again.status == 0)
        #expect(again.stdout.contains("38 passed, 0 failed, 0 recorded"))
        let missing = try runCardMotion(["verify", Self.example, "--reference", reference + ".other.apng"] + quick)
        #expect(missing.status == 2)
        #expect(missing.stderr == "cardmotion: reference \(reference).other.apng is missing (record it with --record missing)\n")
    }

    /// One pixel of one frame changed in the reference: that frame fails, with its artefacts, and no other.
    @Test func aOnePixelChangeInOneFrameIsCaught() throws {
        let reference = try recorded()
        var animation = try APNGDecoder.decode(PNGCodec.read(contentsOf: reference))
        // The reference's frame 3 is some script frame; find which by mapping.
        let map = try AnimationFrameMap.map(referenceDelays: animation.delays.map(Double.init), timing: FrameTiming(fps: 10, duration: 0),
                                            frameCount: 38).get()
        let changed = 3
        let scriptFrames = map.referenceFrames.indices.filter { map.referenceFrames[$0] == changed }
        let index = (5 * animation.width + 5) * 4
        animation.frames[changed].pixels[index] = 0
        animation.frames[changed].pixels[index + 1] = 0
        let encoder = APNGEncoder(settings: AnimationSettings(width: animation.width, height: animation.height, fps: 10))
        for frame in 0..<38 { try encoder.append(animation.frames[map.referenceFrames[frame]]) }
        try Data(try encoder.finish()).write(to: URL(fileURLWithPath: reference))

        let folder = URL(fileURLWithPath: reference).deletingLastPathComponent().path
        let result = try runCardMotion(["verify", Self.example, "--reference", reference, "--artifacts", folder + "/art"] + quick)
        #expect(result.status == 1)
        let first = FrameFileName.of(scriptFrames[0])
        #expect(result.stdout.contains("\(38 - scriptFrames.count) passed, \(scriptFrames.count) failed, 0 recorded; first: stack \(first) (1 different pixels)"),
                "\(result.stdout)")
        for suffix in ["expected", "actual", "diff"] {
            #expect(FileManager.default.fileExists(atPath: folder + "/art/\(first.dropLast(4)).\(suffix).png"))
        }
    }

    @Test func aReferenceOfAnotherTimingFailsWithTheNumbers() throws {
        let reference = try recorded()
        let result = try runCardMotion(["verify", Self.example, "--reference", reference, "--scale", "0.5", "--fps", "20"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(reference): the reference has "), "\(result.stdout)")
        #expect(result.stdout.contains("the script has 75 frames lasting 3750 ms at 20 fps (the durations differ)"), "\(result.stdout)")
        let rerecorded = try runCardMotion(["verify", Self.example, "--reference", reference, "--scale", "0.5", "--fps", "20", "--record", "failed"])
        #expect(rerecorded.status == 0)
        #expect(rerecorded.stdout.contains("75 recorded"))
    }

    @Test func aCorruptReferenceIsBadInputNamingTheChunk() throws {
        let reference = try recorded()
        var bytes = try PNGCodec.read(contentsOf: reference)
        bytes[bytes.count - 20] ^= 0xFF
        try Data(bytes).write(to: URL(fileURLWithPath: reference))
        let result = try runCardMotion(["verify", Self.example, "--reference", reference] + quick)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("cardmotion: reference \(reference): chunk "), "\(result.stderr)")
        #expect(result.stderr.contains("CRC mismatch"), "\(result.stderr)")
    }

    func fileSize(_ path: String) throws -> Int {
        try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? -1
    }
}
