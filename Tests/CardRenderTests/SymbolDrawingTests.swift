import CardGeometry
@testable import CardMotion
import CardScene
import Testing
@testable import CardRender

/// Symbols (docs/layers.md#symbols): Material Icons glyphs under SF Symbols' names, placed as a UIImageView shows
/// a symbol image.
@Suite struct SymbolDrawingTests {
    /// Every SF Symbols name of the table, and every Material Icons name, is a glyph the installed font draws.
    @Test func everyNameResolvesToAGlyphWithInk() throws {
        let drawing = try SymbolDrawing()
        #expect(SymbolNames.sfSymbols.count >= 150)
        for entry in SymbolNames.sfSymbols {
            let glyph = try SymbolNames.codepoint(named: entry.sf).get()
            let ink = try #require(drawing.ink(of: glyph, pointSize: 24), "\(entry.sf) (\(entry.material)) has no ink")
            #expect(ink.width > 1 && ink.height > 1, "\(entry.sf): \(ink)")
        }
        #expect(MaterialIcons.codepoints.count == 2192)
        for name in MaterialIcons.names {
            let glyph = try SymbolNames.codepoint(named: "material:" + name).get()
            #expect(drawing.ink(of: glyph, pointSize: 24) != nil, "material:\(name)")
        }
        // A codepoint the font lacks is not taken for a glyph.
        #expect(drawing.ink(of: "A", pointSize: 24) == nil)
    }

    @Test func namesResolveToTheirCodepoints() throws {
        #expect(try SymbolNames.codepoint(named: "heart.fill").get() == "\u{E87D}")
        #expect(try SymbolNames.codepoint(named: "heart").get() == "\u{E87E}")
        #expect(try SymbolNames.codepoint(named: "material:favorite").get() == "\u{E87D}")
        #expect(try SymbolNames.codepoint(named: "play.fill").get() == "\u{E037}")
        #expect(SymbolNames.codepoint(named: "heart.fil") == .failure(SymbolNames.Unknown(message:
            "unknown symbol 'heart.fil' (did you mean 'heart.fill'?); use an SF Symbols name of the table in docs/layers.md#symbols, or material:NAME for any Material Icons glyph")))
        #expect(SymbolNames.codepoint(named: "material:favourite") == .failure(SymbolNames.Unknown(message:
            "Material Icons has no glyph 'favourite' (did you mean 'favorite'?) (see https://fonts.google.com/icons for the names)")))
    }

    func symbolLayer(_ name: String, size: Double, weight: SymbolContent.Weight = .regular, frame: Rect) throws -> ContentLayer {
        ContentLayer(frame: frame, symbol: SymbolContent(glyph: try SymbolNames.codepoint(named: name).get(), pointSize: size,
                                                          weight: weight, color: Color(white: 0)))
    }

    /// heart.fill at 20 points in a 40-point frame: Material's heart spans 20 × 18.35 of its 24-unit square, so
    /// 16.67 × 15.29 points, with its ink centred on the frame's centre (20, 20).
    @Test func heartAtSize20IsCentredInItsFrame() throws {
        let measure = try InkMeasure(try symbolLayer("heart.fill", size: 20, frame: Rect(x: 0, y: 0, width: 40, height: 40)),
                                     size: Size(width: 40, height: 40), scale: 4)
        let box = try #require(measure.box(threshold: 127))
        #expect(abs(box.midX - 20) <= 0.25 && abs(box.midY - 20) <= 0.25, "\(box)")
        #expect(abs(box.width - 20 * 20 / 24) <= 0.5 && abs(box.height - 20 * 18.35 / 24) <= 0.5, "\(box)")
    }

    /// A symbol larger than its frame is scaled down uniformly until its ink fits, centred.
    @Test func aSymbolTooLargeIsScaledDownToFit() throws {
        let measure = try InkMeasure(try symbolLayer("heart.fill", size: 100, frame: Rect(x: 10, y: 0, width: 30, height: 60)),
                                     size: Size(width: 50, height: 60), scale: 2)
        let box = try #require(measure.box())
        #expect(box.minX >= 10 && box.maxX <= 40 && box.width >= 29, "\(box)")
        // The heart's height follows its width (18.35 / 20 of it), centred at y = 30.
        #expect(abs(box.height - 30 * 18.35 / 20) <= 1 && abs(box.midY - 30) <= 0.5, "\(box)")
    }

    /// Heavier weights stroke the outline with a pen of 1.5 % of the size a step: each side of the ink grows by half
    /// the pen, and the painted area grows.
    @Test func heavierWeightsThickenTheGlyph() throws {
        func measure(_ weight: SymbolContent.Weight) throws -> InkMeasure {
            try InkMeasure(try symbolLayer("heart", size: 40, weight: weight, frame: Rect(x: 0, y: 0, width: 60, height: 60)),
                           size: Size(width: 60, height: 60), scale: 2)
        }
        let regular = try measure(.regular), bold = try measure(.bold), black = try measure(.black)
        let regularBox = try #require(regular.box(threshold: 127)), boldBox = try #require(bold.box(threshold: 127))
        // Bold's pen: 0.045 × 40 = 1.8 points, so 1.8 points wider (0.9 each side), within a pixel.
        #expect(abs(boldBox.width - regularBox.width - 1.8) <= 0.5, "\(regularBox) \(boldBox)")
        #expect(regular.area < bold.area && bold.area < black.area)
        #expect(SymbolContent.Weight.allCases.map(\.strokeWidth) == [0, 0.015, 0.03, 0.045, 0.06, 0.075])
    }
}
