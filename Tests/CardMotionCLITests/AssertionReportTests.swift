import CardMotionTestSupport
import CardRender
import CardVerify
import Foundation
import Testing
@testable import CardMotionTesting

/// A failing assertion reads like a compiler diagnostic: one message of at most 15 lines however many frames fail,
/// naming the worst frame, the report written for it (`cardmotion verify --artifacts`'s, in headless Chromium) and
/// the approve command, which, pasted as it is, approves exactly the failing frames.
@Suite struct AssertionReportTests {
    /// The test file of a user's package: its root holds a `Package.swift` (``packageRoot``). A `#filePath` is a
    /// literal, so the package is at a fixed place; each test works in a folder of its own inside it. Its name has
    /// a space and a quote, which the approve command quotes for the shell.
    static let testFile: StaticString = "/tmp/cardmotion report package's/Tests/AppTests/AppTests.swift"
    static let packageRoot = "/tmp/cardmotion report package's"

    /// A folder of its own inside the package (removed when the test ends), with `Package.swift` at the root.
    static func workFolder() throws -> String {
        try FileManager.default.createDirectory(atPath: packageRoot + "/Tests/AppTests", withIntermediateDirectories: true)
        try "// swift-tools-version: 6.0\n".write(toFile: packageRoot + "/Package.swift", atomically: true, encoding: .utf8)
        let folder = packageRoot + "/run-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        return folder
    }

