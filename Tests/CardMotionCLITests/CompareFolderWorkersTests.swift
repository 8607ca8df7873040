import CardMotionTestSupport
import Foundation
import Testing

/// `compare` of folders sizes its workers by the images' decoded size, read from their headers before anything is
/// decoded: small files that claim 8000 x 8000 pixels lower `--jobs`, and the run says so.
@Suite struct CompareFolderWorkersTests {
    /// Two folders of PNG headers claiming 4000 x 4000 and 9000 x 9000 pixels (250 bytes, nothing to decode: the
    /// two sides are the same bytes): the largest claim, capped at the PNG pixel limit, sets the workers.
    @Test func headersAreReadBeforeAnythingIsDecoded() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for side in ["A", "B"] {
            try FileManager.default.createDirectory(atPath: folder + "/" + side, withIntermediateDirectories: true)
            for (name, pixels) in [("c1.png", 4000), ("c2.png", 9000), ("c3.png", 10)] {
                let bytes = PNGBytes.signature + PNGBytes.ihdr(width: UInt32(pixels), height: UInt32(pixels), depth: 8, colorType: 6)
                    + PNGBytes.chunk("IEND", [])
                try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + side + "/" + name))
            }
        }
        let run = try runCardMotion(["compare", folder + "/A", folder + "/B", "--jobs", "2"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "cardmotion: --jobs 2 lowered to 1: \(folder)/A/c2.png decodes to 64000000 pixels, about 1.0 GB per worker with its pair and diff, within compare's 1.0 GB of decoded images\n")
    }
}
