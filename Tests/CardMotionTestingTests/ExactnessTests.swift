import CardMotionTestSupport
import CardRender
import Foundation
import Testing
import CardMotionTesting

/// What `.exact` and the default promise: iOS's light system blue #007AFF recorded, then drawn as its dark variant
/// #0A84FF (a colour distance of 0.0356 on pixelmatch's 0...1 scale). The default threshold 0.1 lets that pass;
/// `.exact` (threshold 0) and a script's own `verify: {threshold: 0}` catch it.
@Suite struct ExactnessTests {
    @Test func theDefaultToleratesSystemBlueLightToDarkAndExactDoesNot() throws {
        let folder = try temporaryFolder()
        let script = folder + "/blue.yaml", references = folder + "/refs", artifacts = folder + "/art"
        try writeOneCardScript(script, color: "#007AFF")
        #expect(verifyFrames(of: script, match: FrameExpectation(record: .missing), references: references)?.recorded.count == 2)
        #expect(verifyFrames(of: script, match: .exact, references: references) == nil, "the same drawing passes .exact")

        try writeOneCardScript(script, color: "#0A84FF")
        #expect(verifyFrames(of: script, references: references) == nil, "no match: keeps threshold 0.1, which tolerates 0.0356")
        let exact = verifyFrames(of: script, match: .exact, references: references, artifacts: artifacts)
        #expect(exact?.frames.map(\.name) == ["frame-00000.png", "frame-00001.png"])
        #expect(exact?.frames.map(\.problem) == Array(repeating: "2400 different pixels (budget: 0 pixels); same geometry: a drawing change (fonts, colours, images)", count: 2),
                "every pixel of the card (60 x 40 pt, the stack's card in a 60 pt square) differs at threshold 0")
        #expect(verifyFrames(of: script, match: .tolerating(pixels: 2400, threshold: 0), references: references) == nil)

        try writeOneCardScript(script, color: "#0A84FF", verify: "verify: {threshold: 0}")
        #expect(verifyFrames(of: script, references: references, artifacts: artifacts)?.frames.count == 2,
                "the script's own threshold applies when the assertion gives none")
        #expect(verifyFrames(of: script, match: FrameExpectation(threshold: 0.1), references: references) == nil,
                "the assertion's threshold wins over the script's")
    }
}
