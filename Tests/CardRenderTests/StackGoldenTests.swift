import CardMotion
import Foundation
import Testing
@testable import CardRender

/// Key frames of Examples/stack.yaml against reference PNGs in Goldens/stack/, compared pixel for pixel
/// (the fixed font set and Debian's Cairo make the output exact). Set CARDMOTION_RECORD=missing to write
/// absent references, or =all to rewrite them (say why in the commit).
@Suite struct StackGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens/stack")
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/stack.yaml").standardizedFileURL.path

    /// At 60 fps: rest (0), mid-drag tilted right (36 = 0.6 s), mid fly-off with the re-stack under way
    /// (51 = 0.85 s; release at 0.8 s), the short drag left (100 = 1.667 s), the spring-back swung past centre
    /// (117 = 1.95 s; release at 1.8 s), mid programmatic swipe left (163) and right (199).
    static let frames = [0, 36, 51, 100, 117, 163, 199]

    @Test(arguments: frames)
    func frameMatchesItsReference(frame: Int) throws {
        let script = try ScriptDecoder.decode(contentsOf: Self.script)
        let playback = Playback(script: script)
        let actual = try SceneRenderer().render(playback.scene(at: Double(frame) / script.fps))
        let name = String(format: "frame-%05d.png", frame)
        let reference = Self.folder.appendingPathComponent(name).path
        let record = ProcessInfo.processInfo.environment["CARDMOTION_RECORD"] ?? "never"
        let exists = FileManager.default.fileExists(atPath: reference)
        if record == "all" || (record == "missing" && !exists) {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try Data(PNGCodec.encode(actual, options: .compact)).write(to: URL(fileURLWithPath: reference))
            Issue.record("recorded \(reference); run again without CARDMOTION_RECORD")
            return
        }
        let expected = try PNGCodec.decode(contentsOf: reference)
        #expect(expected.width == actual.width && expected.height == actual.height)
        let different = stride(from: 0, to: min(expected.pixels.count, actual.pixels.count), by: 4).filter {
            expected.pixels[$0..<$0 + 4] != actual.pixels[$0..<$0 + 4]
        }.count
        if different > 0 {
            let path = NSTemporaryDirectory() + "cardmotion-actual-" + name
            try? Data(PNGCodec.encode(actual)).write(to: URL(fileURLWithPath: path))
            Issue.record("\(name): \(different) pixels differ from \(reference); actual written to \(path)")
        }
    }
}
