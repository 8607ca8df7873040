import CardMotionTestSupport
import Foundation
import Testing
import CardMotionTesting

/// `assertFrames(variants:)`: each variant against its own folder inside the references, and one diagnostic naming
/// every failing variant (only CardMotionTesting imported, as a user's test would).
@Suite struct AssertFramesVariantsTests {
    static func script(darkBar: String) -> String {
        """
        device: iPhoneSE3
        screen:
          scale: 0.25
          layers:
            - {frame: [0, safeArea.top, screen.width, 40], backgroundColor: {light: "#FF0000", dark: "\(darkBar)"}}
        fps: 10
        duration: 0.2
        variants:
          matrix: {appearance: [light, dark]}
          extra:
            - {name: big, device: iPhone15ProMax}

        """
    }

    @Test func eachVariantHasItsOwnFolderAndOneMessageNamesTheFailingOnes() throws {
        let folder = try temporaryFolder()
        let path = folder + "/bar.yaml", references = folder + "/refs", artifacts = folder + "/art"
        try Self.script(darkBar: "#0000FF").write(toFile: path, atomically: true, encoding: .utf8)
        let recorded = verifyFrames(of: path, at: [0.1], variants: .all, match: FrameExpectation(record: .missing),
                                    references: references, artifacts: artifacts)
        #expect(recorded?.recorded == ["light", "dark", "big"].map { references + "/" + $0 + "/frame-00001.png" })
        #expect(verifyFrames(of: path, at: [0.1], variants: .all, references: references, artifacts: artifacts) == nil)
        // Without variants, the script's own settings in the folder itself: nothing is recorded there yet.
        #expect(verifyFrames(of: path, at: [0.1], references: references, artifacts: artifacts)?.problems.isEmpty == false)

        try Self.script(darkBar: "#00FF00").write(toFile: path, atomically: true, encoding: .utf8)
        let caught = try #require(verifyFrames(of: path, at: [0.1], variants: .all, references: references, artifacts: artifacts))
        #expect(caught.script == path + " [dark]")
        #expect(caught.frames.map(\.name) == ["dark/frame-00001.png"])
        #expect(caught.description.hasPrefix(path + " [dark]: 1 of 1 frame differs"))
        #expect(verifyFrames(of: path, at: [0.1], variants: .matching(["light", "big"]), references: references, artifacts: artifacts) == nil)
        let unknown = try #require(verifyFrames(of: path, at: [0.1], variants: .matching(["drak"]), references: references))
        #expect(unknown.problems == ["variants: 'drak' (did you mean 'dark'?) matches no variant; the variants are light, dark, big"])
    }
}
