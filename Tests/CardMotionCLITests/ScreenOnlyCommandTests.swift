import CardMotionTestSupport
import Foundation
import Testing

/// A screen with no control, its passes repeated per card, through every command that takes a script
/// (docs/script-format.md#a-screen-with-no-control).
@Suite struct ScreenOnlyCommandTests {
    /// 100 x 200 points at scale 1, 20 fps: a bar and three passes 50 points apart, one per card; a tap at 0.1 s
    /// held 0.1 s, so 0.2 + 0.25 s of settling: 10 frames (0 to 0.45 s).
    static func script(secondColor: String = "#00FF00") -> String {
        """
        screen:
          size: [100, 200]
          scale: 1
          layers:
            - {frame: [0, 0, 100, 20], backgroundColor: "#808080", id: bar}
            - {frame: [10, "30 + itemIndex * 50", 80, 40], forEach: cards, id: pass, backgroundColor: "{color}"}
        fps: 20
        cards:
          - {color: "#FF0000"}
          - {color: "\(secondColor)"}
          - {color: "#0000FF"}
        timeline:
          - {at: 0.1, tap: {point: [50, 100], hold: 0.1}}

        """
    }

    @Test func statesListTheCopies() throws {
        let (_, path) = try scriptInTemporaryFolder(Self.script(), named: "passes.yaml")
        let run = try runCardMotion(["states", path])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 10)
        #expect(lines.first == """
        {"frame":0,"time":0,"nodes":[{"id":"screen","kind":"decoration","index":null,"corners":[[0,0],[100,0],[100,200],[0,200]],\
        "alpha":1,"rotation":0,"scale":[1,1],"layers":[{"id":"bar","corners":[[0,0],[100,0],[100,20],[0,20]],"alpha":1},\
        {"id":"pass-0","corners":[[10,30],[90,30],[90,70],[10,70]],"alpha":1},{"id":"pass-1","corners":[[10,80],[90,80],[90,120],[10,120]],"alpha":1},\
        {"id":"pass-2","corners":[[10,130],[90,130],[90,170],[10,170]],"alpha":1}]}]}
        """)
    }

    /// `render` (with the touches shown) and `preview` write it; `verify` records it, then fails on a copy whose
    /// card changed colour, and passes when that copy is ignored by its name.
    @Test func renderPreviewAndVerify() throws {
        let (folder, path) = try scriptInTemporaryFolder(Self.script(), named: "passes.yaml")
        let render = try runCardMotion(["render", path, "-o", folder + "/frames", "--show-touches"])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/frames").count == 10)
        let preview = try runCardMotion(["preview", path, "-o", folder + "/preview.png"])
        #expect(preview.status == 0, "\(preview.stderr)")
        let record = try runCardMotion(["verify", path, "--reference", folder + "/ref", "--record", "missing"])
        #expect(record.status == 0, "\(record.stderr)")
        try Self.script(secondColor: "#FFFF00").write(toFile: path, atomically: true, encoding: .utf8)
        let changed = try runCardMotion(["verify", path, "--reference", folder + "/ref"])
        #expect(changed.status == 1, "\(changed.stdout)")
        let ignored = try runCardMotion(["verify", path, "--reference", folder + "/ref", "--ignore", "screen/pass-1"])
        #expect(ignored.status == 0, "\(ignored.stdout)\(ignored.stderr)")
    }

    /// The studio plays it: 10 frames, the tap among its gestures, and a track per copy.
    @Test func theStudioPlaysIt() throws {
        let (_, path) = try scriptInTemporaryFolder(Self.script(), named: "passes.yaml")
        let studio = try StudioProcess([path])
        let state = try LoopbackHTTP.get("/api/state?script=passes", port: studio.port).json
        #expect(state["error"] is NSNull)
        #expect(state["frames"] as? Int == 10)
        #expect((state["gestures"] as? [[String: Any]])?.map { $0["kind"] as? String } == ["tap"])
        let tracks = try #require(state["tracks"] as? [String: [Any]])
        #expect(tracks.keys.sorted() == ["screen", "screen/bar", "screen/pass-0", "screen/pass-1", "screen/pass-2"])
        #expect(studio.stop().status == 0)
    }
}
