import CardMotionTestSupport
import CardRender
import Foundation
import Testing

/// With `--reference`, the frames the studio compares, shows as Actual and diffs are drawn as `verify` draws them,
/// without the fingers, whether the player's frames hold them (`--show-touches`) or the page draws them over the
/// picture (docs/studio.md#reference-mode---reference-dir).
@Suite(.serialized) struct StudioComparedFramesTests {
    /// A blue card of 60 x 60 pt on white (120 x 120 pt, scale 1, 20 fps for 0.8 s: 17 frames), dragged by its
    /// centre from (60, 60) 25 pt right from 0.1 s over 0.4 s and let go (frame 10), so the frames change where the
    /// finger is too; the finger's disc fades by 0.7 s.
    static let script = """
    screen: {size: [120, 120], scale: 1, background: "#FFFFFF"}
    fps: 20
    duration: 0.8
    widget: {kind: stack, frame: [30, 30, 60, 60], visibleCount: 1}
    cell: {backgroundColor: "#2050D0", cornerRadius: 6}
    cards: [{}]
    timeline:
      - {at: 0.1, drag: {from: [60, 60], by: [25, 0], duration: 0.4}}

    """

    /// The script in a new folder with its references recorded by `verify --record all`, which `verify` then passes.
    static func recordedReferences() throws -> (folder: String, path: String, reference: String) {
        let (folder, path) = try scriptInTemporaryFolder(script, named: "touches.yaml")
        let reference = folder + "/ref"
        let record = try runCardMotion(["verify", path, "--reference", reference, "--record", "all"])
        #expect(record.status == 0, "\(record.stderr)")
        let verify = try runCardMotion(["verify", path, "--reference", reference])
        #expect(verify.status == 0, "\(verify.stderr)")
        return (folder, path, reference)
    }

    /// The pixels of `image` in pixelmatch's diff colour (red): the differing ones.
    static func redPixels(_ image: RGBAImage) -> Int {
        stride(from: 0, to: image.pixels.count, by: 4).filter { Array(image.pixels[$0..<$0 + 4]) == [255, 0, 0, 255] }.count
    }

    @Test func verdictsAndDiffsLeaveTheFingersOutAsVerifyDoes() throws {
        let (folder, path, reference) = try Self.recordedReferences()
        #expect(try runCardMotion(["render", path, "-o", folder + "/plain"]).status == 0)
        let studio = try StudioProcess([path, "--show-touches", "--reference", reference])
        let verdicts = try LoopbackHTTP.get("/api/verdicts?script=touches", port: studio.port).json
        #expect(verdicts["failed"] as? Int == 0)
        #expect(verdicts["missing"] as? Int == 0)
        let frames = try #require(verdicts["frames"] as? [[String: Any]])
        #expect(frames.count == 17)
        for (frame, verdict) in frames.enumerated() {
            #expect(verdict["verdict"] as? String == "passed", "frame \(frame)")
            #expect(verdict["differentPixels"] as? Int == 0, "frame \(frame)")
        }
        for frame in [6, 11] {
            // The player's frame first, so that the cache holds it when the Actual of the same frame is asked for.
            let player = try PNGCodec.decode(LoopbackHTTP.get("/frames/\(frame).png?script=touches", port: studio.port).body)
            let actual = try LoopbackHTTP.get("/actuals/\(frame).png?script=touches", port: studio.port)
            #expect(actual.status == 200 && actual.headers["content-type"] == "image/png")
            let plain = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/plain/" + FrameFileName.of(frame))))
            #expect(actual.body == plain, "frame \(frame): the Actual is render's frame without --show-touches")
            #expect(try PNGCodec.decode(actual.body) != player, "frame \(frame): the player's frame holds the finger")
            // The finger over the card at frame 6, and fading where it lifted at frame 11: in the player's frame only.
            let actualImage = try PNGCodec.decode(actual.body)
            let finger = (frame == 6 ? 72 : 85, 60)
            #expect(player.pixel(x: finger.0, y: finger.1) != actualImage.pixel(x: finger.0, y: finger.1), "frame \(frame)")
            let again = try PNGCodec.decode(LoopbackHTTP.get("/frames/\(frame).png?script=touches", port: studio.port).body)
            #expect(again == player, "frame \(frame): the cache keeps the two apart")
            let diff = try PNGCodec.decode(LoopbackHTTP.get("/diffs/\(frame).png?script=touches", port: studio.port).body)
            #expect(diff.width == 120 && diff.height == 120)
            #expect(Self.redPixels(diff) == 0, "frame \(frame)")
        }
        #expect(studio.stop().status == 0)
    }

    /// Started without `--show-touches` (the page's touches box is ticked by default), the page in reference mode
    /// shows the Actual from `/actuals/N.png` and draws no finger over it at a mid-drag frame; the box is disabled.
    @Test(.enabled(if: HeadlessChromium.executable != nil, "chromium is not installed"))
    func thePageDrawsNoFingerOverTheActual() throws {
        let (_, path, reference) = try Self.recordedReferences()
        let studio = try StudioProcess([path, "--reference", reference])
        let browser = try DevToolsPipe(url: "http://127.0.0.1:\(studio.port)/?events=off")
        #expect(try browser.waitUntil("studio.verdicts !== undefined && studio.verdicts !== null"))
        try browser.evaluate("studio.seek(6)")
        #expect(try browser.waitUntil("""
            studio.motion && studio.motion.asked.frame === 6 && studio.motion.touches.length === 1
              && ['expected', 'picture', 'diff'].every((id) => document.getElementById(id).complete && document.getElementById(id).naturalWidth === 120)
            """))
        #expect(try browser.evaluate("document.getElementById('picture').getAttribute('src')") as? String
                == "/actuals/6.png?script=touches&revision=1")
        #expect(try browser.evaluate("document.body.dataset.touches") as? String == "0")
        let painted = try browser.evaluate("""
            (() => {
              const c = document.getElementById('touches');
              if (!c.width || !c.height) return 0;
              const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
              let n = 0; for (let i = 3; i < d.length; i += 4) if (d[i] !== 0) n++;
              return n;
            })()
            """) as? Int
        #expect(painted == 0)
        #expect(try browser.evaluate("document.getElementById('show-touches').disabled") as? Bool == true)
        #expect(try browser.evaluate("document.getElementById('verdict').textContent") as? String == "passed: 0 different pixels")
    }
}
