import CardMotionTestSupport
import Foundation
import Testing

/// Named layers in `verify`: `--ignore card-*/likeStamp` and `verify.ignore` leave out the pixels of the layer's
/// turned frame, so a change inside it passes and a change outside it fails; a failure names the layer and what
/// changed in it.
@Suite struct LayerIgnoreMasksTests {
    /// One card at rest with a green stamp turned -15 degrees and a black square elsewhere; `stamp` and `square`
    /// replace their colours, `opacity` the stamp's opacity.
    func script(stamp: String = "systemGreen", square: String = "black", opacity: Double = 0.4, extra: String = "") -> String {
        restingCardYAML("""
                - {id: likeStamp, frame: [20, 40, 120, 50], rotation: -15, opacity: \(opacity), backgroundColor: \(stamp)}
                - {frame: [20, 200, 50, 50], backgroundColor: \(square)}
            """, extra: extra)
    }

    /// Records references of the script, then writes `changed` over it; returns the script's and references' paths.
    func recorded(then changed: String) throws -> (script: String, references: String) {
        let folder = try temporaryFolder()
        let script = folder + "/stamp.yaml"
        try self.script().write(toFile: script, atomically: true, encoding: .utf8)
        let record = try runCardMotion(["verify", script, "--reference", folder + "/ref", "--record", "missing"])
        #expect(record.status == 0, "\(record.stderr)")
        try changed.write(toFile: script, atomically: true, encoding: .utf8)
        return (script, folder + "/ref")
    }

    @Test func aChangeInsideTheIgnoredLayerPasses() throws {
        let (script, references) = try recorded(then: script(stamp: "systemRed"))
        let plain = try runCardMotion(["verify", script, "--reference", references])
        #expect(plain.status == 1, "\(plain.stdout)")
        #expect(plain.stdout.contains("same geometry: a drawing change"), "\(plain.stdout)")
        let ignored = try runCardMotion(["verify", script, "--reference", references, "--ignore", "card-*/likeStamp"])
        #expect(ignored.status == 0, "\(ignored.stdout)")
        let otherLayer = try runCardMotion(["verify", script, "--reference", references, "--ignore", "card-*/nope"])
        #expect(otherLayer.status == 1)
    }

    @Test func aChangeOutsideTheIgnoredLayerFails() throws {
        let (script, references) = try recorded(then: script(square: "blue"))
        let ignored = try runCardMotion(["verify", script, "--reference", references, "--ignore", "card-*/likeStamp"])
        #expect(ignored.status == 1, "\(ignored.stdout)")
    }

    @Test func theScriptsVerifyIgnoreMasksTheLayerToo() throws {
        let (script, references) = try recorded(then: script(stamp: "systemRed", extra: "verify: {ignore: [\"card-0/likeStamp\"]}"))
        let result = try runCardMotion(["verify", script, "--reference", references])
        #expect(result.status == 0, "\(result.stdout)")
    }

    /// 0.4 to 0.9 fails and is explained by the layer; 0.4 to 0.55 stays under pixelmatch's default threshold of
    /// colour difference, so the frame passes with a warning that names the layer's change.
    @Test func aFailureNamesTheLayerAndItsAlpha() throws {
        let (script, references) = try recorded(then: script(opacity: 0.9))
        let failed = try runCardMotion(["verify", script, "--reference", references])
        #expect(failed.status == 1)
        #expect(failed.stdout.contains("different pixels; card-0/likeStamp alpha 0.40 -> 0.90"), "\(failed.stdout)")
        try self.script(opacity: 0.55).write(toFile: script, atomically: true, encoding: .utf8)
        let warned = try runCardMotion(["verify", script, "--reference", references])
        #expect(warned.status == 0)
        #expect(warned.stdout.contains("warning: stamp frame-00000.png passed, but its geometry changed: card-0/likeStamp alpha 0.40 -> 0.55"),
                "\(warned.stdout)")
    }
}
