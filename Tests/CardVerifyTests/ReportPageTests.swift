import CardGeometry
import CardMotionTestSupport
@testable import CardRender
import CardScene
@testable import CardVerify
import Foundation
import Testing

/// verify's report page (`Pages/report.html`, built by `report.js` from the JSON HTMLReport writes) in real headless
/// Chromium, from ScriptVerifications made here: what it shows (texts, images, the plot, the motion part, the approve
/// commands), the data it is filled from (exact numbers, rounded as documented), names holding markup shown as text,
/// and the size of a report of 1,000 failing frames with ten changed nodes.
@Suite(.serialized) struct ReportPageTests {
    static func node(_ id: String, x: Double, y: Double, angle: Double = 0, alpha: Double = 1) -> NodeGeometry {
        NodeGeometry(id: id, center: Point(x: x, y: y), rotation: angle, scale: (1, 1), alpha: alpha)
    }

    /// `frames` frames, the frames in `failing` failing with their images in `/art`, the nodes `ids` recorded at
    /// x = frame and now at x = frame - 1 (one frame later).
    static func result(frames: Int, failing: Set<Int>, ids: [String]) -> ScriptVerification {
        var recorded = MotionTracks(frameCount: frames), actual = MotionTracks(frameCount: frames)
        for frame in 0..<frames {
            recorded.add(frame: frame, geometry: ids.enumerated().map { node($0.element, x: Double(frame) + 0.123456, y: Double($0.offset) * 10.5) })
            actual.add(frame: frame, geometry: ids.enumerated().map { node($0.element, x: Double(frame) - 0.876544, y: Double($0.offset) * 10.5) })
        }
        let records = (0..<frames).map { frame in
            let name = FrameFileName.of(frame)
            guard failing.contains(frame) else { return FrameRecord(frame: frame, name: name, outcome: .passed, differentPixels: 0) }
            var record = FrameRecord(frame: frame, name: name, outcome: .failed(differentPixels: 1200 + frame), differentPixels: 1200 + frame)
            record.artifacts = FailureArtifacts(frame: name, in: "/art")
            return record
        }
        var result = ScriptVerification(script: "demo.yaml", references: "ref", frames: records, seconds: 1, totalPixels: 100_000, scale: 2)
        result.fps = 60
        result.motion = ids.map { MotionChange(node: $0, kind: .shifted(frames: 1, seconds: 0.017)) }
        result.tracks = (recorded, actual)
        return result
    }

    /// The report of `results` (its images in `/art`) written in a fresh folder and opened in Chromium, once built.
    static func open(_ results: [ScriptVerification], approveIn: String? = nil) throws -> DevToolsPipe {
        let folder = try temporaryFolder()
        try HTMLReport.html(for: results, in: "/art", approveIn: approveIn).write(toFile: folder + "/report.html", atomically: true, encoding: .utf8)
        let browser = try DevToolsPipe(url: "file://" + folder + "/report.html")
        #expect(try browser.waitUntil("document.readyState === 'complete' && typeof select === 'function'"))
        return browser
    }

    /// `value` encoded as the report encodes its data.
    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static let chromium = Testing.ConditionTrait.enabled(if: HeadlessChromium.executable != nil,
                                                         "chromium is not installed (scripts/test installs it): report page test skipped")

    @Test func valuesAreRoundedToTheirPlaces() {
        let rounded = ReportDocument.Tracks.rounded
        #expect(rounded(12.5, 2) == 12.5)
        #expect(rounded(-3, 2) == -3)
        #expect(rounded(0.25, 2) == 0.25)
        #expect(rounded(0.123456, 2) == 0.12)
        #expect(rounded(-0.05, 2) == -0.05)
        #expect(rounded(-0.004, 2).map { $0 == 0 && $0.sign == .plus } == true, "rounds to zero, unsigned")
        #expect(rounded(0.8765, 3) == 0.877)
        #expect(rounded(1e300, 2) == nil, "too large to round")
        #expect(rounded(.nan, 2) == nil)
    }

