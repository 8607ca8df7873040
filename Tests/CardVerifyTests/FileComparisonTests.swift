import CardRender
import CardMotionTestSupport
import CardVerify
import Foundation
import Testing

/// Two PNG files compared as a library: the count and diff for one size, the sizes when they differ, and a broken
/// file as a ``RenderFailure`` naming it.
@Suite struct FileComparisonTests {
    /// Writes `image` as a PNG file `name` in `folder`; its path.
    func write(_ image: RGBAImage, _ name: String, in folder: String) throws -> String {
        let path = folder + "/" + name
        try Data(PNGCodec.encode(image)).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func sameSizedImagesAreCountedWithTheSameResultOnAnyNumberOfThreads() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let white = RGBAImage(width: 4, height: 3, red: 255, green: 255, blue: 255, alpha: 255)
        var changed = white
        for pixel in [0, 5] { changed.pixels.replaceSubrange(pixel * 4..<pixel * 4 + 3, with: [0, 0, 0]) }
        let a = try write(white, "a.png", in: folder), b = try write(changed, "b.png", in: folder)
        for threads in [1, 3] {
            guard case .compared(let result) = try FileComparison.compare(a, b, options: PixelmatchOptions(), drawDiff: true, threads: threads) else {
                Issue.record("expected a pixel comparison"); return
            }
            #expect(result.differentPixels == 2)
            #expect(result.diffImage?.width == 4 && result.diffImage?.height == 3)
        }
    }

    @Test func differentSizesAreReportedWithoutComparing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let a = try write(RGBAImage(width: 4, height: 3, red: 0, green: 0, blue: 0, alpha: 255), "a.png", in: folder)
        let b = try write(RGBAImage(width: 2, height: 5, red: 0, green: 0, blue: 0, alpha: 255), "b.png", in: folder)
        guard case .sizesDiffer(let sizeA, let sizeB) = try FileComparison.compare(a, b, options: PixelmatchOptions(), drawDiff: false, threads: 1) else {
            Issue.record("expected different sizes"); return
        }
        #expect(sizeA == .init(width: 4, height: 3))
        #expect(sizeB == .init(width: 2, height: 5))
    }

    @Test func aBrokenFileFailsNamingIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let a = try write(RGBAImage(width: 1, height: 1, red: 0, green: 0, blue: 0, alpha: 255), "a.png", in: folder)
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: folder + "/b.png"))
        let failure = #expect(throws: RenderFailure.self) {
            try FileComparison.compare(a, folder + "/b.png", options: PixelmatchOptions(), drawDiff: false, threads: 1)
        }
        #expect(failure?.message == folder + "/b.png: not a PNG file (the signature is missing)")
    }
}
