import CardGeometry
import CardMotion
import CardScene
import CCairo
import PropertyBased
import Testing
@testable import CardRender

/// A text laid out in bounds of its measured size (``PangoIntrinsicMeasure``) is drawn whole, at every scale, for
/// random strings (Latin, CJK, emoji, combining marks, Arabic, Hebrew, newlines), fonts, sizes, weights, styles,
/// kerns, alignments, line counts and line break modes: the lines ``TextDrawing/layOut(_:in:on:)`` draws are the
/// lines measured, none ellipsized, wrapped or dropped. With only the height fitted, a text wrapped at a given
/// width is drawn in the lines it measures at that width.
@Suite(.serialized) struct FitTextPropertyTests {
    static let pieces = ["Sam", "Léa", "Jonas", "e\u{301}", "o\u{308}\u{323}", "Ǻ", "iiii", "WAVE", "1,234", "東京", "中文字",
                         "😀", "👍🏽", "👨‍👩‍👧", "🇯🇵", "مرحبا", "العروض", "שלום", "Ελλάδα", "Привет", " ", " ", "\n", "\t", "-"]
    static let families: [String?] = [nil, nil, "Inter", "DejaVu Sans", "Noto Sans CJK SC"]

    /// A text from `seeds`: 1 to 8 pieces, then its font, size (4 to 80 points in quarters, or a text style's),
    /// weight, kern (the system font's tracking when none is given, as a script reads it), lines, alignment, line
    /// break and shrinking.
    static func text(_ seeds: [Int]) -> TextContent {
        var next = seeds.makeIterator()
        func pick<T>(_ choices: [T]) -> T { choices[(next.next() ?? 0) % choices.count] }
        let string = (0..<(1 + (next.next() ?? 0) % 8)).map { _ in pick(pieces) }.joined()
        let family = pick(families)
        let style: TextStyle? = pick([nil, nil] + TextStyle.allCases.map { $0 })
        let size = style?.size ?? Double(16 + (next.next() ?? 0) % 305) / 4
        let weight = style?.weight ?? pick(TextContent.Weight.allCases)
        let kern: Double? = pick([nil, nil, 0, Double((next.next() ?? 0) % 801 - 200) / 100])
        return TextContent(string: string, fontSize: size, fontFamily: family, weight: weight, color: Color(white: 0),
                           alignment: pick(TextContent.Alignment.allCases), numberOfLines: pick([1, 1, 0, 2, 3]),
                           lineBreak: pick(TextContent.LineBreak.allCases), lineSpacing: pick([0, 0, 3, -2]),
                           kern: kern ?? (family == nil ? SystemFontTracking.tracking(size: size) : 0),
                           minimumScaleFactor: pick([1, 1, 0.5]), lineHeight: style?.lineHeight)
    }

    /// The lines of `text` as it is measured, `width` points wide (unwrapped when `nil`), and how many there are
    /// before any count.
    static func measuredLines(_ text: TextContent, width: Double?, drawing: TextDrawing) throws -> (counted: [String], all: Int) {
        var whole = text
        whole.numberOfLines = 0
        return (try #require(drawing.measuredLayout(text, width: width)).lineTexts,
                try #require(drawing.measuredLayout(whole, width: width)).lines.count)
    }

    /// What `text` draws in `bounds` at `scale` (pixels per point): its lines and whether one is ellipsized.
    static func drawn(_ text: TextContent, in bounds: Rect, scale: Double, drawing: TextDrawing) throws -> (lines: [String], ellipsized: Bool) {
        var result: (lines: [String], ellipsized: Bool) = ([], false)
        _ = try OffscreenRaster.draw(CAIRO_FORMAT_ARGB32, region: bounds, scale: scale, what: "text") { cairo in
            if let laidOut = drawing.layOut(text, in: bounds, on: cairo) { result = (laidOut.lineTexts, laidOut.isEllipsized) }
        }
        return result
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func fittedTextsAreDrawnWhole(scale: Double) async throws {
        let drawing = TextDrawing(fonts: try FontSet())
        await propertyCheck(count: 400, input: Gen.int(in: 0...1_000_000).array(of: 16)) { seeds in
            let text = Self.text(seeds)
            let size = try PangoIntrinsicMeasure.shared.textSize(text, width: nil, fontFiles: [])
            let lines = try Self.measuredLines(text, width: nil, drawing: drawing)
            // More lines than a text may show are cut whatever its size: only texts whose lines all count.
            guard size.width > 0, text.numberOfLines == 1 || lines.counted.count == lines.all else { return }
            let drawn = try Self.drawn(text, in: Rect(x: 0, y: 0, width: size.width, height: size.height), scale: scale, drawing: drawing)
            #expect(!drawn.ellipsized, "\(text) in \(size)")
            #expect(drawn.lines == lines.counted, "\(text) in \(size)")
        }
    }

    @Test(arguments: [1.0, 2.0])
    func textsWhoseHeightFitsAreDrawnInTheLinesMeasured(scale: Double) async throws {
        let drawing = TextDrawing(fonts: try FontSet())
        await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000).array(of: 16), Gen.int(in: 20...300)) { seeds, width in
            var text = Self.text(seeds)
            text.numberOfLines = 0
            let size = try PangoIntrinsicMeasure.shared.textSize(text, width: Double(width), fontFiles: [])
            let lines = try Self.measuredLines(text, width: Double(width), drawing: drawing)
            // A line wider than the width (a character wider than it) cannot be drawn whole.
            let measured = try #require(drawing.measuredLayout(text, width: Double(width)))
            guard TextDrawing.widestLine(measured.layout, count: measured.lines.count, kern: text.kern) <= Double(width) else { return }
            let drawn = try Self.drawn(text, in: Rect(x: 0, y: 0, width: Double(width), height: size.height), scale: scale, drawing: drawing)
            #expect(!drawn.ellipsized, "\(text) in \(width) x \(size.height)")
            #expect(drawn.lines == lines.counted, "\(text) in \(width) x \(size.height)")
        }
    }
}
