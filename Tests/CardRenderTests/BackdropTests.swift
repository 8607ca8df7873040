import CardGeometry
import CardMotion
import CardScene
import Foundation
import Testing
@testable import CardRender

/// Backdrops (`backdrop:`, UIVisualEffectView): the pixels inside the rounded frame equal a blur, saturation and tint
/// computed here independently, by brute force, from the frame drawn without the backdrop; nothing outside changes;
/// the effect follows what moves behind it, and the renderer's caches and hidden-row savings leave frames unchanged.
@Suite struct BackdropTests {
    /// Colours of the 5-point vertical stripes behind, and a black bar across them (so both directions blur).
    static let stripes: String = {
        let colors = ["red", "\"#00FF00\"", "blue", "yellow", "\"#FF00FF\"", "white"]
        return (0..<20).map { "    - {frame: [\($0 * 5), 0, 5, 100], backgroundColor: \(colors[$0 % colors.count])}\n" }.joined()
            + "    - {frame: [0, 47, 100, 6], backgroundColor: black}\n"
    }()

    /// Frame 0 of a 100 x 100 point screen at scale 1 holding the stripes and then `overlay` (YAML list items).
    func render(overlay: String) throws -> RGBAImage {
        let yaml = """
        screen:
          size: [100, 100]
          scale: 1
          background: white
          layers:
        \(Self.stripes)
        widget: {kind: sortGrid, titles: [a], frame: [0, 500, 100, 0]}
        overlay:
        \(overlay)
        """
        let script = try ScriptDecoder.decode(yaml, file: "t.yaml", baseDirectory: "/tmp")
        return try SceneRenderer().render(try PlaybackPlan(script).makePlayback().scene(at: 0))
    }

    /// The frame without any backdrop: what lies behind.
    func behind() throws -> RGBAImage {
        try render(overlay: "  - {frame: [0, 0, 1, 1]}")
    }

    /// The reference: SVG's three boxes of `d = ⌊σ · 3 · √(2π) / 4 + 0.5⌋` (for an even d, boxes reaching d/2 and
    /// d/2 − 1 to the left and right, then d/2 − 1 and d/2, then d + 1 centred), each the rounded mean of its window
    /// summed pixel by pixel, rows then columns, over the image extended by repeating its edge pixels; then each
    /// channel `round(m · rgb)` within 0...255 with SVG's saturate matrix, then the tint `T + (x · (255 − A) + 127) /
    /// 255`. Every colour behind is opaque, so premultiplied and straight components are the same.
    func reference(_ image: RGBAImage, deviation: Double, saturation: Double, tint: (r: Int, g: Int, b: Int, a: Int)?) -> [[Int]] {
        let d = Int((deviation * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        let boxes: [(Int, Int)] = d <= 1 ? [] : d % 2 == 1 ? [(d / 2, d / 2), (d / 2, d / 2), (d / 2, d / 2)]
            : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
        // The image edge-extended by a margin wider than the boxes reach, zero beyond it (as the renderer's blur
        // counts pixels outside its plane).
        let margin = 3 * d + 2, width = image.width + 2 * margin, height = image.height + 2 * margin
        var result: [[Int]] = []
        for channel in 0..<3 {
            var plane = [[Int]](repeating: [Int](repeating: 0, count: width), count: height)
            for y in 0..<height {
                for x in 0..<width {
                    let sx = min(max(x - margin, 0), image.width - 1), sy = min(max(y - margin, 0), image.height - 1)
                    plane[y][x] = Int(image.pixels[(sy * image.width + sx) * 4 + channel])
                }
            }
            // Rows, then columns: each value the rounded mean of the window along the line.
            for alongRows in [true, false] {
                for (left, right) in boxes {
                    var next = plane
                    for y in 0..<height {
                        for x in 0..<width {
                            let (at, count) = alongRows ? (x, width) : (y, height)
                            var sum = 0
                            for i in (at - left)...(at + right) where i >= 0 && i < count { sum += alongRows ? plane[y][i] : plane[i][x] }
                            next[y][x] = (sum + (left + right + 1) / 2) / (left + right + 1)
                        }
                    }
                    plane = next
                }
            }
            result.append(plane[margin..<(margin + image.height)].flatMap { $0[margin..<(margin + image.width)] })
        }
        let s = saturation
        let matrix = [[0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s],
                      [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s],
                      [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s]]
        var pixels: [[Int]] = []
        for index in 0..<(image.width * image.height) {
            let rgb = [result[0][index], result[1][index], result[2][index]]
            var out = matrix.map { row in
                min(255, max(0, Int((row[0] * Double(rgb[0]) + row[1] * Double(rgb[1]) + row[2] * Double(rgb[2])).rounded())))
            }
            if let tint {
                out = zip(out, [tint.r, tint.g, tint.b]).map { $1 + ($0 * (255 - tint.a) + 127) / 255 }
            }
            pixels.append(out)
        }
        return pixels
    }

    func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    /// Blur 3 points (box size 6: the even case), saturation 1.6 and a white tint at 40 % over stripes: every pixel
    /// of the frame [20, 30, 60, 40] equals the reference; every pixel outside equals the frame without it.
    @Test func backdropEqualsAnIndependentBlurSaturationAndTint() throws {
        let image = try render(overlay: "  - {frame: [20, 30, 60, 40], backdrop: {blur: 3, saturation: 1.6, tint: \"#FFFFFF66\"}}")
        let plain = try behind()
        // #FFFFFF66: alpha 0x66 = 102, the premultiplied white 102.
        let expected = reference(plain, deviation: 3, saturation: 1.6, tint: (102, 102, 102, 102))
        var mismatches = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let inside = (20..<80).contains(x) && (30..<70).contains(y)
                let want = inside ? expected[y * 100 + x] : rgb(plain, x, y)
                if rgb(image, x, y) != want || image.pixel(x: x, y: y).a != 255 {
                    mismatches += 1
                    if mismatches <= 5 { Issue.record("(\(x), \(y)): \(rgb(image, x, y)), expected \(want)") }
                }
            }
        }
        #expect(mismatches == 0)
        // The effect is no copy: the blur mixed the stripes.
        #expect(rgb(image, 50, 35) != rgb(plain, 50, 35))
    }

