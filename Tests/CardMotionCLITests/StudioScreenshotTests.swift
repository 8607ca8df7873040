import CardMotionTestSupport
import CardRender
import Foundation
import Testing

/// A plain `chromium --headless --screenshot=out.png --window-size=1280,900 http://127.0.0.1:PORT/` (no DevTools,
/// no virtual time, the event stream open: the capture follows the load event) shows the first frame, and with
/// `--reference` the first frame's expected, actual and diff pictures (docs/studio.md#the-page).
@Suite(.serialized, .enabled(if: HeadlessChromium.executable != nil, "chromium is not installed"))
struct StudioScreenshotTests {
    /// The pictures' borders: #ccc.
    static let border: [UInt8] = [204, 204, 204]

    /// The page's screenshot at 1280 x 900, taken by chromium's `--screenshot` alone (a hang fails the test and
    /// says what chromium and the studio were doing: `HeadlessChromium.run`).
    static func screenshot(of studio: StudioProcess) throws -> RGBAImage {
        let folder = try temporaryFolder()
        _ = try HeadlessChromium.run(["--headless", "--no-sandbox", "--screenshot=" + folder + "/out.png", "--window-size=1280,900",
                                      "--user-data-dir=" + folder + "/profile", "http://127.0.0.1:\(studio.port)/"],
                                     watching: [studio.process.processIdentifier], timeLimit: 180)
        return try PNGCodec.decode(contentsOf: folder + "/out.png")
    }

    static func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let pixel = image.pixel(x: x, y: y)
        return [pixel.r, pixel.g, pixel.b]
    }

    /// The inside of each bordered picture of the shot, left to right, as `(x, y, width, height)` in pixels: the
    /// runs of border colour longer than 100 pixels along the top border's row (found down the page's left edge,
    /// where the first picture's border starts at x = 14, main's padding), and the left border's length down.
    static func pictures(in shot: RGBAImage) -> [(x: Int, y: Int, width: Int, height: Int)] {
        guard let top = (0..<shot.height).first(where: { rgb(shot, 14, $0) == border }) else { return [] }
        let height = (top..<shot.height).prefix { rgb(shot, 14, $0) == border }.count - 2
        var boxes: [(x: Int, y: Int, width: Int, height: Int)] = []
        var x = 0
        while x < shot.width {
            let run = (x..<shot.width).prefix { rgb(shot, $0, top) == border }.count
            if run > 100 { boxes.append((x + 1, top + 1, run - 2, height)) }
            x += max(run, 1)
        }
        return boxes
    }

    /// The share of the box's pixels within 8 levels (each channel) of the picture's pixel at the same place,
    /// the picture scaled to the box's height (nearest pixel): its width on the page is fractional (540 x 750 /
    /// 1334 = 303.6), the box's whole pixels 303 or 304.
    static func agreement(_ shot: RGBAImage, box: (x: Int, y: Int, width: Int, height: Int), picture: RGBAImage) -> Double {
        var close = 0
        for y in 0..<box.height {
            for x in 0..<box.width {
                let px = min(picture.width - 1, Int((Double(x) + 0.5) * Double(picture.height) / Double(box.height)))
                let py = min(picture.height - 1, Int((Double(y) + 0.5) * Double(picture.height) / Double(box.height)))
                let shown = rgb(shot, box.x + x, box.y + y), drawn = rgb(picture, px, py)
                if zip(shown, drawn).allSatisfy({ abs(Int($0) - Int($1)) <= 8 }) { close += 1 }
            }
        }
        return Double(close) / Double(box.width * box.height)
    }

    /// The picture at `path` from the studio, decoded.
    static func picture(_ path: String, port: UInt16) throws -> RGBAImage {
        let response = try LoopbackHTTP.get(path, port: port)
        #expect(response.status == 200, "\(path)")
        return try PNGCodec.decode(response.body)
    }

    /// The deck's frame 0 (750 x 1334 pixels) in a box 540 pixels high (60vh of 900), 304 wide (540 x 750 / 1334 =
    /// 303.6), inside a 1-pixel border at main's padding (14, 10).
    @Test func theFirstFrameIsInTheShot() throws {
        let studio = try StudioProcess([Repository.example("deck")])
        let shot = try Self.screenshot(of: studio)
        let boxes = Self.pictures(in: shot)
        #expect(boxes.map { [$0.x, $0.y, $0.width, $0.height] } == [[15, 11, 304, 540]])
        let frame = try Self.picture("/frames/0.png", port: studio.port)
        for box in boxes {
            let agreement = Self.agreement(shot, box: box, picture: frame)
            #expect(agreement > 0.95, "\(agreement) of the picture's pixels are the frame's")
        }
        #expect(studio.stop().status == 0)
    }

    /// With the stack example's references recorded by `verify --record all`: expected, actual and diff side by
    /// side, each a box 540 pixels high below its caption, 303.6 wide (303 or 304 whole pixels) and 14 apart (the
    /// stage's gap), each showing its own picture.
    @Test func withReferenceTheExpectedActualAndDiffAreInTheShot() throws {
        let folder = try temporaryFolder()
        let record = try runCardMotion(["verify", Repository.stackExample, "--reference", folder + "/ref", "--record", "all"])
        #expect(record.status == 0, "\(record.stderr)")
        let studio = try StudioProcess([Repository.stackExample, "--reference", folder + "/ref"])
        let shot = try Self.screenshot(of: studio)
        let boxes = Self.pictures(in: shot)
        try #require(boxes.count == 3)
        #expect(boxes.map(\.width) == [304, 303, 304] && boxes.map(\.height) == [540, 540, 540])
        #expect(boxes.map { [$0.x, $0.y] } == [[15, 31], [335, 31], [654, 31]])
        let pictures = try ["/references/0.png", "/actuals/0.png", "/diffs/0.png"].map { try Self.picture($0, port: studio.port) }
        for (box, picture) in zip(boxes, pictures) {
            let agreement = Self.agreement(shot, box: box, picture: picture)
            #expect(agreement > 0.95, "\(box): \(agreement) of the pixels are the picture's")
        }
        // The diff (the frame faded, no pixel differing) is not the actual frame: each box shows its own picture.
        #expect(Self.agreement(shot, box: boxes[2], picture: pictures[1]) < 0.85)
        #expect(Self.agreement(shot, box: boxes[1], picture: pictures[2]) < 0.85)
        #expect(studio.stop().status == 0)
    }
}
