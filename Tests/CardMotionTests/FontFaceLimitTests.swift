import CardMotion
import CardMotionTestSupport
import Foundation
import Testing

/// A script's font files are counted by their faces before any is read by fontconfig (whose time grows with them):
/// a collection counts its header's numFonts, a file listed twice counts twice, and the entry that passes the limit
/// is named by line and key. A file listed again is read once.
@Suite struct FontFaceLimitTests {
    /// A collection header (`ttcf`, version 1.0) declaring `faces` faces, and nothing else.
    static func collection(faces: UInt32) -> Data {
        Data(Array("ttcf".utf8) + [0, 1, 0, 0] + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: faces >> $0) })
    }

    final class Reads: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [String] = []
        func record(_ path: String) { lock.withLock { paths.append(path) } }
        var count: Int { lock.withLock { paths.count } }
    }

    @Test func facesAreCountedBeforeTheFilesAreRead() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.collection(faces: 100_000).write(to: URL(fileURLWithPath: folder + "/k100.ttc"))
        try Self.collection(faces: 100).write(to: URL(fileURLWithPath: folder + "/c100.ttc"))
        let reads = Reads()
        let reader: FontFamilyReader = { path in
            reads.record(path)
            return ["Sample"]
        }
        let base = "screen: {size: [375, 667]}\nwidget: {kind: stack, frame: [25, 150, 325, 420]}\n"
        func error(_ fonts: String) -> String? {
            do {
                _ = try ScriptDecoder.decode("fonts: \(fonts)\n" + base, file: "s.yaml", baseDirectory: folder, fonts: reader)
                return nil
            } catch {
                return error.description
            }
        }
        let rule = "more than the limit of 256 (a collection counts each of its faces, a file listed twice counts twice)"
        #expect(error("[k100.ttc]") == "s.yaml:1:9: fonts[0]: 'k100.ttc' brings the font faces to 100000, \(rule)")
        #expect(error("[c100.ttc, c100.ttc, c100.ttc]") == "s.yaml:1:29: fonts[2]: 'c100.ttc' brings the font faces to 300, \(rule)")
        #expect(reads.count == 1)
        #expect(error("[c100.ttc, c100.ttc]") == nil)
        #expect(reads.count == 2)
    }
}
