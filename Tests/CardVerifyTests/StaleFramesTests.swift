import CardMotionTestSupport
import CardRender
import CardVerify
import Foundation
import Testing

/// The frames of an earlier, longer run go; anything else, and any file the run reads, stays.
@Suite struct StaleFramesTests {
    @Test func framesPastTheEndGoExceptInputsAndOtherNames() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["frame-00000.png", "frame-00001.png", "frame-00002.png", "frame-00003.png", "frame-00099.png",
                     "frame-2.png", "notes.txt"] {
            try Data([1]).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        let removed = StaleFrames.remove(in: folder, from: 2, keeping: [folder + "/frame-00099.png"])
        #expect(removed == ["frame-00002.png", "frame-00003.png"])
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(left == ["frame-00000.png", "frame-00001.png", "frame-00099.png", "frame-2.png", "notes.txt"])
    }
}
