import CardMotionTestSupport
import CardRender
import Foundation
import Testing

/// `--show-touches` on `render`, `preview` and `studio` (docs/commands.md#render): a 44-point disc, mid grey at half
/// opacity with a 2-point soft rim, over each finger, gone 0.2 s after the lift.
@Suite struct ShowTouchesTests {
    /// White, 100 x 100 pt at scale 1, 20 fps: a drag from (30, 50) to (70, 50) from 0.1 s over 0.4 s, lifted at
    /// 0.5 s (frame 10); the one card lies along the bottom, below the discs.
    static let script = """
    screen: {size: [100, 100], scale: 1, background: "#FFFFFF"}
    fps: 20
    duration: 0.8
    widget: {kind: stack, frame: [0, 80, 100, 20], visibleCount: 1}
    cell: {backgroundColor: "#FF0000", cornerRadius: 0}
    cards: [{}]
    timeline:
      - at: 0.1
        drag: {from: [30, 50], to: [70, 50], duration: 0.4}

    """

    static func writeScript() throws -> (folder: String, path: String) {
        try scriptInTemporaryFolder(script, named: "touches.yaml")
    }

    static func grey(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let pixel = image.pixel(x: x, y: y)
        return [pixel.r, pixel.g, pixel.b, pixel.a]
    }

    /// White under grey 153 at alpha a: 255 - 102 a, to the nearest level.
    static func level(alpha: Double) -> [UInt8] {
        let value = UInt8((255 - 102 * alpha).rounded())
        return [value, value, value, 255]
    }

    @Test func theDiscAtAMidDragFrameAndItsFade() throws {
        let (folder, path) = try Self.writeScript()
        let run = try runCardMotion(["render", path, "-o", folder + "/shown", "--show-touches"])
        #expect(run.status == 0, "\(run.stderr)")
        let frame = { (index: Int) in try PNGCodec.decode(contentsOf: folder + "/shown/" + FrameFileName.of(index)) }
        // Frame 6 (0.3 s): the finger half-way, at (50, 50). Pixel (x, y) covers x...x+1, so its centre is at
        // x + 0.5: pixels 31 to 68 have centres within 20 points (solid, alpha 0.5), pixel 69 and 30 at 19.5 too.
        let middle = try frame(6)
        for x in [30, 31, 50, 68, 69] { #expect(Self.grey(middle, x, 50) == Self.level(alpha: 0.5), "x \(x)") }
        for y in [30, 50, 69] { #expect(Self.grey(middle, 50, y) == Self.level(alpha: 0.5), "y \(y)") }
        // The rim: pixel 70's centre is 20.5 points out, 1.5 of the rim's 2 points before the edge: alpha 0.375.
        #expect(Self.grey(middle, 70, 50) == Self.level(alpha: 0.375))
        #expect(Self.grey(middle, 29, 50) == Self.level(alpha: 0.375))
        // Beyond 22 points: untouched white.
        for (x, y) in [(72, 50), (27, 50), (50, 27), (50, 72), (70, 70)] { #expect(Self.grey(middle, x, y) == [255, 255, 255, 255], "\(x), \(y)") }
        // Frame 11 (0.55 s): 0.05 s after the lift, at (70, 50), opacity 0.75: alpha 0.375.
        let fading = try frame(11)
        // The solid part's alpha is set as a whole colour and quantised to 8 bits before compositing (the rim's is
        // interpolated by the gradient): premultiplied grey round(153 x 0.375) = 57, alpha round(255 x 0.375) = 96,
        // over white 57 + 255 - 96 = 216.
        #expect(Self.grey(fading, 70, 50) == [216, 216, 216, 255])
        #expect(Self.grey(fading, 50, 50) == [216, 216, 216, 255])
        // Where the finger was at 0.3 s, more than 22 points from (70, 50): white again.
        #expect(Self.grey(fading, 47, 50) == [255, 255, 255, 255])
        #expect(Self.grey(fading, 30, 50) == [255, 255, 255, 255])
        // Frame 14 (0.7 s): 0.2 s after the lift, gone: the frame is the one drawn without --show-touches.
        let plain = try runCardMotion(["render", path, "-o", folder + "/plain"])
        #expect(plain.status == 0)
        for index in [0, 14, 15, 16] {
            #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/shown/" + FrameFileName.of(index)))
                == Data(contentsOf: URL(fileURLWithPath: folder + "/plain/" + FrameFileName.of(index))), "frame \(index)")
        }
        for index in [2, 6, 10, 11, 13] {
            #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/shown/" + FrameFileName.of(index)))
                != Data(contentsOf: URL(fileURLWithPath: folder + "/plain/" + FrameFileName.of(index))), "frame \(index)")
        }
    }

    @Test func renderAndPreviewDrawTheSamePixels() throws {
        let (folder, path) = try Self.writeScript()
        #expect(try runCardMotion(["render", path, "-o", folder + "/frames", "--show-touches"]).status == 0)
        for (index, time) in [(6, "0.3"), (11, "0.55"), (13, "0.65")] {
            let output = folder + "/preview-\(index).png"
            let run = try runCardMotion(["preview", path, "--at", time, "-o", output, "--show-touches"])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(try PNGCodec.decode(contentsOf: output) == PNGCodec.decode(contentsOf: folder + "/frames/" + FrameFileName.of(index)), "frame \(index)")
        }
    }

    @Test func studioFramesShowTouchesWhenStartedWithTheFlag() throws {
        let (folder, path) = try Self.writeScript()
        #expect(try runCardMotion(["render", path, "-o", folder + "/frames", "--show-touches"]).status == 0)
        let studio = try StudioProcess([path, "--show-touches"])
        for frame in [6, 11, 14] {
            let response = try LoopbackHTTP.get("/frames/\(frame).png?script=touches", port: studio.port)
            #expect(response.status == 200)
            #expect(Data(response.body) == (try Data(contentsOf: URL(fileURLWithPath: folder + "/frames/" + FrameFileName.of(frame)))), "frame \(frame)")
        }
        let middle = try PNGCodec.decode(LoopbackHTTP.get("/frames/6.png?script=touches", port: studio.port).body)
        #expect(Self.grey(middle, 50, 50) == Self.level(alpha: 0.5))
        #expect(studio.stop().status == 0)
    }
}
