import CardMotionTestSupport
import CardRender
import CardVerify
import Foundation
import Testing

/// A reference folder is checked before any rendering; what is wrong with it is a ``RenderFailure`` naming the
/// folder or the file, and what to do.
@Suite struct ReferenceFolderTests {
    @Test func strayMissingOrAbsentReferencesFailNamingTheFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["frame-00000.png", "frame-00002.png"] { try Data([1]).write(to: URL(fileURLWithPath: folder + "/" + name)) }
        let stray = #expect(throws: RenderFailure.self) { try ReferenceFolder.check(folder, frameCount: 2, mode: .missing) }
        #expect(stray?.message == "reference \(folder)/frame-00002.png has no frame to match: the script has 2 frames (frame-00000 to frame-00001.png); --record all removes the references past the end")
        try ReferenceFolder.check(folder, frameCount: 2, mode: .all)
        let missing = #expect(throws: RenderFailure.self) { try ReferenceFolder.check(folder, frameCount: 3, mode: .never) }
        #expect(missing?.message == "reference \(folder)/frame-00001.png is missing (record it with --record missing)")
        let absent = #expect(throws: RenderFailure.self) { try ReferenceFolder.check(folder + "/none", frameCount: 1, mode: .never) }
        #expect(absent?.message == "reference folder \(folder)/none does not exist (record it with --record missing)")
    }
}
