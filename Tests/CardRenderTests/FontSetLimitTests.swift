import CardGeometry
import CardMotionTestSupport
import CardScene
import Foundation
import Testing
@testable import CardRender

/// A scene built by hand (no script decoder to count its fonts) is held to the same limit on font faces, counted
/// from the files' headers before fontconfig reads any: a collection that claims 300 faces is refused, and so is a
/// file listed three times.
@Suite struct FontSetLimitTests {
    @Test func faceCountsAreCheckedBeforeFontconfigReads() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func collection(_ faces: UInt8, at path: String) throws {
            try Data(Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, faces]).write(to: URL(fileURLWithPath: path))
        }
        try collection(250, at: folder + "/a.ttc")
        try collection(100, at: folder + "/b.ttc")
        #expect(throws: RenderError("the scene's font files hold 350 faces, more than the limit of 256")) {
            try FontSet(scriptFonts: [folder + "/a.ttc", folder + "/b.ttc"])
        }
        #expect(throws: RenderError("the scene's font files hold 300 faces, more than the limit of 256")) {
            try FontSet(scriptFonts: Array(repeating: folder + "/b.ttc", count: 3))
        }
    }
}