    /// An odd box (blur 2.5 points at scale 1: d = 5), no tint, saturation 1 (the colours as blurred), at the
    /// screen's corner, where the blur reads the repeated edge pixels beyond it.
    @Test func anOddBoxAtTheScreensEdgeRepeatsTheEdge() throws {
        let image = try render(overlay: "  - {frame: [0, 0, 30, 100], backdrop: {blur: 2.5}}")
        let plain = try behind()
        let expected = reference(plain, deviation: 2.5, saturation: 1, tint: nil)
        for y in 0..<100 {
            for x in 0..<40 {
                #expect(rgb(image, x, y) == (x < 30 ? expected[y * 100 + x] : rgb(plain, x, y)), "(\(x), \(y))")
            }
        }
    }

    /// `saturation: 0` is grey: each channel the luminance 0.213 r + 0.715 g + 0.072 b of the pixel behind
    /// (red: 54, green: 182, blue: 18, yellow: 237).
    @Test func saturationZeroIsGrey() throws {
        let image = try render(overlay: "  - {frame: [0, 0, 100, 100], backdrop: {saturation: 0}}")
        #expect(rgb(image, 2, 10) == [54, 54, 54])
        #expect(rgb(image, 7, 10) == [182, 182, 182])
        #expect(rgb(image, 12, 10) == [18, 18, 18])
        #expect(rgb(image, 17, 10) == [237, 237, 237])
        #expect(rgb(image, 2, 50) == [0, 0, 0])
    }

    /// A rounded frame: the corner's pixels outside the arc keep what is behind, those inside take the effect.
    @Test func nothingOutsideTheRoundedFrameChanges() throws {
        let image = try render(overlay: "  - {frame: [20, 20, 60, 60], cornerRadius: 20, backdrop: {saturation: 0}}")
        let plain = try behind()
        for y in 0..<100 {
            for x in 0..<100 where !(20..<80).contains(x) || !(20..<80).contains(y) {
                #expect(rgb(image, x, y) == rgb(plain, x, y), "(\(x), \(y))")
            }
        }
        // (21, 21) lies outside the arc of radius 20 about (40, 40); (40, 40), (30, 30) and (72, 60) inside it.
        #expect(rgb(image, 21, 21) == rgb(plain, 21, 21))
        for (x, y) in [(40, 40), (30, 30), (72, 60)] {
            let grey = rgb(image, x, y)
            #expect(grey[0] == grey[1] && grey[1] == grey[2] && rgb(plain, x, y) != grey, "(\(x), \(y))")
        }
    }

