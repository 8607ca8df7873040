import CardMotionTestSupport
import CardPlatform
import CardRender
import CardVerify
import Foundation
import Testing

/// Approval as a library: its failures are ``RenderFailure``s with the message `approve` prints, and scripts go by
/// their stem.
@Suite struct ApprovalFilesTests {
    @Test func anArtefactFolderWithoutAManifestFailsNamingIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let artifacts = try RenderFailure.confined { () throws(ConfinedFolder.Failure) in try ConfinedFolder.open(folder) }
        let failure = #expect(throws: RenderFailure.self) { try ApprovalManifestFiles.read(in: artifacts) }
        #expect(failure?.message == "\(folder): no manifest.json; run verify with --artifacts \(folder) first")
    }

    @Test func aScriptGoesByItsFileNameWithoutFolderOrExtension() {
        #expect(ScriptStem.of("Examples/deck.yaml") == "deck")
        #expect(ScriptStem.of("/tmp/a.b/stack-drag.yml") == "stack-drag")
        #expect(ScriptStem.of("plain") == "plain")
    }
}
