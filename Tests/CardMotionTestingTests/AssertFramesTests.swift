import CardGeometry
import CardMotionTestSupport
import CardRender
import CardVerify
import Foundation
import Testing
@testable import CardMotionTesting

/// The library's own contract: recording, a one-pixel change caught with a precise message reported on the
/// calling line, budgets, the record-mode trait, and the record mode's rules shared with `cardmotion verify`.
@Suite struct AssertFramesTests {
    static let stack = "../../Examples/stack.yaml"

    @Test func recordsThenCatchesAOnePixelChange() throws {
        let folder = try temporaryFolder()
        let references = folder + "/refs", artifacts = folder + "/art"
        let recorded = verifyFrames(of: Self.stack, at: [0.6], match: FrameExpectation(record: .missing), references: references)
        #expect(recorded?.recorded == [references + "/frame-00036.png"], "recording fails the check once")
        #expect(verifyFrames(of: Self.stack, at: [0.6], references: references) == nil)

        var image = try PNGCodec.decode(contentsOf: references + "/frame-00036.png")
        image.pixels[(5 * image.width + 5) * 4] = 0
        try Data(PNGCodec.encode(image)).write(to: URL(fileURLWithPath: references + "/frame-00036.png"))
        let caught = verifyFrames(of: Self.stack, at: [0.6], references: references, artifacts: artifacts)
        #expect(caught?.frames.count == 1)
        #expect(caught?.frames.first?.problem == "1 different pixels (budget: 0 pixels); same geometry: a drawing change (fonts, colours, images)",
                "the geometry recorded beside the references explains the failure")
        #expect(try String(contentsOfFile: references + "/states.jsonl", encoding: .utf8).hasPrefix("{\"frame\":36,\"time\":0.6,\"nodes\":["))
        #expect(caught?.frames.first?.artifacts.diff == artifacts + "/AssertFramesTests/recordsThenCatchesAOnePixelChange/stack/frame-00036.diff.png")
        #expect(FileManager.default.fileExists(atPath: artifacts + "/AssertFramesTests/recordsThenCatchesAOnePixelChange/stack/frame-00036.actual.png"))
        #expect(verifyFrames(of: Self.stack, at: [0.6], match: .tolerating(pixels: 1), references: references) == nil)
        #expect(verifyFrames(of: Self.stack, at: [0.6], match: .tolerating(ratio: 1e-6), references: references) == nil,
                "a ratio alone is a budget of its own: 1 pixel of 1,000,500 is within 1e-6")
    }

    /// Masks by node and by region, from the expectation or from the script's `verify:` section: the stack's first
    /// drag made 4 points longer moves card-0 at 0.5 s, so leaving card-0 out passes and leaving card-3 out does not.
    @Test func masksPassAFrameOnlyWhenTheChangeLiesInWhatIsLeftOut() throws {
        let folder = try temporaryFolder()
        let script = try copyOfStackExample(in: folder), references = folder + "/refs", artifacts = folder + "/art"
        #expect(verifyFrames(of: script, at: [0.5], match: FrameExpectation(record: .missing), references: references)?.recorded.count == 1)
        _ = try copyOfStackExample(in: folder, longerFirstDrag)
        let caught = verifyFrames(of: script, at: [0.5], references: references, artifacts: artifacts)
        #expect(caught?.frames.map(\.name) == ["frame-00030.png"])
        #expect(caught?.frames.first?.problem == "12795 different pixels (budget: 0 pixels); card-0 moved (+1.6, +0.2) pt, rotated +0.16 deg", "\(caught?.description ?? "")")
        #expect(verifyFrames(of: script, at: [0.5], match: .exact.ignoring(nodes: ["card-0"]), references: references) == nil)
        #expect(verifyFrames(of: script, at: [0.5], match: .exact.ignoring(nodes: ["card-3"]), references: references,
                             artifacts: artifacts)?.frames.count == 1)
        #expect(verifyFrames(of: script, at: [0.5], match: .exact.ignoring(regions: [Rect(x: 0, y: 0, width: 375, height: 667)]),
                             references: references) == nil)
        #expect(verifyFrames(of: script, at: [0.5], match: .exact.ignoring(regions: [Rect(x: 0, y: 0, width: 187, height: 667)]),
                             references: references, artifacts: artifacts)?.frames.count == 1, "the card's right half still differs")
        let longer = try String(contentsOfFile: script, encoding: .utf8)
        try (longer + "verify: {ignore: [\"card-*\"]}\n").write(toFile: script, atomically: true, encoding: .utf8)
        #expect(verifyFrames(of: script, at: [0.5], references: references) == nil, "the script's own mask applies")
    }

    /// The failure is an issue on the line that called `assertFrames`, with the mismatch as its comment.
    @Test func aFailureIsReportedAtTheCallSite() {
        let line = #line + 2   // the line of the call below
        withKnownIssue {
            let mismatch = assertFrames(of: Self.stack, at: [0], match: FrameExpectation(record: .never),
                                        references: "/nonexistent/refs")
            #expect(mismatch?.problems.count == 1)
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
                && issue.comments.contains { $0.rawValue.contains("reference folder /nonexistent/refs does not exist") }
        }
    }

    @Test func aMissingReferenceIsReportedUnderNever() {
        let caught = verifyFrames(of: Self.stack, at: [0], match: FrameExpectation(record: .never), references: "/nonexistent/refs")
        #expect(caught?.problems == ["reference folder /nonexistent/refs does not exist (set CARDMOTION_RECORD=missing, or use the .recordingFrames(.missing) trait, to record it)"])
    }

    /// An instant the script does not reach is a problem, not a frame drawn past its end (the stack lasts 223
    /// frames at 60 fps: 0 to 3.7 s).
    @Test func anInstantOutsideTheScriptIsReported() {
        let expected = "at: 3.8 s is outside the script, which shows 0 to 3.7 s (frames 0 to 222)"
        #expect(verifyFrames(of: Self.stack, at: [0, 3.8], references: "/nonexistent/refs")?.problems == [expected])
        #expect(verifyFrames(of: Self.stack, at: [-0.5], references: "/nonexistent/refs")?.problems.first?.hasPrefix("at: -0.5 s is outside") == true)
    }

    @Test func aBadScriptIsReported() {
        let caught = verifyFrames(of: "/nonexistent/script.yaml")
        #expect(caught?.problems == ["/nonexistent/script.yaml: no such file"])
    }

    /// The trait records in its scope; an expectation's own mode wins over it.
    @Test(.recordingFrames(.all)) func theRecordingTraitScopesTheMode() throws {
        let references = try temporaryFolder() + "/refs"
        #expect(verifyFrames(of: Self.stack, at: [0], references: references)?.recorded == [references + "/frame-00000.png"])
        #expect(verifyFrames(of: Self.stack, at: [0], match: FrameExpectation(record: .never), references: references) == nil)
    }

    /// The one rule `verify` and `assertFrames` share: explicit mode, else the variable, else never; a mistyped
    /// variable is an error.
    @Test func theRecordModeRules() throws {
        #expect(try RecordMode.resolve(nil, environment: [:]) == .never)
        #expect(try RecordMode.resolve(nil, environment: ["CARDMOTION_RECORD": ""]) == .never)
        #expect(try RecordMode.resolve(nil, environment: ["CARDMOTION_RECORD": "failed"]) == .failed)
        #expect(try RecordMode.resolve(.missing, environment: ["CARDMOTION_RECORD": "all"]) == .missing)
        #expect(throws: RecordMode.ParseError(source: "CARDMOTION_RECORD", value: "sometimes")) {
            try RecordMode.resolve(nil, environment: ["CARDMOTION_RECORD": "sometimes"])
        }
        #expect(RecordMode.ParseError(source: "CARDMOTION_RECORD", value: "sometimes").description
                == "CARDMOTION_RECORD 'sometimes' is not a record mode; use never, missing, failed, all")
    }

    /// A frame that cannot be drawn (a shadow past the pixel limit, met only while drawing frame 3) records nothing:
    /// the references and their geometry recorded before stay byte-identical, and the problem says so.
    @Test func aFrameThatCannotBeDrawnRecordsNothing() throws {
        let folder = try temporaryFolder()
        let script = folder + "/late.yaml", references = folder + "/refs"
        func write(radius: Int, color: String) throws {
            try """
            screen: {size: [100, 160], scale: 2}
            fps: 10
            duration: 0.5
            widget: {kind: stack, frame: [10, 10, 80, 140]}
            cell:
              backgroundColor: \(color)
              layers:
                - {frame: [10, 10, 20, 20], shadow: {opacity: 1, radius: \(radius)}, backgroundColor: red, if: late}
            cards: [{}, {}, {}, {}, {late: x}]
            timeline: [{at: 0.1, swipe: left}, {at: 0.2, swipe: left}, {at: 0.3, swipe: left}]

            """.write(toFile: script, atomically: true, encoding: .utf8)
        }
        try write(radius: 5, color: "white")
        #expect(verifyFrames(of: script, match: FrameExpectation(record: .all), references: references)?.recorded.count == 6)
        let names = try FileManager.default.contentsOfDirectory(atPath: references).sorted()
        let before = try names.map { try Data(contentsOf: URL(fileURLWithPath: references + "/" + $0)) }

        try write(radius: 1000, color: "yellow")
        let failed = try #require(verifyFrames(of: script, match: FrameExpectation(record: .all), references: references))
        #expect(failed.recorded.isEmpty)
        // Frames 0 and 1 can be drawn; from frame 2 on the last card, and its shadow, shows: the first frame that
        // cannot be drawn stops the run (as it stops `verify`).
        let limit = "\(script):8:41: cell.layers[0].shadow: a shadow of 12040 x 12040 pixels exceeds the limit of 64000000 pixels (drawing frame 2 at 0.2 s)"
        #expect(failed.problems == [limit, "nothing was recorded: the references were left as they were"], "\(failed.problems)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: references).sorted() == names)
        #expect(try names.map { try Data(contentsOf: URL(fileURLWithPath: references + "/" + $0)) } == before)
    }

    @Test func budgetsDescribeThemselves() {
        #expect(DiffBudget.limits(pixels: nil, ratio: nil).description == "0 pixels")
        #expect(DiffBudget.limits(pixels: 1, ratio: nil).description == "1 pixel")
        #expect(DiffBudget.limits(pixels: nil, ratio: 0.01).description == "1.0% of the frame")
        #expect(DiffBudget.limits(pixels: 10, ratio: 0.01).description == "10 pixels and 1.0% of the frame")
        #expect(DiffBudget.limits(pixels: 10, ratio: 0.01).allows(10, of: 1000) && !DiffBudget.limits(pixels: 10, ratio: 0.01).allows(11, of: 10_000))
    }
}
