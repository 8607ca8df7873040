import CardMotionTestSupport
import Foundation
import Testing

/// Variants drawn in one run share the run's decoded images (docs/variants.md#what-is-shared), yet each variant's
/// frames are the bytes it gets drawn alone, also when the variants keep an image at different reduced sizes.
@Suite struct VariantImageSharingTests {
    /// An 800 x 800 grey image of one-pixel diagonal lines every 3 pixels: a pattern whose reduction shows in every
    /// pixel drawn from it.
    static let lines: [UInt8] = {
        var rows: [UInt8] = []
        for y in 0..<800 {
            rows.append(0) // the row's filter: none
            for x in 0..<800 { rows.append((x + y) % 3 == 0 ? 0 : 255) }
        }
        return PNGBytes.png(width: 800, height: 800, depth: 8, colorType: 0, rows: rows)
    }()

    /// The image fills a square as wide as the screen: at --scale 0.25, 94 pixels on an iPhone SE and 108 on a 15 Pro
    /// Max, so the store keeps it at 4 times that, 375 and 430 pixels, a different size for each device.
    static let script = """
        device: iPhoneSE3
        screen:
          layers:
            - {frame: [0, 0, width, width], image: {source: lines.png, contentMode: scaleToFill}}
        fps: 10
        duration: 0.1
        variants:
          matrix: {device: [iPhoneSE3, iPhone15ProMax]}

        """

    static let names = ["iPhoneSE3", "iPhone15ProMax"]

    /// The bytes of every file of each variant's folder in `folder`, by `VARIANT/FILE`.
    static func files(in folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in names {
            for file in try FileManager.default.contentsOfDirectory(atPath: folder + "/" + name) {
                files[name + "/" + file] = FileManager.default.contents(atPath: folder + "/" + name + "/" + file)
            }
        }
        return files
    }

    @Test func renderAllVariantsWritesEachVariantsFramesAsItsRunAlone() throws {
        let (folder, path) = try scriptInTemporaryFolder(Self.script, named: "lines.yaml")
        try Data(Self.lines).write(to: URL(fileURLWithPath: folder + "/lines.png"))
        let all = try runCardMotion(["render", path, "--all-variants", "--scale", "0.25", "-o", folder + "/all"])
        #expect(all.status == 0, "\(all.stderr)")
        for name in Self.names {
            let alone = try runCardMotion(["render", path, "--variant", name, "--scale", "0.25", "-o", folder + "/alone"])
            #expect(alone.status == 0, "\(alone.stderr)")
        }
        let together = try Self.files(in: folder + "/all"), apart = try Self.files(in: folder + "/alone")
        #expect(together.keys.sorted() == ["iPhone15ProMax/frame-00000.png", "iPhone15ProMax/frame-00001.png",
                                           "iPhoneSE3/frame-00000.png", "iPhoneSE3/frame-00001.png"])
        #expect(apart.keys.sorted() == together.keys.sorted())
        for (file, bytes) in together { #expect(bytes == apart[file], "\(file)") }
        // The two devices draw the image from different reductions, so their frames differ (scaled to the same
        // width or not, an iPhone SE frame is not a 15 Pro Max frame).
        #expect(together["iPhoneSE3/frame-00000.png"] != together["iPhone15ProMax/frame-00000.png"])
    }

    @Test func verifyAllVariantsRecordsEachVariantsReferencesAsItsRunAlone() throws {
        let (folder, path) = try scriptInTemporaryFolder(Self.script, named: "lines.yaml")
        try Data(Self.lines).write(to: URL(fileURLWithPath: folder + "/lines.png"))
        let all = try runCardMotion(["verify", path, "--all-variants", "--scale", "0.25", "--reference", "all", "--record", "all"],
                                    in: folder)
        #expect(all.status == 0, "\(all.stderr)")
        for name in Self.names {
            let alone = try runCardMotion(["verify", path, "--variant", name, "--scale", "0.25", "--reference", "alone", "--record", "all"],
                                          in: folder)
            #expect(alone.status == 0, "\(alone.stderr)")
        }
        // References, their index of repeated frames and their geometry (states.jsonl), file by file.
        let together = try Self.files(in: folder + "/all"), apart = try Self.files(in: folder + "/alone")
        #expect(together.keys.contains("iPhoneSE3/frame-00000.png"))
        #expect(apart.keys.sorted() == together.keys.sorted())
        for (file, bytes) in together { #expect(bytes == apart[file], "\(file)") }
        // And each variant's references, recorded together, pass when it is verified alone with no threshold.
        for name in Self.names {
            let check = try runCardMotion(["verify", path, "--variant", name, "--scale", "0.25", "--reference", "all", "--threshold", "0"],
                                          in: folder)
            #expect(check.status == 0, "\(name): \(check.stdout)")
        }
    }
}
