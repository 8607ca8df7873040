import CardMotionTestSupport
import Foundation
import Testing

/// Geometry goldens beside pixel goldens: recording writes `states.jsonl`, and a failing frame is explained by the
/// nodes that moved, faded, rotated or appeared, or as a drawing change when none did.
@Suite struct GeometryGoldenTests {
    let quick = ["--scale", "0.5", "--fps", "10"]

    func script(in folder: String, _ edit: (String) -> String = { $0 }) throws -> String {
        try copyOfStackExample(in: folder, edit)
    }

    func recorded() throws -> (folder: String, references: String) {
        let folder = try temporaryFolder()
        let references = folder + "/ref"
        let result = try runCardMotion(["verify", try script(in: folder), "--reference", references, "--record", "missing"] + quick)
        #expect(result.status == 0, "\(result.stderr)")
        return (folder, references)
    }

    @Test func recordingWritesTheStatesOfEveryFrame() throws {
        let (_, references) = try recorded()
        let lines = try String(contentsOfFile: references + "/states.jsonl", encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 38)
        #expect(lines[0].hasPrefix("{\"frame\":0,\"time\":0,\"nodes\":[{\"id\":\"stack\""))
    }

    /// The first drag 4 points longer: the frames that fail say which card moved and by how much, and a frame that
    /// passes with moved geometry is a warning.
    @Test func aLongerDragIsExplainedByTheCardThatMoved() throws {
        let (folder, references) = try recorded()
        let changed = try temporaryFolder()
        let path = try script(in: changed, longerFirstDrag)
        let result = try runCardMotion(["verify", path, "--reference", references, "--artifacts", folder + "/art",
                                        "--json", folder + "/results.json"] + quick)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("stack frame-00007.png: 919 different pixels; card-0 moved (+3.2, +0.0) pt"), "\(result.stdout)")
        #expect(lines.contains("warning: stack frame-00010.png passed, but its geometry changed: snapshot-0 moved (+4.0, +0.0) pt"),
                "\(result.stdout)")
        let junit = try String(contentsOfFile: folder + "/art/junit.xml", encoding: .utf8)
        #expect(junit.contains("frame-00007.png: 919 different pixels (1.46%) in 236 x 368 pt at (140, 146); card-0 moved (+3.2, +0.0) pt"))
        // The JSON document carries the same explanations and warnings.
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/results.json"))
        let script = try #require(((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["scripts"] as? [[String: Any]])?.first)
        let failures = try #require(script["failures"] as? [[String: Any]])
        #expect(failures.map { $0["frame"] as? Int } == [4, 5, 6, 7, 8, 9])
        let seventh = try #require(failures.first { $0["frame"] as? Int == 7 })
        #expect(seventh["differentPixels"] as? Int == 919)
        #expect(seventh["bounds"] as? [String: Double] == ["x": 140, "y": 146, "width": 236, "height": 368])
        #expect(seventh["geometry"] as? String == "card-0 moved (+3.2, +0.0) pt")
        let warnings = try #require(script["warnings"] as? [[String: Any]])
        #expect(warnings.contains { $0["name"] as? String == "frame-00010.png" && $0["text"] as? String == "snapshot-0 moved (+4.0, +0.0) pt" })
    }

    /// With `--strict`, a frame that passes with changed geometry fails the run: exit 2 after the report, as every
    /// warning does under `--strict`.
    @Test func strictFailsOnChangedGeometry() throws {
        let (_, references) = try recorded()
        let changed = try temporaryFolder()
        let path = try script(in: changed, longerFirstDrag)
        let lenient = try runCardMotion(["verify", path, "--reference", references, "--max-diff-pixels", "100000"] + quick)
        #expect(lenient.status == 0, "\(lenient.stdout)")
        #expect(lenient.stdout.contains("warning: stack frame-00004.png passed, but its geometry changed"), "\(lenient.stdout)")
        let strict = try runCardMotion(["verify", path, "--reference", references, "--max-diff-pixels", "100000", "--strict"] + quick)
        #expect(strict.status == 2)
        #expect(strict.stderr.hasSuffix("frames passed with changed geometry (warnings above)\n"), "\(strict.stderr)")
    }

    /// Another title on a card: pixels differ where it shows, geometry does not.
    @Test func aDifferentTitleIsADrawingChange() throws {
        let (_, references) = try recorded()
        let changed = try temporaryFolder()
        let path = try script(in: changed) { $0.replacingOccurrences(of: "title: ThinkJS", with: "title: ThinkTS") }
        let result = try runCardMotion(["verify", path, "--reference", references] + quick)
        #expect(result.status == 1)
        #expect(result.stdout.contains("different pixels; same geometry: a drawing change (fonts, colours, images)"), "\(result.stdout)")
    }

    /// An APNG golden keeps its geometry beside it, `NAME.states.jsonl`, and explains its failing frames the same way.
    @Test func anAnimatedGoldenKeepsItsGeometryBesideIt() throws {
        let folder = try temporaryFolder()
        let reference = folder + "/goldens/stack.apng"
        let record = try runCardMotion(["verify", try script(in: folder), "--reference", reference, "--record", "missing"] + quick)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/goldens/stack.states.jsonl"))
        let changed = try temporaryFolder()
        let path = try script(in: changed, longerFirstDrag)
        let result = try runCardMotion(["verify", path, "--reference", reference] + quick)
        #expect(result.status == 1)
        #expect(result.stdout.contains("stack frame-00007.png: 919 different pixels; card-0 moved (+3.2, +0.0) pt"), "\(result.stdout)")
    }
}
