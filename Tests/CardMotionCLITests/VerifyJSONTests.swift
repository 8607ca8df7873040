import CardMotionTestSupport
import CardRender
import Foundation
import Testing

/// `verify --json FILE`: the run as a JSON document, and the same numbers (ratio, box in points) in JUnit. The quick
/// example's frames are 188 x 334 pixels.
extension VerifyCommandTests {
    func json(at path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Pixel (10, 10) of frame 6 changed at scale 0.5: the box is that pixel, 2 x 2 points at (20, 20).
    @Test func aOnePixelChangeGivesThatPixelInPoints() throws {
        let folder = try recorded()
        let path = folder + "/ref/frame-00006.png"
        var image = try PNGCodec.decode(contentsOf: path)
        let index = (10 * image.width + 10) * 4
        image.pixels[index] = 0
        image.pixels[index + 1] = 0
        try Data(PNGCodec.encode(image)).write(to: URL(fileURLWithPath: path))

        let result = try runCardMotion(["verify", Self.example, "--reference", folder + "/ref", "--artifacts", folder + "/art",
                                        "--json", folder + "/out/results.json"] + quick)
        #expect(result.status == 1)
        #expect(result.stdout.contains(": 37 passed, 1 failed, 0 recorded; first: stack frame-00006.png (1 different pixels)"))
        let document = try json(at: folder + "/out/results.json")
        #expect(document["frames"] as? Int == 38)
        #expect(document["passed"] as? Int == 37)
        #expect(document["failed"] as? Int == 1)
        #expect(document["recorded"] as? Int == 0)
        let scripts = try #require(document["scripts"] as? [[String: Any]])
        #expect(scripts.count == 1)
        let script = scripts[0]
        #expect(script["path"] as? String == Self.example)
        #expect(script["reference"] as? String == folder + "/ref")
        #expect(script["frames"] as? Int == 38)
        #expect(script["passed"] as? Int == 37)
        #expect(script["failed"] as? Int == 1)
        #expect(script["recorded"] as? Int == 0)
        #expect(script["seconds"] is Double)
        #expect(script["timingMismatch"] == nil)
        #expect((script["warnings"] as? [Any])?.isEmpty == true)
        // Nothing moved: the motion member is there, empty.
        #expect((script["motion"] as? [Any])?.isEmpty == true)
        let failures = try #require(script["failures"] as? [[String: Any]])
        #expect(failures.count == 1)
        let frame = failures[0]
        #expect(frame["frame"] as? Int == 6)
        #expect(frame["name"] as? String == "frame-00006.png")
        #expect(frame["differentPixels"] as? Int == 1)
        #expect(frame["ratio"] as? Double == 1.0 / Double(188 * 334))
        let bounds = try #require(frame["bounds"] as? [String: Double])
        #expect(bounds == ["x": 20, "y": 20, "width": 2, "height": 2])
        #expect(frame["geometry"] as? String == "same geometry: a drawing change (fonts, colours, images)")

        let junit = try String(contentsOfFile: folder + "/art/junit.xml", encoding: .utf8)
        #expect(junit.contains("frame-00006.png: 1 different pixels (0.0016%) in 2 x 2 pt at (20, 20); same geometry: a drawing change"), "\(junit)")

        let passing = try runCardMotion(["verify", Self.example, "--reference", folder + "/ref", "--max-diff-pixels", "1",
                                         "--json", folder + "/pass.json"] + quick)
        #expect(passing.status == 0)
        let passed = try json(at: folder + "/pass.json")
        #expect(passed["passed"] as? Int == 38)
        #expect(((passed["scripts"] as? [[String: Any]])?.first?["failures"] as? [Any])?.isEmpty == true)
    }

    /// A frame of another size reports both sizes, in pixels, instead of a box.
    @Test func aSizeMismatchReportsBothSizesInJSON() throws {
        let folder = try recorded()
        let result = try runCardMotion(["verify", Self.example, "--reference", folder + "/ref", "--json", folder + "/r.json",
                                        "--scale", "0.25", "--fps", "10"])
        #expect(result.status == 1)
        let script = try #require((try json(at: folder + "/r.json")["scripts"] as? [[String: Any]])?.first)
        #expect(script["failed"] as? Int == 38)
        let frame = try #require((script["failures"] as? [[String: Any]])?.first)
        #expect(frame["expectedSize"] as? [String: Int] == ["width": 188, "height": 334])
        #expect(frame["actualSize"] as? [String: Int] == ["width": 94, "height": 167])
        #expect(frame["bounds"] == nil)
        #expect(frame["ratio"] as? Double == 1)
    }

    /// A file that cannot be written is bad output: exit 2, naming it.
    @Test func anUnwritableJSONPathIsExitTwo() throws {
        let folder = try recorded()
        try Data("a file".utf8).write(to: URL(fileURLWithPath: folder + "/file"))
        let result = try runCardMotion(["verify", Self.example, "--reference", folder + "/ref", "--json", folder + "/file/r.json"] + quick)
        #expect(result.status == 2)
        #expect(result.stderr.contains(folder + "/file"), "\(result.stderr)")
    }
}
