import CardMotionTestSupport
import CardRender
import CardScene
import CardVerify
import Foundation
import Testing

/// `render NAME.apng` of a flat script (`Examples/switcher.yaml`, fewer than 256 colours): a palette image whose
/// frames are the PNG sequence's, with the same bytes whatever `--jobs`, at both compressions.
@Suite struct APNGPaletteRenderTests {
    static let example = Repository.example("switcher")
    let quick = ["--scale", "0.5", "--fps", "10"]

    @Test func aFlatScriptIsAPaletteAPNGWithTheSequencesFrames() throws {
        let folder = try temporaryFolder()
        #expect(try runCardMotion(["render", Self.example, "-o", folder + "/s.apng"] + quick).status == 0)
        #expect(try runCardMotion(["render", Self.example, "-o", folder + "/frames"] + quick).status == 0)
        let bytes = try PNGCodec.read(contentsOf: folder + "/s.apng")
        #expect(bytes[25] == 3, "colour type 3 (palette) in IHDR")
        let animation = try APNGDecoder.decode(bytes)
        let frameCount = try FileManager.default.contentsOfDirectory(atPath: folder + "/frames").count
        #expect(frameCount == 87)
        let map = try AnimationFrameMap.map(referenceDelays: animation.delays.map(Double.init), timing: FrameTiming(fps: 10, duration: 0),
                                            frameCount: frameCount).get()
        for frame in 0..<frameCount {
            let png = try PNGCodec.decode(contentsOf: folder + "/frames/" + FrameFileName.of(frame))
            #expect(animation.frames[map.referenceFrames[frame]] == png, "frame \(frame)")
        }
    }

    @Test(arguments: ["default", "max"])
    func theBytesAreTheSameForAnyNumberOfJobs(_ compression: String) throws {
        let folder = try temporaryFolder()
        for jobs in ["1", "2"] {
            let result = try runCardMotion(["render", Self.example, "-o", folder + "/\(jobs).apng", "--compression", compression,
                                            "--jobs", jobs] + quick)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let one = try PNGCodec.read(contentsOf: folder + "/1.apng")
        #expect(one[25] == 3)
        #expect(one == (try PNGCodec.read(contentsOf: folder + "/2.apng")))
    }
}