    // MARK: What moves behind

    let white = Color(white: 1)

    func scene(card x: Double, bar: ContentLayer = ContentLayer(frame: Rect(x: 0, y: 0, width: 200, height: 40),
                                                                backdrop: Backdrop(blur: 4, saturation: 1.8, tint: Color(white: 1, alpha: 0.5))),
               alpha: Double = 1) -> Scene {
        let card = ContentLayer(frame: Rect(x: 0, y: 0, width: 40, height: 80), backgroundColor: Color(red: 1, green: 0, blue: 0))
        let stripe = ContentLayer(frame: Rect(x: 0, y: 0, width: 200, height: 10), backgroundColor: Color(red: 0, green: 0, blue: 1))
        return Scene(size: Size(width: 200, height: 100), scale: 2, background: white, nodes: [
            SceneNode(id: "stripe", kind: .decoration, index: nil, layer: stripe, transform: AffineTransform2D(translationX: 0, y: 60), alpha: 1),
            SceneNode(id: "card", kind: .card, index: 0, layer: card, transform: AffineTransform2D(translationX: x, y: 10), alpha: 1),
            SceneNode(id: "bar", kind: .decoration, index: nil, layer: bar, transform: AffineTransform2D(translationX: 0, y: 50), alpha: alpha),
        ])
    }

    /// A card moving behind the bar changes the bar's pixels; the frame drawn after it, with the effect kept from
    /// the frames before, is byte for byte the frame a fresh renderer draws; the same scene twice reuses the effect.
    @Test func aCardMovingBehindChangesTheBackdrop() throws {
        let renderer = try SceneRenderer()
        let first = try renderer.render(scene(card: 0))
        let moved = try renderer.render(scene(card: 100))
        let barRows = 100..<180
        func barPixels(_ image: RGBAImage) -> [UInt8] { Array(image.pixels[(barRows.lowerBound * 400 * 4)..<(barRows.upperBound * 400 * 4)]) }
        #expect(barPixels(first) != barPixels(moved))
        #expect(moved == (try SceneRenderer().render(scene(card: 100))))
        let computed = renderer.backdrops.computed
        let again = try renderer.render(scene(card: 100))
        #expect(again == moved)
        #expect(renderer.backdrops.computed == computed)
        #expect(renderer.backdrops.reused >= 1)
    }

    /// Without the savings (rows hidden by later opaque nodes, the kept prefix) the frames are the same: an opaque
    /// node after the backdrop does not hide the rows of those before it that the backdrop reads.
    @Test func hiddenRowsAndKeptPixelsLeaveBackdropsExact() throws {
        var scenes = (0..<3).map { scene(card: Double($0) * 30) }
        for index in scenes.indices {
            let cover = ContentLayer(frame: Rect(x: 0, y: 0, width: 200, height: 30), backgroundColor: Color(red: 0, green: 1, blue: 0))
            scenes[index].nodes.append(SceneNode(id: "cover", kind: .decoration, index: nil, layer: cover,
                                                 transform: AffineTransform2D(translationX: 0, y: 0), alpha: 1))
        }
        let saving = try SceneRenderer(), plain = try SceneRenderer()
        plain.skipsHiddenRows = false
        plain.reusesSettledNodes = false
        for scene in scenes + scenes {
            #expect(try saving.render(scene) == (try plain.render(scene)))
        }
    }

