import CardMotionTestSupport
import CardRender
import CardScene
import CardVerify
import Foundation
import Testing

/// `render --compression default|max`: what it accepts, and that `max` changes the bytes, never the frames.
@Suite struct APNGCompressionOptionTests {
    static let example = Repository.stackExample
    let quick = ["--scale", "0.5", "--fps", "10"]

    @Test func anUnknownLevelIsAUsageErrorNamingTheOption() throws {
        let folder = try temporaryFolder()
        let result = try runCardMotion(["render", Self.example, "-o", folder + "/s.apng", "--compression", "fast"] + quick)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("Error: The value 'fast' is invalid for '--compression <LEVEL>'. Please provide one of 'default' and 'max'."), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
    }

    @Test func itAppliesToAPNGOnly() throws {
        let folder = try temporaryFolder()
        for output in ["s.webp", "frames"] {
            let result = try runCardMotion(["render", Self.example, "-o", folder + "/" + output, "--compression", "max"] + quick)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("Error: --compression applies to APNG output only"), "\(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
    }

    /// The `max` file decodes, frame for frame, to the default file's frames and to the PNG sequence, and is not
    /// larger.
    @Test func maxHoldsTheSameFramesInNoMoreBytes() throws {
        let folder = try temporaryFolder()
        #expect(try runCardMotion(["render", Self.example, "-o", folder + "/default.apng"] + quick).status == 0)
        let max = try runCardMotion(["render", Self.example, "-o", folder + "/max.apng", "--compression", "max"] + quick)
        #expect(max.status == 0, "\(max.stderr)")
        #expect(try runCardMotion(["render", Self.example, "-o", folder + "/frames"] + quick).status == 0)
        let standard = try PNGCodec.read(contentsOf: folder + "/default.apng"), smallest = try PNGCodec.read(contentsOf: folder + "/max.apng")
        #expect(smallest.count <= standard.count, "max \(smallest.count) bytes, default \(standard.count)")
        let defaultFrames = try APNGDecoder.decode(standard), maxFrames = try APNGDecoder.decode(smallest)
        #expect(maxFrames.frames == defaultFrames.frames)
        #expect(maxFrames.delays == defaultFrames.delays)
        let map = try AnimationFrameMap.map(referenceDelays: maxFrames.delays.map(Double.init), timing: FrameTiming(fps: 10, duration: 0),
                                            frameCount: 38).get()
        for frame in 0..<38 {
            let png = try PNGCodec.decode(contentsOf: folder + "/frames/" + FrameFileName.of(frame))
            #expect(maxFrames.frames[map.referenceFrames[frame]] == png, "frame \(frame)")
        }
    }

    @Test func maxIsByteIdenticalForAnyNumberOfJobs() throws {
        let folder = try temporaryFolder()
        for jobs in ["1", "2"] {
            let result = try runCardMotion(["render", Self.example, "-o", folder + "/\(jobs).apng", "--compression", "max",
                                            "--jobs", jobs, "--to", "1"] + quick)
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(try PNGCodec.read(contentsOf: folder + "/1.apng") == PNGCodec.read(contentsOf: folder + "/2.apng"))
    }
}