    /// 31 frames (30 fps for 1 s) of one card, recorded in `folder/refs`; then 20 of the references changed: frame
    /// `i` (those with `i % 3 != 0`) gets `i % 7 + 1` pixels inverted, frame 17 gets 50, so that it is the worst.
    /// Returns the script and the references as recorded, by file name.
    static func recordAndChange(in folder: String) throws -> (script: String, recorded: [String: Data]) {
        let script = folder + "/one.yaml", references = folder + "/refs"
        try """
        screen: {size: [60, 60], scale: 1}
        fps: 30
        duration: 1
        widget: {kind: stack, frame: [0, 0, 60, 60]}
        cell: {backgroundColor: "#FF0000", cornerRadius: 0}
        cards: [{}]

        """.write(toFile: script, atomically: true, encoding: .utf8)
        #expect(verifyFrames(of: script, match: FrameExpectation(record: .missing), references: references,
                             filePath: testFile)?.recorded.count == 31)
        // The 31 frames are alike, so they were stored once (frame-00000.png, and entries in same-frames.txt naming
        // it): each gets its own file again, as folders recorded before frames were stored once hold them.
        let first = try Data(contentsOf: URL(fileURLWithPath: references + "/" + FrameFileName.of(0)))
        for frame in 1..<31 { try first.write(to: URL(fileURLWithPath: references + "/" + FrameFileName.of(frame))) }
        try FileManager.default.removeItem(atPath: references + "/same-frames.txt")
        var recorded: [String: Data] = [:]
        for frame in 0..<31 {
            let path = references + "/" + FrameFileName.of(frame)
            recorded[FrameFileName.of(frame)] = try Data(contentsOf: URL(fileURLWithPath: path))
            guard frame % 3 != 0 else { continue }
            var image = try PNGCodec.decode(contentsOf: path)
            for x in 0..<(frame == 17 ? 50 : frame % 7 + 1) {
                let offset = ((x / 60 + 30) * image.width + x % 60) * 4
                for channel in 0..<3 { image.pixels[offset + channel] = 255 - image.pixels[offset + channel] }
            }
            try Data(PNGCodec.encode(image)).write(to: URL(fileURLWithPath: path))
        }
        return (script, recorded)
    }

    @Test func twentyFailingFramesGiveFourLinesAndAnApproveCommandThatWorksWhenPasted() throws {
        let folder = try Self.workFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (script, recorded) = try Self.recordAndChange(in: folder)
        let artifacts = try temporaryFolder() + "/art"
        let mismatch = try #require(verifyFrames(of: script, references: folder + "/refs", artifacts: artifacts, filePath: Self.testFile))

        #expect(mismatch.frames.count == 20)
        #expect(mismatch.checkedFrames == 31)
        let report = try #require(mismatch.reportPath)
        let reportFolder = String(report.dropLast("/report.html".count))
        #expect(report.hasPrefix(artifacts + "/") && report.hasSuffix("/report.html"), "\(report)")
        let lines = mismatch.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines == [
            "\(script): 20 of 31 frames differ (threshold 0.1, budget 0 pixels)",
            "worst: frame-00017.png at 0.567 s: 50 different pixels (budget: 0 pixels); same geometry: a drawing change (fonts, colours, images)",
            "report: \(report)",
            "approve: cd '/tmp/cardmotion report package'\\''s' && cardmotion approve \(reportFolder) --script one",
        ])
        // The CLI's layout: the failing frames' images beside report.html, junit.xml and manifest.json.
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: reportFolder))
        #expect(names.isSuperset(of: ["report.html", "junit.xml", "manifest.json", "frame-00017.expected.png", "frame-00017.actual.png",
                                      "frame-00017.diff.png"]))
        // Frames whose references were changed alike (i % 7 + 1 pixels) fail alike and share one set of images:
        // 8 distinct failures among the 20.
        #expect(names.filter { $0.hasSuffix(".actual.png") }.count == 8)
        let manifest = try String(contentsOfFile: reportFolder + "/manifest.json", encoding: .utf8)
        #expect(manifest.contains("\"reference\" : \"" + String(folder.dropFirst(Self.packageRoot.count + 1)) + "/refs/frame-00017.png\""),
                "references relative to the package root: \(manifest.prefix(400))")

        // Pasted into a POSIX shell as it is, with the built cardmotion on the PATH.
        let (status, printed) = try pasteInShell(try #require(mismatch.approveCommand))
        #expect(status == 0, "\(printed)")
        #expect(printed.hasSuffix("approve: 20 frames approved\n"), "\(printed)")
        // Exactly the failing references were replaced, each by what was drawn (the bytes recorded at first), and
        // the passing ones were left alone. Alike again, the frames are stored once again.
        let references = try #require(try ReferenceFrames.open(folder + "/refs"))
        #expect(references.stored == [0] && references.index.earlier.count == 30)
        for frame in 0..<31 {
            let name = FrameFileName.of(frame)
            #expect(try references.bytes(ofFrame: frame).map { Data($0) } == recorded[name], "\(name)")
            #expect(printed.contains("approved one \(name) -> ") == (frame % 3 != 0), "\(name)")
        }
        #expect(verifyFrames(of: script, references: folder + "/refs", artifacts: artifacts, filePath: Self.testFile) == nil)
        #expect(!FileManager.default.fileExists(atPath: report), "a passing run removes the earlier report")
    }

    /// However many lines the problems take, the message stays within 15 lines, the rest counted.
    @Test func manyProblemsAreCapped() {
        var mismatch = FrameMismatch(script: "deck.yaml", frames: [], recorded: [],
                                     problems: (1...40).map { "deck.yaml:\($0):1: cards[\($0)]: unknown key 'titel'" })
        #expect(mismatch.description.split(separator: "\n").count == 10)
        #expect(mismatch.description.hasSuffix("deck.yaml:9:1: cards[9]: unknown key 'titel'\n... and 31 more"))
        mismatch.reportPath = "/a/report.html"
        mismatch.frames = [FrameMismatch.Frame(name: "frame-00000.png", problem: "3 different pixels (budget: 0 pixels)",
                                               artifacts: FailureArtifacts(frame: "frame-00000.png", in: "/a"), differentPixels: 3)]
        mismatch.recorded = ["/r/frame-00001.png"]
        let lines = mismatch.description.split(separator: "\n").map(String.init)
        #expect(lines.count == FrameMismatch.maximumLines)
        #expect(lines[9] == "... and 31 more", "problems are not in the report")
        #expect(lines[10] == "deck.yaml: 1 of 1 frame differs")
    }

    static let chromium = Testing.ConditionTrait.enabled(if: HeadlessChromium.executable != nil,
                                                         "chromium is not installed (scripts/test installs it): report test skipped")

    /// The report at the printed path opens in headless Chromium and lists the failing frames, whose images load.
    @Test(chromium) func theReportOpensInChromiumWithTheFailingFrames() throws {
        let folder = try Self.workFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (script, _) = try Self.recordAndChange(in: folder)
        let artifacts = try temporaryFolder() + "/art"
        let mismatch = try #require(verifyFrames(of: script, references: folder + "/refs", artifacts: artifacts, filePath: Self.testFile))
        let report = try #require(mismatch.reportPath)
        let probePage = String(report.dropLast("report.html".count)) + "probe.html"
        try (String(contentsOfFile: report, encoding: .utf8) + """
        <script>
        window.addEventListener('load', async () => {
          const rows = [...document.querySelectorAll('tr.failure')];
          document.dispatchEvent(new KeyboardEvent('keydown', {key: 'j', bubbles: true}));
          const sources = rows.flatMap(r => [r.dataset.e, r.dataset.a, r.dataset.d]);
          const loads = await Promise.all(sources.map(source => new Promise(resolve => {
            const image = new Image(); image.onload = () => resolve(image.naturalWidth === 60); image.onerror = () => resolve(false); image.src = source;
          })));
          const probe = document.createElement('pre'); probe.id = 'probe';
          probe.textContent = JSON.stringify({frames: rows.map(r => r.cells[0].textContent), summary: document.getElementById('summary').textContent,
            title: document.getElementById('i-title').textContent, approve: document.getElementById('i-approve').textContent,
            loaded: loads.filter(Boolean).length});
          document.body.appendChild(probe);
        });
        </script>
        """).write(toFile: probePage, atomically: true, encoding: .utf8)
        let probe = try HeadlessChromium.probe(pageAt: probePage)
        #expect(probe["frames"] as? [String] == (0..<31).filter { $0 % 3 != 0 }.map(FrameFileName.of))
        #expect(probe["summary"] as? String == "31 frames of 1 script: 20 failing.")
        #expect(probe["title"] as? String == "one · frame-00001.png")
        #expect(probe["approve"] as? String == (mismatch.approveCommand ?? "") + " --frames 1", "the failure message's command, for one frame")
        #expect((probe["loaded"] as? NSNumber)?.intValue == 60, "expected, actual and diff of 20 frames")
    }
}

/// Where approve runs for an assertion: the nearest folder above the test file holding a `Package.swift`.
@Suite struct PackageRootTests {
    @Test func theNearestPackageAboveTheTestFileElseItsFolder() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/App/Tests/AppTests", withIntermediateDirectories: true)
        #expect(PackageRoot.of(testFile: folder + "/App/Tests/AppTests/AppTests.swift") == folder + "/App/Tests/AppTests",
                "no Package.swift above: the test file's folder")
        try "".write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
        #expect(PackageRoot.of(testFile: folder + "/App/Tests/AppTests/AppTests.swift") == folder)
        try "".write(toFile: folder + "/App/Package.swift", atomically: true, encoding: .utf8)
        #expect(PackageRoot.of(testFile: folder + "/App/Tests/AppTests/../AppTests/AppTests.swift") == folder + "/App")
        try FileManager.default.createDirectory(atPath: folder + "/App/Tests/AppTests/Package.swift", withIntermediateDirectories: true)
        #expect(PackageRoot.of(testFile: folder + "/App/Tests/AppTests/AppTests.swift") == folder + "/App",
                "a folder named Package.swift is not a manifest")
    }
}
