import CardGeometry
@testable import CardRender
import CardScene
@testable import CardVerify
import Testing

/// The report's motion part: the sentences, the embedded track data (exact numbers, rounded as documented) and the
/// size of a report of 1,000 failing frames with ten changed nodes.
@Suite struct HTMLReportTracksTests {
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

    @Test func decimalsAreRoundedWithoutTrailingZeros() {
        let decimal = HTMLReport.Tracks.decimal
        #expect(decimal(12.5, 2) == "12.5")
        #expect(decimal(-3, 2) == "-3")
        #expect(decimal(0.25, 2) == "0.25")
        #expect(decimal(0.123456, 2) == "0.12")
        #expect(decimal(-0.05, 2) == "-0.05")
        #expect(decimal(-0.004, 2) == "0", "rounds to zero, unsigned")
        #expect(decimal(0.8765, 3) == "0.877")
        #expect(decimal(1e300, 2) == "null", "too large to round")
        #expect(decimal(.nan, 2) == "null")
    }

    @Test func theEmbeddedDataHoldsTheTracksRoundedAndTheFailingFrames() throws {
        var result = Self.result(frames: 3, failing: [1, 2], ids: ["card-0"])
        // A frame the recording lacks: null in the recorded series.
        var recorded = MotionTracks(frameCount: 3)
        recorded.add(frame: 0, geometry: [Self.node("card-0", x: 187.504, y: 345, angle: -3.6049, alpha: 0.72049)])
        recorded.add(frame: 2, geometry: [Self.node("card-0", x: 190, y: 345.5, angle: 10, alpha: 1)])
        result.tracks = (recorded, result.tracks!.actual)
        let html = HTMLReport.Tracks(result, number: 4).html
        #expect(html.hasPrefix("<ul class=\"motion\"><li>card-0: same motion, 1 frame later (+17 ms)</li></ul>\n"))
        let json = #"{"fps":60,"frames":3,"failing":[1,2],"nodes":[{"id":"card-0","#
            + #""recorded":{"x":[187.5,null,190],"y":[345,null,345.5],"angle":[-3.6,null,10],"alpha":[0.72,null,1]},"#
            + #""actual":{"x":[-0.88,0.12,1.12],"y":[0,0,0],"angle":[0,0,0],"alpha":[1,1,1]}}],"more":0}"#
        #expect(html.contains("<script type=\"application/json\" class=\"tracks\" id=\"t4\">" + json + "</script>\n"), "\(html)")
        #expect(html.contains("<canvas class=\"track\" data-node=\"0\" width=\"760\" height=\"200\"></canvas>"))
        #expect(!html.contains("more:"), "every node plotted")
    }

    @Test func nodesBeyondTheLimitAreNamedNotPlottedAndTimingComesFirst() throws {
        var result = Self.result(frames: 4, failing: [1], ids: (0..<10).map { "card-\($0)" })
        for index in 0..<9 { result.motion[index].kind = .moved(what: ["moved"], frames: 1...1) }
        result.motion.append(MotionChange(node: "late", kind: .speed(factor: 1.5, from: 0.3)))
        let html = HTMLReport.Tracks(result, number: 0).html
        #expect(html.components(separatedBy: "<canvas class=\"track\"").count - 1 == HTMLReport.Tracks.plottedNodes)
        let captions = html.components(separatedBy: "<figcaption>").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(captions == ["card-9", "late", "card-0", "card-1", "card-2", "card-3", "card-4", "card-5"],
                "the changes in time plotted first, then the others in order")
        #expect(html.contains("; and 3 more: card-6, card-7, card-8</p>"), "\(html.suffix(300))")
        #expect(html.contains(#""more":3}"#))
    }

    @Test func noTracksNoPlots() {
        var result = Self.result(frames: 3, failing: [1], ids: ["card-0"])
        result.tracks = nil
        #expect(HTMLReport.Tracks(result, number: 0).html == "<ul class=\"motion\"><li>card-0: same motion, 1 frame later (+17 ms)</li></ul>\n")
        result.motion = []
        #expect(HTMLReport.Tracks(result, number: 0).html == "")
    }

    /// 1,000 failing frames of a 1,000-frame script, ten changed nodes with tracks over every frame: the whole report
    /// (rows, filmstrip, plots and the embedded tracks of the eight plotted nodes) stays under 2 MB.
    @Test func aThousandFailingFramesWithTenChangedNodesStayUnderTwoMegabytes() throws {
        let result = Self.result(frames: 1000, failing: Set(0..<1000), ids: (0..<10).map { "card-\($0)" })
        let html = try HTMLReport.html(for: [result], in: "/art")
        #expect(html.utf8.count < 2_000_000, "\(html.utf8.count) bytes")
        #expect(html.components(separatedBy: "<tr class=\"failure\"").count - 1 == 1000)
        #expect(html.contains("; and 2 more: card-8, card-9</p>"))
    }

    @Test func theApproveCommandStartsInTheFolderApproveRunsIn() throws {
        let result = Self.result(frames: 3, failing: [1], ids: [])
        var approvable = result
        approvable.frames[1].approval = ApprovalManifest.Frame(
            script: "demo.yaml", name: "frame-00001.png", frame: 1, reference: "ref/frame-00001.png",
            referenceSHA256: String(repeating: "0", count: 64), actual: "frame-00001.actual.png",
            actualSHA256: String(repeating: "0", count: 64), width: 2, height: 2, states: StatesLine(frame: 1, time: 0, nodes: []))
        let atRoot = try HTMLReport.html(for: [approvable], in: "/art")
        #expect(atRoot.contains("data-approve=\"cardmotion approve /art --script demo\""))
        let elsewhere = try HTMLReport.html(for: [approvable], in: "/art", approveIn: "/work/my app")
        #expect(elsewhere.contains("data-approve=\"cd &apos;/work/my app&apos; &amp;&amp; cardmotion approve /art --script demo\""), "\(elsewhere)")
    }
}
