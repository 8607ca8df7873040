import CardRender
import Foundation
import Testing
@testable import CardMotionTesting

/// The library's own contract: recording, a one-pixel change caught with a precise message, budgets.
@Suite struct AssertFramesTests {
    func scratch() throws -> String {
        let path = NSTemporaryDirectory() + "cardmotion-testing-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func mismatch(_ body: () throws -> Void) -> FrameMismatch? {
        do {
            try body()
            return nil
        } catch let error as FrameMismatch {
            return error
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    @Test func recordsThenCatchesAOnePixelChange() throws {
        let folder = try scratch()
        let references = folder + "/refs", artifacts = folder + "/art"
        let record = FrameExpectation(record: .missing)
        let recorded = mismatch { try assertFrames(of: "../../Examples/stack.yaml", at: [0.6], match: record, references: references) }
        #expect(recorded?.recorded == [references + "/frame-00036.png"], "recording fails the check once")
        try assertFrames(of: "../../Examples/stack.yaml", at: [0.6], references: references)

        var image = try PNGCodec.decode(contentsOf: references + "/frame-00036.png")
        image.pixels[(5 * image.width + 5) * 4] = 0
        try Data(PNGCodec.encode(image)).write(to: URL(fileURLWithPath: references + "/frame-00036.png"))
        let caught = mismatch {
            try assertFrames(of: "../../Examples/stack.yaml", at: [0.6], references: references, artifacts: artifacts)
        }
        #expect(caught?.frames.count == 1)
        #expect(caught?.description.contains("frame-00036.png: 1 different pixels (budget 0)") == true)
        #expect(caught?.description.contains(artifacts + "/AssertFramesTests/stack/frame-00036.diff.png") == true)
        #expect(FileManager.default.fileExists(atPath: artifacts + "/AssertFramesTests/stack/frame-00036.actual.png"))
        try assertFrames(of: "../../Examples/stack.yaml", at: [0.6], match: .tolerating(pixels: 1), references: references)
    }

    @Test func aMissingReferenceIsReportedUnderNever() {
        let caught = mismatch {
            try assertFrames(of: "../../Examples/stack.yaml", at: [0], match: FrameExpectation(record: .never), references: "/nonexistent/refs")
        }
        #expect(caught?.problems == ["missing reference /nonexistent/refs/frame-00000.png (set CARDMOTION_RECORD=missing to record it)"])
    }

    @Test func aBadScriptIsReported() {
        let caught = mismatch { try assertFrames(of: "/nonexistent/script.yaml") }
        #expect(caught?.problems == ["/nonexistent/script.yaml: no such file"])
    }
}
