import CardGeometry
import CardMotion
import Testing
@testable import CardRender

/// The sort grid's Chinese titles are drawn with real glyphs from Noto Sans CJK SC, not missing-glyph boxes, and its
/// bold is a real bold.
@Suite struct CJKTextTests {
    static let titles = ["首页推荐", "奇舞周刊", "众成翻译", "HULK一线杂谈", "Qtest之道"]
    /// The built-in fonts but the CJK faces.
    static let withoutCJK = FontSet.files.filter { $0.package != "fonts-noto-cjk" }

    /// A 98 × 40 button-sized title at scale 2, black on white.
    func render(_ title: String, with fonts: FontSet, weight: TextContent.Weight = .regular) throws -> RGBAImage {
        let layer = ContentLayer(frame: Rect(x: 0, y: 0, width: 98, height: 40), backgroundColor: Color(white: 1),
                                 text: TextContent(string: title, fontSize: 14, weight: weight, color: Color(white: 0), minimumScaleFactor: 0.5))
        let node = SceneNode(id: "button-0", kind: .button, index: 0, layer: layer, transform: .identity, alpha: 1)
        let scene = Scene(size: Size(width: 98, height: 40), scale: 2, background: Color(white: 1), nodes: [node])
        return try SceneRenderer(fonts: fonts).render(scene)
    }

    func differingPixels(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { count += 1 }
        }
        return count
    }

    func inkedPixels(_ image: RGBAImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).r < 128 { count += 1 }
        }
        return count
    }

    /// Every character has a glyph in the project's font set; without the CJK font, Pango reports the Chinese ones
    /// as unknown.
    @Test(arguments: titles)
    func everyCharacterHasAGlyph(title: String) throws {
        let full = TextDrawing(fonts: try FontSet())
        #expect(full.unknownGlyphCount(title, fontSize: 14) == 0)
        let latinOnly = TextDrawing(fonts: try FontSet(files: Self.withoutCJK))
        let chinese = title.unicodeScalars.filter { $0.value >= 0x4E00 && $0.value <= 0x9FFF }.count
        #expect(latinOnly.unknownGlyphCount(title, fontSize: 14) == chinese)
    }

    /// The rendered title differs from the box-only rendering a font set without the CJK font gives, and has ink.
    @Test(arguments: titles)
    func theTitleIsNotBoxes(title: String) throws {
        let real = try render(title, with: FontSet())
        let boxes = try render(title, with: FontSet(files: Self.withoutCJK))
        #expect(inkedPixels(real) > 100)
        #expect(differingPixels(real, boxes) > 300)
    }

    /// Bold Chinese comes from Noto Sans CJK SC Bold, not the regular face: the same characters take clearly more
    /// ink (a synthetic or missing bold would take the same).
    @Test func chineseBoldIsHeavierThanRegular() throws {
        let fonts = try FontSet()
        let regular = inkedPixels(try render("奇舞周刊", with: fonts)), bold = inkedPixels(try render("奇舞周刊", with: fonts, weight: .bold))
        #expect(regular > 100)
        #expect(Double(bold) > 1.3 * Double(regular))
    }
}
