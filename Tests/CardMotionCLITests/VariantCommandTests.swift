import CardMotionTestSupport
import Foundation
import Testing

/// `--variant` and `--all-variants` on render, preview, states and verify (docs/variants.md): one folder deeper per
/// variant, today's layout without them, the side-by-side picture, and a variant's golden failing and approved alone.
@Suite struct VariantCommandTests {
    /// Two devices x two appearances and one extra; 10 fps for 0.2 s: 3 frames each. The bar's colour has its own
    /// dark value, `darkBar`.
    static func script(darkBar: String = "#0000FF") -> String {
        """
        device: iPhoneSE3
        screen:
          layers:
            - {frame: [0, safeArea.top, screen.width, 40], backgroundColor: {light: "#FF0000", dark: "\(darkBar)"}}
        fps: 10
        duration: 0.2
        variants:
          matrix: {device: [iPhoneSE3, iPhone15ProMax], appearance: [light, dark]}
          extra:
            - {name: large, contentSize: AX3}

        """
    }

    static let names = ["iPhoneSE3-light", "iPhoneSE3-dark", "iPhone15ProMax-light", "iPhone15ProMax-dark", "large"]

    @Test func renderWritesEachVariantOneFolderDeeperAndTheDefaultAsBefore() throws {
        let (folder, path) = try scriptInTemporaryFolder(Self.script(), named: "bar.yaml")
        let all = try runCardMotion(["render", path, "-o", folder + "/all", "--all-variants", "--scale", "0.25"])
        #expect(all.status == 0, "\(all.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/all").sorted() == Self.names.sorted())
        for name in Self.names {
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/all/" + name).sorted()
                    == ["frame-00000.png", "frame-00001.png", "frame-00002.png"])
        }
        // Without either option: the top-level settings, in the folder itself, the same pixels as the variant that
        // sets what the top level sets.
        let plain = try runCardMotion(["render", path, "-o", folder + "/plain", "--scale", "0.25"])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/plain").sorted() == ["frame-00000.png", "frame-00001.png", "frame-00002.png"])
        #expect(FileManager.default.contents(atPath: folder + "/plain/frame-00001.png") == FileManager.default.contents(atPath: folder + "/all/iPhoneSE3-light/frame-00001.png"))
        // Globs choose; an animated file goes in the variant's folder beside where it would go.
        let dark = try runCardMotion(["render", path, "-o", folder + "/anim/bar.apng", "--variant", "*-dark", "--scale", "0.25"])
        #expect(dark.status == 0, "\(dark.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/anim").sorted() == ["iPhone15ProMax-dark", "iPhoneSE3-dark"])
        #expect(FileManager.default.fileExists(atPath: folder + "/anim/iPhoneSE3-dark/bar.apng"))
    }

    @Test func aVariantThatMatchesNothingIsBadInput() throws {
        let (folder, path) = try scriptInTemporaryFolder(Self.script(), named: "bar.yaml")
        let typo = try runCardMotion(["render", path, "-o", folder + "/out", "--variant", "iPhoneSE3-drak"])
        #expect(typo.status == 2)
        #expect(typo.stderr == "cardmotion: --variant 'iPhoneSE3-drak' (did you mean 'iPhoneSE3-dark'?) matches no variant; the variants are \(Self.names.joined(separator: ", "))\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
        let both = try runCardMotion(["states", path, "--variant", "large", "--all-variants"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("give --variant or --all-variants, not both"))
    }

    @Test func statesNameTheVariantOnEveryLine() throws {
        let (_, path) = try scriptInTemporaryFolder(Self.script(), named: "bar.yaml")
        let run = try runCardMotion(["states", path, "--variant", "iPhone15ProMax-*"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines[0].hasPrefix(#"{"variant":"iPhone15ProMax-light","frame":0,"time":0,"nodes":[{"id":"screen","kind":"decoration","index":null,"corners":[[0,0],[430,0],[430,932],[0,932]]"#))
        #expect(lines[3].hasPrefix(#"{"variant":"iPhone15ProMax-dark","frame":0,"#))
    }

    /// Each variant at --scale 0.25 (an iPhone SE 94 x 167 pixels, a 15 Pro Max 108 x 233), 16 pixels apart, with a
    /// 24-pixel label band: 94 + 94 + 108 + 108 + 94 + 6 x 16 = 594 by 233 + 24 + 32 = 289 pixels.
    @Test func previewDrawsEveryVariantSideBySide() throws {
        let (folder, path) = try scriptInTemporaryFolder(Self.script(), named: "bar.yaml")
        let run = try runCardMotion(["preview", path, "--variants", "--at", "0.1", "-o", folder + "/all.png", "--scale", "0.25"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "wrote \(folder)/all.png (5 variants, 594 x 289 pixels)\n")
        let bytes = try #require(FileManager.default.contents(atPath: folder + "/all.png"))
        #expect(Array(bytes[16..<24]) == PNGBytes.bigEndian(594) + PNGBytes.bigEndian(289))
        let some = try runCardMotion(["preview", path, "--variants", "--variant", "*-light", "-o", folder + "/light.png", "--scale", "0.25"])
        #expect(some.stdout == "wrote \(folder)/light.png (2 variants, \(94 + 108 + 3 * 16) x 289 pixels)\n", "\(some.stderr)")
        // A script that declares no variants has nothing to show side by side (its own file, which exists).
        let plain = folder + "/plain.yaml"
        try "screen: {size: [20, 20], scale: 1}\n".write(toFile: plain, atomically: true, encoding: .utf8)
        let none = try runCardMotion(["preview", plain, "--variants", "-o", folder + "/x.png"])
        #expect(none.status == 2)
        #expect(none.stderr == "cardmotion: \(plain): --variants shows a script's variants, and it declares none; add 'variants:' (docs/variants.md)\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/x.png"))
    }

    /// Only the dark variants change: each fails in its own folder, the summary counts per variant, and approving one
    /// variant's folder leaves the other failing.
    @Test func aVariantsGoldenFailsAloneAndIsApprovedAlone() throws {
        let (folder, path) = try scriptInTemporaryFolder(Self.script(), named: "bar.yaml")
        let record = try runCardMotion(["verify", path, "--reference", "ref", "--all-variants", "--scale", "0.25", "--record", "missing"], in: folder)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/ref").sorted() == Self.names.sorted())
        try Self.script(darkBar: "#00FF00").write(toFile: path, atomically: true, encoding: .utf8)
        let failing = try runCardMotion(["verify", path, "--reference", "ref", "--all-variants", "--scale", "0.25", "--artifacts", "art"], in: folder)
        #expect(failing.status == 1)
        let summary = try #require(failing.stdout.split(separator: "\n").last)
        #expect(summary.hasPrefix("verify: 15 frames of 5 scripts in "))
        #expect(summary.contains("9 passed, 6 failed, 0 recorded (iPhoneSE3-light 0, iPhoneSE3-dark 3, iPhone15ProMax-light 0, iPhone15ProMax-dark 3, large 0 failed); first: bar [iPhoneSE3-dark] frame-00000.png"))
        #expect(FileManager.default.fileExists(atPath: folder + "/art/iPhoneSE3-dark/frame-00000.diff.png"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/art/iPhoneSE3-light/frame-00000.diff.png"))
        // The report, as Chromium builds it: the grid of variants by failing scripts, then a section per variant.
        let dom = try HeadlessChromium.renderedDOM(pageAt: folder + "/art/report.html")
        let start = try #require(dom.range(of: "<table class=\"variants\" id=\"variants\">"))
        let gridText = String(dom[start.lowerBound...]).components(separatedBy: "</table>")[0]
        #expect(gridText.contains("<th>failing frames</th><th>iPhoneSE3-light</th><th>iPhoneSE3-dark</th><th>iPhone15ProMax-light</th><th>iPhone15ProMax-dark</th><th>large</th>"))
        #expect(gridText.contains("<th>bar</th><td class=\"pass\"><a href=\"#s0\">0</a></td><td class=\"fail\"><a href=\"#s1\">3</a></td>"))
        #expect(dom.contains("<h2>bar [iPhoneSE3-dark]</h2>"))
        #expect(dom.contains("cardmotion approve art --script bar --reference ref/iPhoneSE3-dark"))
        let approve = try runCardMotion(["approve", "art", "--script", "bar", "--reference", "ref/iPhoneSE3-dark"], in: folder)
        #expect(approve.status == 0, "\(approve.stderr)")
        #expect(approve.stdout.hasSuffix("approve: 3 frames approved\n"))
        let approved = try runCardMotion(["verify", path, "--reference", "ref", "--variant", "iPhoneSE3-dark", "--scale", "0.25"], in: folder)
        #expect(approved.status == 0, "\(approved.stdout)")
        let other = try runCardMotion(["verify", path, "--reference", "ref", "--variant", "iPhone15ProMax-dark", "--scale", "0.25"], in: folder)
        #expect(other.status == 1)
    }

    /// The studio serves each variant as a script named `bar/VARIANT`, compared with its own reference folder; a
    /// pattern that matches nothing stops it at start.
    @Test func theStudioServesEachVariantAgainstItsOwnReferences() throws {
        let (folder, path) = try scriptInTemporaryFolder(Self.script(), named: "bar.yaml")
        #expect(try runCardMotion(["verify", path, "--reference", folder + "/ref", "--variant", "iPhoneSE3-*", "--record", "missing"]).status == 0)
        try Self.script(darkBar: "#00FF00").write(toFile: path, atomically: true, encoding: .utf8)
        let studio = try StudioProcess([path, "--variant", "iPhoneSE3-*", "--reference", folder + "/ref"])
        defer { _ = studio.stop() }
        let names = try LoopbackHTTP.get("/api/scripts", port: studio.port).body
        #expect(String(decoding: names, as: UTF8.self) == "[\n  \"bar/iPhoneSE3-light\",\n  \"bar/iPhoneSE3-dark\"\n]\n")
        let light = try LoopbackHTTP.get("/api/verdicts?script=bar/iPhoneSE3-light", port: studio.port).json
        #expect(light["reference"] as? String == folder + "/ref/iPhoneSE3-light")
        #expect(light["missing"] as? Int == 0)
        let dark = try LoopbackHTTP.get("/api/verdicts?script=bar/iPhoneSE3-dark", port: studio.port).json
        #expect(light["failed"] as? Int == 0 && dark["failed"] as? Int == 3, "\(light) \(dark)")
        let typo = try runCardMotion(["studio", path, "--variant", "nope", "--port", "0"])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("--variant 'nope' matches no variant"))
    }
}