    @Test func theDataBlockIsSafeAgainstMarkup() {
        #expect(WebPage.scriptData(#"{"a":"</script><!--&\#u{2028}\#u{2029}>"}"#)
                == #"{"a":"\u003c/script\u003e\u003c!--\u0026\u2028\u2029\u003e"}"#)
    }

    /// A failing frame whose recording lacks a frame: null in the recorded series; every number rounded as
    /// documented; in the page, the sentence, one canvas per node and the legend.
    @Test(chromium) func theTracksAreRoundedAndThePageDrawsThem() throws {
        var result = Self.result(frames: 3, failing: [1, 2], ids: ["card-0"])
        var recorded = MotionTracks(frameCount: 3)
        recorded.add(frame: 0, geometry: [Self.node("card-0", x: 187.504, y: 345, angle: -3.6049, alpha: 0.72049)])
        recorded.add(frame: 2, geometry: [Self.node("card-0", x: 190, y: 345.5, angle: 10, alpha: 1)])
        result.tracks = (recorded, result.tracks!.actual)
        let tracks = try #require(ReportDocument.Tracks(result))
        #expect(try Self.json(tracks) == #"{"failing":[1,2],"frames":3,"more":[],"nodes":[{"actual":{"alpha":[1,1,1],"angle":[0,0,0],"#
                + #""x":[-0.88,0.12,1.12],"y":[0,0,0]},"id":"card-0","recorded":{"alpha":[0.72,null,1],"angle":[-3.6,null,10],"#
                + #""x":[187.5,null,190],"y":[345,null,345.5]}}]}"#)
        let browser = try Self.open([result])
        #expect(try browser.evaluate("document.querySelector('ul.motion').outerHTML") as? String
                == "<ul class=\"motion\"><li>card-0: same motion, 1 frame later (+17 ms)</li></ul>")
        #expect(try browser.evaluate("[...document.querySelectorAll('canvas.track')].map(c => [c.dataset.node, c.width, c.height].join())") as? [String]
                == ["0,760,200"])
        #expect(try browser.evaluate("document.querySelector('canvas.track').dataset.ranges") as? String
                == "x -0.88 to 190, y 0 to 345.5, angle -3.6 to 10, alpha 0 to 1", "the recorded and new values on one scale")
        #expect(try browser.evaluate("document.querySelector('.track-plots + .legend').textContent") as? String
                == "recorded (dashed) new failing frames selected frame", "every node plotted")
    }

    @Test(chromium) func nodesBeyondTheLimitAreNamedNotPlottedAndTimingComesFirst() throws {
        var result = Self.result(frames: 4, failing: [1], ids: (0..<10).map { "card-\($0)" })
        for index in 0..<9 { result.motion[index].kind = .moved(what: ["moved"], frames: 1...1) }
        result.motion.append(MotionChange(node: "late", kind: .speed(factor: 1.5, from: 0.3)))
        #expect(ReportDocument.Tracks(result)?.more == ["card-6", "card-7", "card-8"])
        let browser = try Self.open([result])
        #expect(try browser.evaluate("[...document.querySelectorAll('figure.track figcaption')].map(c => c.textContent)") as? [String]
                == ["card-9", "late", "card-0", "card-1", "card-2", "card-3", "card-4", "card-5"],
                "the changes in time plotted first, then the others in order")
        #expect(try browser.evaluate("document.querySelector('.track-plots + .legend').textContent") as? String
                == "recorded (dashed) new failing frames selected frame; and 3 more: card-6, card-7, card-8")
    }

    @Test(chromium) func noTracksNoPlots() throws {
        var result = Self.result(frames: 3, failing: [1], ids: ["card-0"])
        result.tracks = nil
        var browser = try Self.open([result])
        #expect(try browser.evaluate("[...document.querySelectorAll('.script > ul, .track-plots')].map(e => e.outerHTML)") as? [String]
                == ["<ul class=\"motion\"><li>card-0: same motion, 1 frame later (+17 ms)</li></ul>"])
        result.motion = []
        browser = try Self.open([result])
        #expect(try browser.evaluate("document.querySelectorAll('.script > ul, .track-plots').length") as? Int == 0)
    }

    /// The whole page of a small run: title, summary, the scripts' table, the section's words, the plot's bars, the
    /// filmstrip, the failing frames' rows and images, then the inspector and its player on the first failing frame.
    @Test(chromium) func theReportShowsItsRunAndTheInspectorPlaysIt() throws {
        let browser = try Self.open([Self.result(frames: 3, failing: [1, 2], ids: [])])
        let value = { (expression: String) in try browser.evaluate(expression) }
        #expect(try value("document.title") as? String == "cardmotion verify: 2 failing frames")
        #expect(try value("document.getElementById('summary').innerHTML") as? String == "3 frames of 1 script: <strong>2 failing</strong>.")
        #expect(try value("[...document.querySelectorAll('#scripts tr')[1].cells].map(c => c.innerHTML)") as? [String]
                == ["<a href=\"#s0\">demo</a>", "3", "2", "0", "<a href=\"#f1\" data-i=\"1\">frame-00002.png</a> (1202 different pixels)"])
        #expect(try value("[...document.querySelectorAll('.script > p')].map(p => p.textContent)") as? [String] == [
            "3 frames against ref: 2 failing, 0 passing with changed geometry.",
            "An animated reference is approved whole, by recording it again: cardmotion verify demo.yaml --reference ref --record failed",
            "different pixels of failing frames (log scale) within the budget nodes whose geometry changed passed with changed geometry",
        ], "no frame can be approved (none has an approval entry): the command records the reference again")
        // Bars at x = 44 + (frame + 0.5) * 712 / 3 (400 and 637.3), from the bottom (148) up to
        // 142 - 130 * log10(pixels) / 5 (61.9 for 1,201 and 1,202 pixels): 5 decades up to 100,000 pixels.
        #expect(try value("document.querySelector('.plot .failing').getAttribute('d')") as? String == "M400 148V61.9M637.3 148V61.9")
        #expect(try value("[...document.querySelectorAll('.plot text')].map(t => t.textContent)") as? [String]
                == ["1", "10", "100", "1k", "10k", "100k", "frame 0", "frame 2"])
        #expect(try value("[...document.querySelectorAll('.filmstrip .cell')].map(c => c.outerHTML)") as? [String] == [
            "<span class=\"cell pass\" title=\"frame 0 passed\">0 ✓</span>",
            "<a class=\"cell fail\" href=\"#f0\" data-i=\"0\" title=\"frame-00001.png: 1201 different pixels\"><img loading=\"lazy\" alt=\"frame-00001.png\" src=\"frame-00001.actual.png\"><span>1</span></a>",
            "<a class=\"cell fail\" href=\"#f1\" data-i=\"1\" title=\"frame-00002.png: 1202 different pixels\"><img loading=\"lazy\" alt=\"frame-00002.png\" src=\"frame-00002.actual.png\"><span>2</span></a>",
        ])
        #expect(try value("[...document.querySelectorAll('tr.failure')].map(r => [r.dataset.e, r.dataset.a, r.dataset.d, ...[...r.cells].map(c => c.textContent)].join('|'))") as? [String] == [
            "frame-00001.expected.png|frame-00001.actual.png|frame-00001.diff.png|frame-00001.png|1201 different pixels (1.20%)||",
            "frame-00002.expected.png|frame-00002.actual.png|frame-00002.diff.png|frame-00002.png|1202 different pixels (1.20%)||",
        ])
        // The inspector on the first failing frame: its images, its time at 60 fps, the player enabled; play and pause.
        try browser.evaluate("select(0)")
        #expect(try value("['i-title', 'i-time', 'i-position', 'i-approve'].map(id => document.getElementById(id).textContent)") as? [String]
                == ["demo · frame-00001.png", "0.02 s", "frame 1: 1 of 2 failing", "cardmotion verify demo.yaml --reference ref --record failed"])
        #expect(try value("[...document.querySelectorAll('.view.three img')].map(i => i.getAttribute('src'))") as? [String]
                == ["frame-00001.expected.png", "frame-00001.actual.png", "frame-00001.diff.png"])
        #expect(try value("['i-play', 'i-scrub', 'i-speed'].map(id => document.getElementById(id).disabled)") as? [Bool] == [false, false, false])
        try browser.evaluate("document.getElementById('i-play').click()")
        #expect(try value("document.getElementById('i-play').textContent") as? String == "Pause")
        #expect(try browser.waitUntil("document.getElementById('inspector').dataset.frame === '2'"), "playing steps to the next failing frame")
        try browser.evaluate("document.getElementById('i-play').click()")
        #expect(try value("document.getElementById('i-play').textContent") as? String == "Play")
    }

    /// A script and references whose paths hold `</script>`, `<!--` and `&`: the data block stays one block (the
    /// document has its five scripts and no other) and the page shows the paths as they are.
    @Test(chromium) func namesHoldingMarkupAreShownAsText() throws {
        var result = Self.result(frames: 2, failing: [1], ids: [])
        result.script = "a</script><!--b&c.yaml"
        result.references = "ref</script><script>alert(1)</script><!--"
        let html = try HTMLReport.html(for: [result], in: "/art")
        #expect(html.components(separatedBy: "</script>").count - 1 == 6, "the data block and five scripts")
        let browser = try Self.open([result])
        #expect(try browser.evaluate("document.scripts.length") as? Int == 6)
        #expect(try browser.evaluate("[document.querySelector('.script h2').textContent, document.querySelector('.script').dataset.name]") as? [String]
                == ["script><!--b&c", "script><!--b&c"], "the script's name: its file name without folder (a/) and extension")
        #expect(try browser.evaluate("document.querySelector('.meta').textContent") as? String
                == "2 frames against ref</script><script>alert(1)</script><!--: 1 failing, 0 passing with changed geometry.")
        #expect(try browser.evaluate("document.querySelector('.approve code').textContent") as? String
                == "cardmotion verify 'a</script><!--b&c.yaml' --reference 'ref</script><script>alert(1)</script><!--' --record failed")
    }

    /// 1,000 failing frames of a 1,000-frame script, ten changed nodes with tracks over every frame: the whole report
    /// (its data: rows, filmstrip, plots and the tracks of the eight plotted nodes) stays under 2 MB.
    @Test(chromium) func aThousandFailingFramesWithTenChangedNodesStayUnderTwoMegabytes() throws {
        let result = Self.result(frames: 1000, failing: Set(0..<1000), ids: (0..<10).map { "card-\($0)" })
        let html = try HTMLReport.html(for: [result], in: "/art")
        #expect(html.utf8.count < 2_000_000, "\(html.utf8.count) bytes")
        let browser = try Self.open([result])
        #expect(try browser.evaluate("document.querySelectorAll('tr.failure').length") as? Int == 1000)
        #expect(try browser.evaluate("document.querySelector('.track-plots + .legend').textContent") as? String
                == "recorded (dashed) new failing frames selected frame; and 2 more: card-8, card-9")
    }

    @Test(chromium) func theApproveCommandStartsInTheFolderApproveRunsIn() throws {
        var approvable = Self.result(frames: 3, failing: [1], ids: [])
        approvable.frames[1].approval = ApprovalManifest.Frame(
            script: "demo.yaml", name: "frame-00001.png", frame: 1, reference: "ref/frame-00001.png",
            referenceSHA256: String(repeating: "0", count: 64), actual: "frame-00001.actual.png",
            actualSHA256: String(repeating: "0", count: 64), width: 2, height: 2, states: StatesLine(frame: 1, time: 0, nodes: []))
        let atRoot = try Self.open([approvable])
        #expect(try atRoot.evaluate("document.querySelector('.script').dataset.approve") as? String == "cardmotion approve /art --script demo")
        let elsewhere = try Self.open([approvable], approveIn: "/work/my app")
        #expect(try elsewhere.evaluate("document.querySelector('.script').dataset.approve") as? String
                == "cd '/work/my app' && cardmotion approve /art --script demo")
        #expect(try elsewhere.evaluate("document.querySelector('.approve').textContent") as? String
                == "Approve every failing frame of demo: cd '/work/my app' && cardmotion approve /art --script demo")
    }
}
