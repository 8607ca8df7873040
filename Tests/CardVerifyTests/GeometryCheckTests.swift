import CardMotionTestSupport
import CardPlatform
import CardRender
import CardVerify
import Foundation
import Testing

/// `verify`'s shared geometry golden: a golden that cannot be read is a ``RenderFailure`` naming it, and a run
/// that recorded nothing writes nothing.
@Suite struct GeometryCheckTests {
    @Test func aBrokenGoldenFailsNamingItsFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("not json\n".utf8).write(to: URL(fileURLWithPath: folder + "/states.jsonl"))
        let failure = #expect(throws: RenderFailure.self) { try GeometryCheck(reference: folder) }
        #expect(failure?.message == "\(folder)/states.jsonl:1: not a line of 'cardmotion states' (a JSON object with a frame)")
    }

    @Test func nothingRecordedWritesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let check = try GeometryCheck(reference: folder)
        let batch = OutputBatch()
        try check.save(frameCount: nil, into: batch)
        try batch.commit()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
    }
}
