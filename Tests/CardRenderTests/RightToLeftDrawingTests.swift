import CardGeometry
import CardMotion
import CardScene
import Testing
@testable import CardRender

/// `layoutDirection: rightToLeft` as drawn (docs/layers.md#right-to-left), on screens at scale 1 (one pixel a
/// point): a `natural` text's ink keeps to the right, `left` stays left, `chevron.left` is drawn as the mirror image
/// of itself, and Arabic is drawn by Noto Sans Arabic, joined, with no character missing.
@Suite struct RightToLeftDrawingTests {
    func render(_ yaml: String) throws -> RGBAImage {
        let script = try ScriptDecoder.decode(yaml, file: "t.yaml", baseDirectory: "/tmp", fonts: FontFamilies.declared(byFontAt:))
        return try SceneRenderer().render(try PlaybackPlan(script).makePlayback().scene(at: 0))
    }

    /// The columns of rows `rows` where a pixel is not white (any ink), as a closed range, or `nil`.
    func inkColumns(_ image: RGBAImage, rows: Range<Int>) -> ClosedRange<Int>? {
        var columns: [Int] = []
        for y in rows { for x in 0..<image.width where image.pixel(x: x, y: y).g < 250 { columns.append(x) } }
        guard let first = columns.min(), let last = columns.max() else { return nil }
        return first...last
    }

    func text(_ alignment: String, _ direction: String) throws -> RGBAImage {
        try render("""
        layoutDirection: \(direction)
        screen: {size: [200, 30], scale: 1}
        overlay:
          - {frame: [0, 0, 200, 30], text: {string: Hello, size: 17\(alignment.isEmpty ? "" : ", alignment: \(alignment)")}}
        """)
    }

    /// "Hello" at 17 points has ink 38 pixels wide: right to left, natural puts it against the right edge (its last
    /// column the frame's last); `left` keeps it at the left (from column 1, the H's side bearing) as it does left to
    /// right, where natural draws exactly what `left` draws.
    @Test func naturalTextKeepsToTheRight() throws {
        let natural = try #require(inkColumns(try text("", "rightToLeft"), rows: 0..<30))
        #expect(natural == 162...199)
        let left = try #require(inkColumns(try text("left", "rightToLeft"), rows: 0..<30))
        #expect(left == 1...38)
        #expect(try text("", "leftToRight") == text("left", "leftToRight"))
        #expect(try text("natural", "leftToRight") == text("left", "rightToLeft"))
    }

    func chevron(_ name: String, _ direction: String) throws -> RGBAImage {
        try render("""
        layoutDirection: \(direction)
        screen: {size: [40, 40], scale: 1}
        overlay: [{frame: [0, 0, 40, 40], symbol: {name: \(name), size: 40, color: black}}]
        """)
    }

    /// Right to left, `chevron.left` is the left-to-right one flipped about the layer's centre: its point, on the
    /// middle row, is at the right; `chevron.up` is drawn as it is.
    @Test func chevronLeftIsMirrored() throws {
        let ltr = try chevron("chevron.left", "leftToRight"), rtl = try chevron("chevron.left", "rightToLeft")
        var flipped: [UInt8] = []
        for y in 0..<40 { for x in 0..<40 { flipped.append(ltr.pixel(x: 39 - x, y: y).g) } }
        var drawn: [UInt8] = []
        for y in 0..<40 { for x in 0..<40 { drawn.append(rtl.pixel(x: x, y: y).g) } }
        // The outline's edges fall elsewhere on the pixel grid once flipped, so their antialiasing differs by a few
        // levels; which pixels are more than half covered does not.
        #expect(zip(drawn, flipped).filter { ($0 < 128) != ($1 < 128) }.isEmpty)
        var unflipped: [UInt8] = []
        for y in 0..<40 { for x in 0..<40 { unflipped.append(ltr.pixel(x: x, y: y).g) } }
        #expect(zip(drawn, unflipped).filter { ($0 < 128) != ($1 < 128) }.count > 100)
        let point = try #require(inkColumns(rtl, rows: 19..<21)), ltrPoint = try #require(inkColumns(ltr, rows: 19..<21))
        #expect(point.lowerBound >= 20 && ltrPoint.upperBound < 20)
        #expect(try chevron("chevron.up", "rightToLeft") == chevron("chevron.up", "leftToRight"))
    }

    /// "مرحبا" (marhaban) is drawn with no missing character, by the system font's fallback and by `SF Arabic`
    /// (Noto Sans Arabic), and joined: its letters' joined forms take less width than the five drawn one by one.
    @Test func arabicIsShapedAndJoined() throws {
        let drawing = TextDrawing(fonts: try FontSet())
        let word = "مرحبا"
        #expect(drawing.unknownGlyphCount(word, fontSize: 40) == 0)
        #expect(drawing.unknownGlyphCount("שלום", fontSize: 40) == 0)
        func width(_ string: String, family: String? = nil) -> Double {
            drawing.intrinsicSize(TextContent(string: string, fontSize: 100, fontFamily: family, color: Color(white: 0)), width: nil).width
        }
        let joined = width(word), letters = word.map { width(String($0)) }
        #expect(joined == 211 && letters == [48, 37, 64, 99, 24])
        #expect(joined < letters.reduce(0, +))
        #expect(width(word, family: BuiltInFonts.arabic) == joined)
        let script = try ScriptDecoder.decode("""
        layoutDirection: rightToLeft
        screen: {size: [200, 100], scale: 1}
        overlay:
          - {frame: [0, 0, 200, 50], text: {string: "\(word)", size: 30}}
          - {frame: [0, 50, 200, 50], text: {string: "שלום \(word)", size: 30, font: SF Hebrew}}
          - {frame: [0, 50, 200, 50], text: {string: "\(word)", size: 30, font: SF Arabic}}
        """, file: "t.yaml", baseDirectory: "/tmp", fonts: FontFamilies.declared(byFontAt:))
        #expect(try MissingGlyphs.warnings(for: script).isEmpty)
        #expect(script.notices.map(\.message).contains { $0.contains("'SF Arabic' is drawn with Noto Sans Arabic") })
    }
}
