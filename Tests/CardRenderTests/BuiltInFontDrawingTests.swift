import CardGeometry
import CardMotion
import CardScene
import Testing
@testable import CardRender

/// The built-in font set as drawn: colour emoji at the text's size, Inter Display from 20 points, text styles'
/// baseline distances, and the characters no font draws.
@Suite struct BuiltInFontDrawingTests {
    func render(_ text: TextContent, size: Size = Size(width: 200, height: 60), scale: Double = 2) throws -> RGBAImage {
        let layer = ContentLayer(frame: Rect(origin: .zero, size: size), backgroundColor: Color(white: 1), text: text)
        let node = SceneNode(id: "label", kind: .card, index: 0, layer: layer, transform: .identity, alpha: 1)
        let scene = Scene(size: size, scale: scale, background: Color(white: 1), nodes: [node])
        return try SceneRenderer(fonts: try FontSet()).render(scene)
    }

    /// Pixels whose three channels all differ (neither grey nor a pure primary mix of two equal channels).
    func colouredPixels(_ image: RGBAImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if p.r != p.g && p.g != p.b && p.r != p.b { count += 1 }
            }
        }
        return count
    }

    /// The rows that hold ink (not white), top to bottom.
    func inkRows(_ image: RGBAImage) -> [Int] {
        (0..<image.height).filter { y in (0..<image.width).contains { x in image.pixel(x: x, y: y).r < 250 } }
    }

    /// Emoji, from the system font's text and from a card-like string, come out coloured (Noto Color Emoji), and
    /// black text alone has no coloured pixel; ❤ and 😀, which Inter and DejaVu Sans also have in black, are drawn
    /// in colour too.
    @Test(arguments: ["😀", "❤", "🎉", "👍🏽", "⏮"])
    func emojiAreColoured(emoji: String) throws {
        let black = Color(white: 0)
        #expect(colouredPixels(try render(TextContent(string: "Hamburg", fontSize: 24, color: black))) == 0)
        let drawn = try render(TextContent(string: "a \(emoji) b", fontSize: 24, color: black))
        #expect(colouredPixels(drawn) > 100)
    }

    /// Emoji in a card's data, bound into a cell's text, come out coloured as well.
    @Test func emojiFromCardDataAreColoured() throws {
        func frame(_ name: String) throws -> RGBAImage {
            let script = try ScriptDecoder.decode("""
            screen: {size: [200, 100], scale: 2}
            widget: {kind: stack, frame: [0, 0, 200, 100]}
            cell:
              backgroundColor: white
              layers:
                - {frame: [0, 0, 200, 100], text: {string: "{name}", size: 30}}
            cards: [{name: "\(name)"}]
            """, file: "t.yaml", baseDirectory: "/tmp")
            return try SceneRenderer().render(try PlaybackPlan(script).makePlayback().scene(at: 0))
        }
        #expect(colouredPixels(try frame("Pizza")) == 0)
        #expect(colouredPixels(try frame("Pizza 🍕")) > 300)
    }

    /// An emoji is scaled to the text size: its ink is as tall as the size in points (within 20 %), at 12 and 48
    /// points, not the 109-pixel bitmap it is stored as.
    @Test(arguments: [12.0, 48.0])
    func emojiScaleWithTheText(size: Double) throws {
        let image = try render(TextContent(string: "🎉", fontSize: size, color: Color(white: 0)),
                               size: Size(width: 100, height: 100), scale: 1)
        let rows = inkRows(image)
        let height = Double((rows.last ?? 0) - (rows.first ?? 0) + 1)
        #expect(abs(height - size) <= size * 0.2, "ink \(height) pixels tall at \(size) points")
    }

    /// The system font is Inter below 20 points and Inter Display from 20, at the size drawn; a named family stays
    /// itself; the fallbacks follow in order.
    @Test func systemFontSwitchesToDisplayAt20Points() {
        #expect(TextDrawing.families(nil, size: 19.99) == "Inter, Noto Sans CJK SC, Noto Color Emoji, Noto Sans Arabic, Noto Sans Hebrew, DejaVu Sans")
        #expect(TextDrawing.families(nil, size: 20) == "Inter Display, Inter, Noto Sans CJK SC, Noto Color Emoji, Noto Sans Arabic, Noto Sans Hebrew, DejaVu Sans")
        #expect(TextDrawing.families("Noto Sans CJK SC", size: 30) == "Noto Sans CJK SC, Inter, Noto Color Emoji, Noto Sans Arabic, Noto Sans Hebrew, DejaVu Sans")
        #expect(TextDrawing.families("Lobster", size: 12) == "Lobster, Inter, Noto Sans CJK SC, Noto Color Emoji, Noto Sans Arabic, Noto Sans Hebrew, DejaVu Sans")
    }

    /// Inter Display draws differently from Inter: 24-point system text differs from 24-point `Inter` (same kern).
    @Test func displayFaceIsDrawn() throws {
        let black = Color(white: 0)
        let system = try render(TextContent(string: "Hamburg", fontSize: 24, color: black))
        let inter = try render(TextContent(string: "Hamburg", fontSize: 24, fontFamily: "Inter", color: black))
        #expect(system.pixels != inter.pixels)
    }

    /// A style's line height is the distance between consecutive baselines, exactly, for every style; whatever the
    /// fonts (emoji and CJK lines too).
    @Test(arguments: TextStyle.allCases)
    func baselineDistanceIsTheStylesLineHeight(style: TextStyle) throws {
        let drawing = TextDrawing(fonts: try FontSet())
        for string in ["One\nTwo\nThree", "中文\n😀 emoji\nmixed 中"] {
            let text = TextContent(string: string, fontSize: style.size, weight: style.weight, color: Color(white: 0),
                                   numberOfLines: 0, lineHeight: style.lineHeight)
            let baselines = drawing.baselines(text, width: 300)
            #expect(baselines.count == 3)
            for (upper, lower) in zip(baselines, baselines.dropFirst()) {
                #expect(lower - upper == style.lineHeight, "\(style) \(string): \(baselines)")
            }
        }
    }

    /// Missing glyphs: one warning per character at its first text, in reading order, with the code point (a text
    /// that shows a card's field is placed at the field); emoji, CJK and Latin draw.
    /// The control's demo cell is not in the script: its texts are placed at the card's field, or at the card.
    @Test func missingGlyphsOfADemoCellPointAtTheCard() throws {
        let script = try ScriptDecoder.decode("""
        screen: {size: [375, 667]}
        widget: {kind: stack, frame: [20, 100, 335, 400]}
        cards:
          - {title: "fine"}
          - {title: "ༀ", subtitle: "ok"}
        """, file: "t.yaml", baseDirectory: "/tmp")
        #expect(try MissingGlyphs.warnings(for: script).map(\.description) == [
            "t.yaml:5: warning: cards[1].title: no font draws 'ༀ' (U+0F00)",
        ])
    }

    @Test func missingGlyphWarnings() throws {
        let script = try ScriptDecoder.decode("""
        screen:
          size: [200, 300]
          layers:
            - {frame: [0, 0, 100, 20], text: {string: "ༀ ok 😀 中文 ⏮"}}
        overlay:
          - {frame: [0, 0, 100, 20], text: {string: "𝄞 again ༀ"}}
        widget: {kind: stack, frame: [0, 100, 200, 200]}
        cell:
          layers:
            - {frame: [0, 0, 100, 20], text: {string: "{name}"}}
        cards: [{name: "ꦲ"}, {name: "ༀ"}]
        """, file: "t.yaml", baseDirectory: "/tmp")
        #expect(try MissingGlyphs.warnings(for: script).map(\.description) == [
            "t.yaml:4: warning: screen.layers[0].text.string: no font draws 'ༀ' (U+0F00)",
            "t.yaml:11: warning: cards[0].name: no font draws 'ꦲ' (U+A9B2)",
            "t.yaml:6: warning: overlay[0].text.string: no font draws '𝄞' (U+1D11E)",
        ])
    }
}
