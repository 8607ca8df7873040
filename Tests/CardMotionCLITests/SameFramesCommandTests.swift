import CardMotionTestSupport
import CardRender
import CardVerify
import Foundation
import Testing

/// Reference folders store each distinct frame once (later frames alike are entries of `same-frames.txt`), and a
/// failing run writes the images of a repeated failure once: what `verify` records reads back, a tampered index is
/// bad input, approving a frame that others repeat keeps their pixels, and the report shows every failing frame.
@Suite struct SameFramesCommandTests {
    static let quick = ["--scale", "0.5", "--fps", "10"]

    /// The stack example recorded into `folder/ref` at 10 fps and half scale (38 frames); returns the folder.
    func recordedStack() throws -> String {
        let folder = try temporaryFolder()
        _ = try copyOfStackExample(in: folder)
        let recorded = try runCardMotion(["verify", "stack.yaml", "--reference", "ref", "--record", "missing"] + Self.quick, in: folder)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        return folder
    }

    func names(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    func bytes(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// The stack example's cards rest for frames 0 to 3 and again between its drags: 38 frames are 25 files.
    static let restingRepeats = [1: 0, 2: 0, 3: 0, 12: 11, 13: 11, 14: 11, 23: 11, 24: 11, 25: 11, 30: 29, 31: 29, 36: 35, 37: 35]

    @Test func repeatedFramesAreStoredOnceAndVerifyReadsThem() throws {
        let folder = try recordedStack()
        let stored = (0..<38).filter { Self.restingRepeats[$0] == nil }
        #expect(try names(in: folder + "/ref") == stored.map(FrameFileName.of) + ["same-frames.txt", "states.jsonl"])
        let index = try String(contentsOfFile: folder + "/ref/same-frames.txt", encoding: .utf8)
        #expect(index.split(separator: "\n").dropFirst().map(String.init)
                == Self.restingRepeats.sorted { $0.key < $1.key }.map { "\(FrameFileName.of($0.key)) = \(FrameFileName.of($0.value))" })
        let verified = try runCardMotion(["verify", "stack.yaml", "--reference", "ref"] + Self.quick, in: folder)
        #expect(verified.status == 0)
        #expect(verified.stdout.contains("38 passed, 0 failed, 0 recorded"), "\(verified.stdout)")
        // Re-recording everything writes the same folder, byte for byte.
        let before = try names(in: folder + "/ref").map { try bytes(folder + "/ref/" + $0) }
        #expect(try runCardMotion(["verify", "stack.yaml", "--reference", "ref", "--record", "all"] + Self.quick, in: folder).status == 0)
        #expect(try names(in: folder + "/ref").map { try bytes(folder + "/ref/" + $0) } == before)
    }

    @Test func aTamperedIndexIsBadInputNamingTheFileAndLine() throws {
        let folder = try recordedStack()
        let index = folder + "/ref/same-frames.txt"
        let good = try String(contentsOfFile: index, encoding: .utf8)
        let cases: [(String, String)] = [
            ("frame-00001.png = ../stack.yaml\n", "ref/same-frames.txt:2: '../stack.yaml' is not a frame file name of this folder (frame-NNNNN.png)"),
            ("frame-00001.png = frame-00002.png\n", "ref/same-frames.txt:2: frame-00001.png names frame-00002.png, which is not an earlier frame"),
            ("frame-00013.png = frame-00012.png\n", "ref/same-frames.txt:7: frame-00013.png is listed already on line 2"),
            ("frame-00002.png = frame-00001.png\n", "ref/same-frames.txt:4: frame-00002.png is listed already on line 2"),
            ("frame-00040.png = frame-00000.png\n", "reference ref/same-frames.txt lists frame-00040.png, which has no frame to match: the script has 38 frames (frame-00000 to frame-00037.png); --record all removes the references past the end"),
            (String(repeating: "#", count: 101) + "\n", "ref/same-frames.txt:2: is 101 bytes long, more than the limit of 100"),
        ]
        let header = good.prefix { $0 != "\n" } + "\n"
        let entries = String(good.dropFirst(header.count))
        for (line, message) in cases {
            try (header + line + entries).write(toFile: index, atomically: true, encoding: .utf8)
            let before = try names(in: folder + "/ref").map { try bytes(folder + "/ref/" + $0) }
            for record in ["never", "missing"] {
                let refused = try runCardMotion(["verify", "stack.yaml", "--reference", "ref", "--record", record, "--artifacts", "art"] + Self.quick,
                                                in: folder)
                #expect(refused.status == 2, "\(line)")
                #expect(refused.stderr == "cardmotion: \(message)\n")
            }
            #expect(try names(in: folder + "/ref").map { try bytes(folder + "/ref/" + $0) } == before, "nothing written")
            #expect(!FileManager.default.fileExists(atPath: folder + "/art"))
        }
        // A missing target: frame 11's file gone, which frames 12 to 14 and 23 to 25 name.
        try good.write(toFile: index, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: folder + "/ref/frame-00011.png")
        let missing = try runCardMotion(["verify", "stack.yaml", "--reference", "ref"] + Self.quick, in: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr == "cardmotion: ref/same-frames.txt:5: frame-00012.png names frame-00011.png, which is not in the folder\n")
    }

    /// `--record failed` over a folder whose frame 11 was replaced (frames 12 to 14 and 23 to 25, its entries, fail
    /// with it) records the seven failing frames and lays the folder out as a first recording does, byte for byte.
    @Test func recordingFailedFramesRestoresTheFolder() throws {
        let folder = try recordedStack()
        let names = try names(in: folder + "/ref")
        let recorded = try names.map { try bytes(folder + "/ref/" + $0) }
        try bytes(folder + "/ref/frame-00010.png").write(to: URL(fileURLWithPath: folder + "/ref/frame-00011.png"))
        let failed = try runCardMotion(["verify", "stack.yaml", "--reference", "ref", "--record", "failed"] + Self.quick, in: folder)
        #expect(failed.status == 0, "\(failed.stderr)")
        #expect(failed.stdout.contains("31 passed, 0 failed, 7 recorded"), "\(failed.stdout)")
        #expect(try self.names(in: folder + "/ref") == names)
        #expect(try names.map { try bytes(folder + "/ref/" + $0) } == recorded)
    }

    /// Frames 12 to 14 and 23 to 25 repeat frame 11: approving frame 11 alone to new pixels gives frame 12 a file of
    /// the old pixels, which the others then name, and every frame but 11 still passes the old script.
    @Test func approvingAFrameOthersRepeatKeepsTheirPixels() throws {
        let folder = try recordedStack()
        let old = try bytes(folder + "/ref/frame-00011.png")
        let script = folder + "/stack.yaml"
        let original = try String(contentsOfFile: script, encoding: .utf8)
        try original.replacingOccurrences(of: "background: \"#FFFFFF\"", with: "background: \"#FFFFFE\"")
            .write(toFile: script, atomically: true, encoding: .utf8)
        let failed = try runCardMotion(["verify", "stack.yaml", "--reference", "ref", "--artifacts", "art", "--threshold", "0"] + Self.quick,
                                       in: folder)
        #expect(failed.stdout.contains("0 passed, 38 failed"), "\(failed.stdout)")
        let approved = try runCardMotion(["approve", "art", "--frames", "11"], in: folder)
        #expect(approved.stdout == "approved stack frame-00011.png -> ref/frame-00011.png\napprove: 1 frame approved\n", "\(approved.stderr)")
        #expect(try bytes(folder + "/ref/frame-00012.png") == old)
        #expect(try bytes(folder + "/ref/frame-00011.png") == bytes(folder + "/art/frame-00011.actual.png"))
        let index = try String(contentsOfFile: folder + "/ref/same-frames.txt", encoding: .utf8)
        #expect(index.contains("frame-00013.png = frame-00012.png\nframe-00014.png = frame-00012.png\nframe-00023.png = frame-00012.png\n"))
        #expect(!index.contains("frame-00012.png ="))
        try original.write(toFile: script, atomically: true, encoding: .utf8)
        let again = try runCardMotion(["verify", "stack.yaml", "--reference", "ref", "--threshold", "0"] + Self.quick, in: folder)
        #expect(again.stdout.contains("37 passed, 1 failed"), "\(again.stdout)")
        #expect(again.stdout.contains("first: stack frame-00011.png"), "\(again.stdout)")
    }

    /// Every frame fails alike where the frames were alike: 25 sets of images for 38 failing frames, and the report
    /// in Chromium lists all 38, each with its three images loading.
    @Test(ReportBrowserTests.chromium) func repeatedFailuresShareTheirImagesAndTheReportShowsEveryFrame() throws {
        let folder = try recordedStack()
        _ = try copyOfStackExample(in: folder) { $0.replacingOccurrences(of: "background: \"#FFFFFF\"", with: "background: \"#FFFFFE\"") }
        let failed = try runCardMotion(["verify", "stack.yaml", "--reference", "ref", "--artifacts", "art", "--threshold", "0"] + Self.quick,
                                       in: folder)
        #expect(failed.status == 1)
        let files = try names(in: folder + "/art")
        let stored = (0..<38).filter { Self.restingRepeats[$0] == nil }
        #expect(files.filter { $0.hasSuffix(".actual.png") } == stored.map { FailureArtifacts.actualName(of: FrameFileName.of($0)) })
        #expect(files.count == 25 * 3 + 4, "expected, actual and diff of 25 frames; junit.xml, manifest.json, report.html, report.json")
        let page = try String(contentsOfFile: folder + "/art/report.html", encoding: .utf8) + """
        <script>
        window.addEventListener('load', async () => {
          const rows = [...document.querySelectorAll('tr.failure')];
          const sources = rows.flatMap(r => [r.dataset.e, r.dataset.a, r.dataset.d]);
          const loads = await Promise.all(sources.map(source => new Promise(resolve => {
            const image = new Image(); image.onload = () => resolve(image.naturalWidth > 0); image.onerror = () => resolve(false); image.src = source;
          })));
          const out = {rows: rows.length, sources: sources.length, distinct: new Set(sources).size, loaded: loads.filter(Boolean).length,
                       twelve: rows.filter(r => r.textContent.includes('frame-00012.png')).map(r => r.dataset.a)};
          const probe = document.createElement('pre'); probe.id = 'probe'; probe.textContent = JSON.stringify(out);
          document.body.appendChild(probe);
        });
        </script>
        """
        try page.write(toFile: folder + "/art/probe.html", atomically: true, encoding: .utf8)
        let probe = try HeadlessChromium.probe(pageAt: folder + "/art/probe.html")
        #expect((probe["rows"] as? NSNumber)?.intValue == 38, "\(probe)")
        #expect((probe["sources"] as? NSNumber)?.intValue == 38 * 3)
        #expect((probe["distinct"] as? NSNumber)?.intValue == 25 * 3)
        #expect((probe["loaded"] as? NSNumber)?.intValue == 38 * 3)
        #expect(probe["twelve"] as? [String] == ["frame-00011.actual.png"])
        // Approve reads a shared rendered frame for each frame that shares it.
        let approved = try runCardMotion(["approve", "art"], in: folder)
        #expect(approved.stdout.hasSuffix("approve: 38 frames approved\n"), "\(approved.stderr)")
        #expect(try runCardMotion(["verify", "stack.yaml", "--reference", "ref", "--threshold", "0"] + Self.quick, in: folder).status == 0)
    }

    /// The studio reads a folder of frames stored once as verify does: an entry's reference is the earlier frame's
    /// file, every frame passes, and a broken index is a 500 naming its line.
    @Test func theStudioReadsEntriesAsVerifyDoes() throws {
        let folder = try temporaryFolder()
        _ = try copyOfStackExample(in: folder)
        #expect(try runCardMotion(["verify", "stack.yaml", "--reference", "ref", "--record", "missing", "--fps", "10"], in: folder).status == 0)
        let index = try String(contentsOfFile: folder + "/ref/same-frames.txt", encoding: .utf8)
        #expect(index.contains("\nframe-00001.png = frame-00000.png\n"), "\(index)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/ref/frame-00001.png"))
        let studio = try StudioProcess([folder + "/stack.yaml", "--fps", "10", "--reference", folder + "/ref"])
        let verdicts = try LoopbackHTTP.get("/api/verdicts?script=stack", port: studio.port).json
        #expect(verdicts["failed"] as? Int == 0 && verdicts["missing"] as? Int == 0, "\(verdicts)")
        #expect((verdicts["frames"] as? [[String: Any]])?.count == 38)
        let served = try LoopbackHTTP.get("/references/1.png?script=stack", port: studio.port)
        #expect(served.status == 200)
        #expect(served.body == [UInt8](try bytes(folder + "/ref/frame-00000.png")))
        try (index + "frame-00001.png = frame-00000.png\n").write(toFile: folder + "/ref/same-frames.txt", atomically: true, encoding: .utf8)
        let broken = try LoopbackHTTP.get("/references/1.png?script=stack", port: studio.port)
        #expect(broken.status == 500)
        let lines = index.split(separator: "\n").count
        #expect(broken.json["error"] as? String
                == "reference \(folder)/ref/same-frames.txt:\(lines + 1): frame-00001.png is listed already on line 2")
    }
}

