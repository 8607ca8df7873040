import CardMotionTestSupport
import CardRender
import CardScene
import Foundation
import Testing

/// `preview --sheet` (docs/commands.md#preview): thumbnails `--thumb-width` pixels wide of real frames of the
/// script, each labelled with its time and number.
@Suite struct ContactSheetCommandTests {
    /// 200 x 100 pt at scale 2, 24 fps for 1 s (frames 0 to 24): a drag moves the one card, so frames differ.
    static let script = """
    screen: {size: [200, 100], scale: 2, background: "#FFFFFF"}
    fps: 24
    duration: 1
    widget: {kind: stack, frame: [20, 20, 160, 60], visibleCount: 1}
    cell: {backgroundColor: "#3366CC", cornerRadius: 8}
    cards: [{}]
    timeline:
      - at: 0.1
        drag: {from: [100, 50], to: [190, 60], duration: 0.5}

    """

    static func writeScript() throws -> (folder: String, path: String) {
        try scriptInTemporaryFolder(script, named: "sheet.yaml")
    }

    @Test func theSheetShowsTheLabelledFramesThatRenderDraws() throws {
        let (folder, path) = try Self.writeScript()
        #expect(try runCardMotion(["render", path, "-o", folder + "/frames"]).status == 0)
        let run = try runCardMotion(["preview", path, "--sheet", "--count", "4", "--columns", "3", "--thumb-width", "100",
                                     "-o", folder + "/sheet.png"])
        #expect(run.status == 0, "\(run.stderr)")
        // 400 x 200 frames to 100 x 50 thumbnails; 2 rows of 3 columns: 3 x 100 + 4 x 8 by 2 x (50 + 20) + 3 x 8.
        #expect(run.stdout == "wrote \(folder)/sheet.png (4 frames, 332 x 164 pixels)\n")
        // Frames 0, 8, 16 and 24 of 0...24, labelled with their own times at 24 fps.
        let timing = FrameTiming(fps: 24, duration: 1)
        #expect(timing.evenlySpacedFrames(4) == [0, 8, 16, 24])
        #expect([0, 8, 16, 24].map { FrameLabel(frame: $0, timing: timing).text }
                == ["0.00 s  #0", "0.33 s  #8", "0.67 s  #16", "1.00 s  #24"])
        let layout = ContactSheet(count: 4, columns: 3, spacing: 8, frameWidth: 400, frameHeight: 200, thumbnailWidth: 100)
        let labels = [0, 8, 16, 24].map { FrameLabel(frame: $0, timing: timing) }
        let expected = try layout.compose(labels: labels) { position in
            try PNGCodec.decode(contentsOf: folder + "/frames/" + FrameFileName.of([0, 8, 16, 24][position]))
        }
        let sheet = try PNGCodec.decode(contentsOf: folder + "/sheet.png")
        #expect(sheet.pixels == expected.pixels, "the sheet is the rendered frames 0, 8, 16 and 24 with their labels")
        // Frames differ: frame 4 (the drag under way) in place of frame 8 gives another sheet.
        let shifted = try layout.compose(labels: labels) { position in
            try PNGCodec.decode(contentsOf: folder + "/frames/" + FrameFileName.of([0, 4, 16, 24][position]))
        }
        #expect(sheet.pixels != shifted.pixels)
        // The same command writes the same bytes.
        #expect(try runCardMotion(["preview", path, "--sheet", "--count", "4", "--columns", "3", "--thumb-width", "100",
                                   "-o", folder + "/again.png"]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/again.png")) == Data(contentsOf: URL(fileURLWithPath: folder + "/sheet.png")))
    }

    @Test func moreFramesThanTheScriptHasShowsEachOnceAndTheDefaultWidthIs180() throws {
        let (folder, path) = try Self.writeScript()
        let run = try runCardMotion(["preview", path, "--sheet", "--count", "400", "--columns", "5", "-o", folder + "/all.png"])
        #expect(run.status == 0, "\(run.stderr)")
        // 25 frames, 180 x 90 thumbnails: 5 x 180 + 6 x 8 by 5 x (90 + 20) + 6 x 8.
        #expect(run.stdout == "wrote \(folder)/all.png (25 frames, 948 x 598 pixels)\n")
    }

    @Test(arguments: [("15", "got 15"), ("4097", "got 4097"), ("0", "got 0"), ("-20", "got -20")])
    func thumbWidthOutOfRangeIsRefused(width: String, got: String) throws {
        let (folder, path) = try Self.writeScript()
        let run = try runCardMotion(["preview", path, "--sheet", "--thumb-width", width, "-o", folder + "/bad.png"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: --thumb-width must be from 16 to 4096 pixels, \(got)\n"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/bad.png"))
        let word = try runCardMotion(["preview", path, "--sheet", "--thumb-width", "wide", "-o", folder + "/bad.png"])
        #expect(word.status == 2)
        #expect(word.stderr.contains("--thumb-width"))
    }
}
