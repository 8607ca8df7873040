import CardGeometry
import CardMotion
import CardScene
import Foundation
import Testing
@testable import CardRender

/// The backdrop's blur at reduced resolution (``ReducedBlur``).
@Suite struct ReducedBlurTests {
    /// The repository's Examples folder.
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples").path

    /// The largest channel difference between `a` and `b` and how many of their pixels differ.
    static func difference(_ a: RGBAImage, _ b: RGBAImage) -> (largest: Int, differing: Int) {
        var largest = 0, differing = 0
        for index in Swift.stride(from: 0, to: a.pixels.count, by: 4) {
            var pixel = 0
            for channel in 0..<4 { pixel = max(pixel, abs(Int(a.pixels[index + channel]) - Int(b.pixels[index + channel]))) }
            largest = max(largest, pixel)
            if pixel > 0 { differing += 1 }
        }
        return (largest, differing)
    }

    /// A 390 x 300 point screen at `scale`: the album cover, a title, coloured stripes, and a 358 x 180 point backdrop
    /// of `backdrop` (YAML mapping) over them; the backdrop's pixels are 358 · 180 · scale².
    static func materialScene(_ backdrop: String, scale: Int) throws -> Scene {
        let colors = ["systemPink", "systemBlue", "systemYellow", "black", "systemGreen", "white"]
        let stripes = (0..<13).map { "    - {frame: [\($0 * 30), 210, 30, 90], backgroundColor: \(colors[$0 % colors.count])}\n" }.joined()
        let yaml = """
        screen:
          size: [390, 300]
          scale: \(scale)
          background: white
          layers:
            - {frame: [0, 0, 390, 220], image: {source: images/album-cover.jpg, contentMode: aspectFill}}
            - {frame: [20, 70, 350, 41], text: {string: "Listen Now 夜空", style: largeTitle, weight: bold}}
        \(stripes)
        widget: {kind: sortGrid, titles: [a], frame: [0, 500, 100, 0]}
        overlay:
          - {frame: [16, 60, 358, 180], cornerRadius: 14, backdrop: \(backdrop)}
        """
        let script = try ScriptDecoder.decode(yaml, file: "t.yaml", baseDirectory: examples)
        return try PlaybackPlan(script).makePlayback().scene(at: 0)
    }

    static func render(_ scene: Scene, factor: Int?) throws -> RGBAImage {
        let renderer = try SceneRenderer()
        renderer.backdropFactor = factor
        return try renderer.render(scene)
    }

    /// Packs bytes (alpha, red, green, blue) into an ARGB32 word.
    static func word(_ a: UInt32, _ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 { a << 24 | r << 16 | g << 8 | b }

    /// The factor follows the documented thresholds: full resolution below 16 pixels, 2 from 16, 4 from 30.
    @Test func theFactorFollowsTheThresholds() {
        #expect([0, 8, 15.99, 16, 20, 29.99, 30, 40, 60, 500].map { ReducedBlur.factor(deviation: $0) } == [1, 1, 1, 2, 2, 2, 4, 4, 4, 4])
    }

    /// Blocks of 2 x 2 of a 3 x 2 image: the first the rounded mean of its four pixels, the second of the two left
    /// at the right edge.
    @Test func downsampleAveragesEachBlockOfPixelsInside() {
        let image: [UInt32] = [Self.word(255, 10, 20, 30), Self.word(255, 11, 21, 31), Self.word(255, 100, 0, 0),
                               Self.word(255, 13, 23, 33), Self.word(255, 15, 24, 36), Self.word(128, 50, 0, 0)]
        let small = image.withUnsafeBufferPointer { pixels in
            ReducedBlur.reduced(width: 3, height: 2, factor: 2) { pixels.baseAddress! + $0 * 3 }
        }
        // (10 + 11 + 13 + 15 + 2) / 4 = 12, (88 + 2) / 4 = 22, (130 + 2) / 4 = 33; (255 + 128 + 1) / 2 = 192, (150 + 1) / 2 = 75.
        #expect(small == [Self.word(255, 12, 22, 33), Self.word(192, 75, 0, 0)])
    }

    /// Each full pixel's centre in the small image, and the weights (out of 2 · factor) of the two pixels around it.
    @Test func tapsPlacePixelCentres() {
        #expect((0..<4).map { ReducedBlur.taps($0, factor: 2, count: 2) }.map { [$0.first, $0.second, $0.secondWeight] }
            == [[0, 0, 3], [0, 1, 1], [0, 1, 3], [1, 1, 1]])
        // Factor 4: centres at −3/8, −1/8, 1/8, 3/8, 5/8 ... of a small pixel.
        #expect((0..<6).map { ReducedBlur.taps($0, factor: 4, count: 2).secondWeight } == [5, 7, 1, 3, 5, 7])
        #expect(ReducedBlur.sourceRange(of: 2..<6, factor: 4, count: 10) == 0..<2)
    }

    /// Two small pixels scaled up by 2 into a row of 4: the edges repeat, the middle pixels are ¾ and ¼ of each,
    /// rounded; only the area is written.
    @Test func upsampleIsBilinearAndExact() {
        let small: [UInt32] = [Self.word(255, 0, 100, 200), Self.word(255, 255, 0, 40)]
        var row = [UInt32](repeating: 7, count: 5)
        row.withUnsafeMutableBytes { bytes in
            small.withUnsafeBufferPointer {
                ReducedBlur.upsample($0.baseAddress!, width: 2, height: 1, factor: 2, into: bytes.baseAddress!, stride: 20,
                                     area: PixelRect(x: 0, y: 0, width: 4, height: 1))
            }
        }
        // (3 · 0 + 255) / 4 = 63.75 -> 64, (3 · 100) / 4 = 75, (600 + 40) / 4 = 160; (765) / 4 = 191.25 -> 191, 25, 80.
        #expect(row == [Self.word(255, 0, 100, 200), Self.word(255, 64, 75, 160), Self.word(255, 191, 25, 80),
                        Self.word(255, 255, 0, 40), 7])
    }

    /// The measurement of docs/layers.md ("Backdrops"): every material at its blur of 20 points on screens of scale 1,
    /// 2 and 3 (deviations 20, 40 and 60 pixels: factors 2, 4 and 4), against the full-resolution blur. Prints the
    /// largest channel difference and the share of the backdrop's pixels that differ; holds the largest to 4.
    @Test func everyMaterialStaysWithinFourLevelsOfTheFullResolutionBlur() throws {
        let materials = ["systemUltraThinMaterial", "systemThinMaterial", "systemMaterial", "systemThickMaterial", "systemChromeMaterial"]
        for material in materials + materials.map({ $0 + "Dark" }) {
            var line = material.padding(toLength: 28, withPad: " ", startingAt: 0)
            for scale in 1...3 {
                let scene = try Self.materialScene("{material: \(material)}", scale: scale)
                let difference = Self.difference(try Self.render(scene, factor: 1), try Self.render(scene, factor: nil))
                let share = 100 * Double(difference.differing) / Double(358 * 180 * scale * scale)
                line += String(format: "  scale %d: max %d, %4.1f %% differ", scale, difference.largest, share)
                #expect(difference.largest <= 4, "\(material) at scale \(scale)")
                #expect(difference.differing > 0, "\(material) at scale \(scale): the blur is reduced")
            }
            print(line)
        }
    }
}
