import CardMotionTestSupport
import Foundation
import Testing

/// A design nested as deep as the limit allows (docs/limits.md: 32 layers, a layer counting its ancestors) is read,
/// drawn and served by every command, on every thread that walks it: the render pipeline's, and the studio's
/// connections' (whose 1 MiB stacks once overflowed at this depth in a debug build). One level more is refused.
@Suite struct DeepDesignTests {
    /// A stack whose screen has `depth` translucent groups each holding the next, and whose cell has
    /// `depth` - 1 below its own layer, the innermost a text whose opacity follows the card's motion.
    static func script(depth: Int) -> String {
        let group = "{frame: [1, 1, 200, 200], opacity: 0.9, backgroundColor: '#3070ff30', layers: ["
        let screen = String(repeating: group, count: depth - 1) + "{frame: [0, 0, 10, 10], backgroundColor: red}"
            + String(repeating: "]}", count: depth - 1)
        let cell = String(repeating: group, count: depth - 2)
            + "{frame: [0, 0, 100, 20], text: {string: \"{t}\"}, opacity: \"motion.progress\"}" + String(repeating: "]}", count: depth - 2)
        return """
            screen:
              size: [200, 300]
              layers: [\(screen)]
            cell:
              layers: [\(cell)]
            widget: {kind: stack, frame: [20, 40, 160, 200]}
            cards: [{t: a}, {t: b}]
            timeline:
              - {at: 0.05, drag: {from: [100, 140], to: [180, 150], duration: 0.1}}
            fps: 20
            duration: 0.2

            """
    }

    @Test func aDesignAtTheDepthLimitIsDrawnEverywhere() throws {
        let (folder, path) = try scriptInTemporaryFolder(Self.script(depth: 32), named: "deep.yaml")
        let render = try runCardMotion(["render", path, "--output", folder + "/frames"])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/frames").sorted()
                == (0..<5).map { String(format: "frame-%05d.png", $0) })
        let states = try runCardMotion(["states", path])
        #expect(states.status == 0)
        #expect(states.stdout.split(separator: "\n").count == 5)
        let studio = try StudioProcess([path])
        let frame = try LoopbackHTTP.get("/frames/2.png", port: studio.port)
        #expect(frame.status == 200)
        #expect(frame.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(studio.stop().status == 0)
    }

    @Test func oneLevelMoreIsRefusedWithItsLine() throws {
        let (_, path) = try scriptInTemporaryFolder(Self.script(depth: 33), named: "deep.yaml")
        let states = try runCardMotion(["states", path])
        #expect(states.status == 2)
        #expect(states.stderr.contains("deep.yaml:3:"))
        #expect(states.stderr.contains(".layers: these layers would be nested 33 deep, past the limit of 32 (a layer counting its ancestors)"))
        #expect(states.stdout.isEmpty)
    }
}
