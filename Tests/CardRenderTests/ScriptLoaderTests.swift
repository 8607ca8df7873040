import CardMotion
import CardRender
import CardMotionTestSupport
import Foundation
import Testing

/// Loading and planning a script file as a library: overrides applied, and every problem a ``RenderFailure``
/// with the message a user reads.
@Suite struct ScriptLoaderTests {
    /// The path of a script with a `width` x `height` point screen, written into `folder`.
    func writeScript(in folder: String, width: Int, height: Int) throws -> String {
        let path = folder + "/s.yaml"
        try Data("""
        screen: {size: [\(width), \(height)], scale: 1}
        widget: {kind: stack, frame: [10, 10, 80, 80]}
        cards:
          - {title: a}

        """.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func scaleAndFrameRateOverridesApply() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try writeScript(in: folder, width: 100, height: 100)
        let plan = try ScriptLoader.plan(path, assets: AssetAccess(folders: []), scale: 2, fps: 10)
        #expect(plan.script.screen.scale == 2)
        #expect(plan.script.screen.pixelCount == 40_000)
        #expect(plan.script.fps == 10)
    }

    @Test func aScaleThatMakesTheFrameTooBigFailsNamingTheOption() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try writeScript(in: folder, width: 2000, height: 1000)
        let failure = #expect(throws: RenderFailure.self) {
            try ScriptLoader.plan(path, assets: AssetAccess(folders: []), scale: 8)
        }
        #expect(failure?.message == "--scale 8.0: frames of 16000 x 8000 pixels exceed the limit of 64000000 pixels")
    }
}