    /// A translucent node's backdrop: the effect is drawn in its group and shows through its opacity, over what
    /// lies behind (50 %: each channel half the effect's, half the unblurred pixel's, within Cairo's rounding).
    @Test func aTranslucentNodesBackdropShowsThroughItsOpacity() throws {
        let bar = ContentLayer(frame: Rect(x: 0, y: 0, width: 200, height: 40), backdrop: Backdrop(blur: 0, saturation: 0))
        let opaque = try SceneRenderer().render(scene(card: 0, bar: bar))
        let half = try SceneRenderer().render(scene(card: 0, bar: bar, alpha: 0.5))
        let plain = try SceneRenderer().render(scene(card: 0, bar: ContentLayer(frame: Rect(x: 0, y: 0, width: 1, height: 1))))
        for (x, y) in [(10, 130), (200, 130), (10, 170)] {
            let grey = Int(opaque.pixel(x: x, y: y).r), behind = plain.pixel(x: x, y: y)
            let channels = [Int(behind.r), Int(behind.g), Int(behind.b)], mixed = half.pixel(x: x, y: y)
            for (value, under) in zip([Int(mixed.r), Int(mixed.g), Int(mixed.b)], channels) {
                #expect(abs(value - (grey + under) / 2) <= 1, "(\(x), \(y)): \(value) from \(grey) and \(under)")
            }
        }
    }

    /// A card that casts a shadow would be drawn once into a backing store; one with a backdrop is drawn in place,
    /// so its frosted part shows what is behind it wherever it moves (here grey: saturation 0 over red and blue
    /// halves, 0.213 · 255 = 54 and 0.072 · 255 = 18).
    @Test func aShadowedCardWithABackdropIsDrawnInPlace() throws {
        // A clear card with a border, its shadow cast far below: behind its sublayer lies what is behind the card.
        let frosted = ContentLayer(frame: Rect(x: 0, y: 0, width: 60, height: 60), cornerRadius: 8, borderWidth: 2, borderColor: Color(white: 0),
                                   shadow: Shadow(opacity: 0.3, radius: 4, offset: Point(x: 0, y: 200)),
                                   sublayers: [ContentLayer(frame: Rect(x: 10, y: 10, width: 40, height: 20), backdrop: Backdrop(blur: 0, saturation: 0))])
        #expect(!BackingStores.wants(frosted) && BackingStores.wants(ContentLayer(frame: frosted.frame, shadow: frosted.shadow)))
        let red = ContentLayer(frame: Rect(x: 0, y: 0, width: 100, height: 100), backgroundColor: Color(red: 1, green: 0, blue: 0))
        let blue = ContentLayer(frame: Rect(x: 0, y: 0, width: 100, height: 100), backgroundColor: Color(red: 0, green: 0, blue: 1))
        func frame(cardX: Double) -> Scene {
            Scene(size: Size(width: 200, height: 100), scale: 1, background: white, nodes: [
                SceneNode(id: "red", kind: .decoration, index: nil, layer: red, transform: .identity, alpha: 1),
                SceneNode(id: "blue", kind: .decoration, index: nil, layer: blue, transform: AffineTransform2D(translationX: 100, y: 0), alpha: 1),
                SceneNode(id: "card", kind: .card, index: 0, layer: frosted, transform: AffineTransform2D(translationX: cardX, y: 20), alpha: 1),
            ])
        }
        let renderer = try SceneRenderer()
        let left = try renderer.render(frame(cardX: 10)), right = try renderer.render(frame(cardX: 120))
        #expect(left.pixel(x: 40, y: 40) == (54, 54, 54, 255))
        #expect(right.pixel(x: 150, y: 40) == (18, 18, 18, 255))
        #expect(right.pixel(x: 40, y: 40) == (255, 0, 0, 255))
    }

    /// The blur asked for a window of columns and rows equals the whole blur there.
    @Test func aWantedWindowEqualsTheWholeBlur() {
        var generator = SystemRandomNumberGenerator()
        let width = 90, height = 70, stride = width * 4
        let source = (0..<(stride * height)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        var whole = source, window = source
        whole.withUnsafeMutableBufferPointer { BoxBlur.gaussian($0, width: width, height: height, stride: stride, deviation: 5.3, channels: 4) }
        window.withUnsafeMutableBufferPointer {
            BoxBlur.gaussian($0, width: width, height: height, stride: stride, deviation: 5.3, channels: 4, columns: 20..<50, rows: 10..<40)
        }
        for y in 10..<40 {
            #expect(whole[(y * stride + 80)..<(y * stride + 200)] == window[(y * stride + 80)..<(y * stride + 200)], "row \(y)")
        }
    }
}
