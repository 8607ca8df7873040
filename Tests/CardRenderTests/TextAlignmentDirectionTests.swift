import CardGeometry
import CardRender
import CardScene
import Testing

/// `alignment: left` and `right` keep to the left and right edges of the frame whatever the direction of the text, as
/// `NSTextAlignment.left` and `.right` do: Arabic, Hebrew and mixed paragraphs draw exactly where a left-to-right one
/// of the same width would (Pango alone swaps left and right for a right-to-left paragraph). `center` is unchanged.
@Suite struct TextAlignmentDirectionTests {
    static let strings = ["مرحبا بكم", "שלום עולם", "עברית: Live tonight", "Live: עברית", "عربي and English"]

    /// `string` on one line in DejaVu Sans at 20 points without kern, so that its width is whole points (Pango rounds
    /// each advance to a whole point), which Arabic and Hebrew draw with among the built-in fonts.
    static func text(_ string: String, _ alignment: TextContent.Alignment, lines: Int = 1, lineHeight: Double? = nil) -> TextContent {
        TextContent(string: string, fontSize: 20, fontFamily: "DejaVu Sans", color: Color(white: 0), alignment: alignment,
                    numberOfLines: lines, lineHeight: lineHeight)
    }

    /// The text drawn alone in `frame` on a transparent 240 x 100 point screen at 2 pixels per point.
    static func ink(_ text: TextContent, in frame: Rect) throws -> InkMeasure {
        try InkMeasure(ContentLayer(frame: frame, text: text), size: Size(width: 240, height: 100), scale: 2)
    }

    /// Drawn in a frame 200 points wide, each line is where the same text is drawn in a frame of exactly its width
    /// put at the left edge, the right edge or the centre (rounded to a whole point, as Pango centres).
    @Test(arguments: strings)
    func linesKeepToTheEdgeTheyAreAlignedTo(string: String) throws {
        let width = try PangoIntrinsicMeasure.shared.textSize(Self.text(string, .left), width: nil, fontFiles: []).width
        #expect(width > 50 && width < 200 && width == width.rounded())
        for (alignment, x) in [(TextContent.Alignment.left, 20.0), (.right, 220 - width), (.center, 20 + ((200 - width) / 2).rounded())] {
            let wide = try Self.ink(Self.text(string, alignment), in: Rect(x: 20, y: 10, width: 200, height: 40))
            let fitted = try Self.ink(Self.text(string, alignment), in: Rect(x: x, y: 10, width: width, height: 40))
            #expect(wide.image == fitted.image, "\(string) aligned \(alignment)")
        }
    }

    /// Where the ink of Arabic and Hebrew lines starts and ends, in points: at the left edge (20) with `left`, at the
    /// right edge (220) with `right`, whatever the paragraph's direction, within the glyphs' side bearings.
    @Test func inkOfRightToLeftLinesIsAtTheirEdge() throws {
        let frame = Rect(x: 20, y: 10, width: 200, height: 40)
        let arabicLeft = try #require(try Self.ink(Self.text("مرحبا بكم", .left), in: frame).box())
        let arabicRight = try #require(try Self.ink(Self.text("مرحبا بكم", .right), in: frame).box())
        let hebrewLeft = try #require(try Self.ink(Self.text("שלום עולם", .left), in: frame).box())
        let hebrewRight = try #require(try Self.ink(Self.text("שלום עולם", .right), in: frame).box())
        #expect([arabicLeft.minX, arabicRight.maxX, hebrewLeft.minX, hebrewRight.maxX] == [21, 218.5, 21.5, 219.5])
    }

    /// Wrapped lines of a right-to-left paragraph and a left-to-right one after it, 30 points apart in a frame 90
    /// high (one line per 30-point band): with `left` each line's ink starts at the left edge (20), with `right` each
    /// ends at the right edge (140), within the glyphs' side bearings.
    @Test func wrappedLinesOfBothDirections() throws {
        let string = "مرحبا بكم في المدينة\nHello there"
        let frame = Rect(x: 20, y: 0, width: 120, height: 90)
        for alignment in [TextContent.Alignment.left, .right] {
            let ink = try Self.ink(Self.text(string, alignment, lines: 0, lineHeight: 30), in: frame)
            var edges: [Double] = []
            for band in 0..<3 {
                let rows = (band * 30 * 2)..<((band + 1) * 30 * 2)
                let columns = (0..<ink.image.width).filter { x in rows.contains { ink.alpha(x: x, y: $0) > 0 } }
                guard let first = columns.first, let last = columns.last else { continue }
                edges.append(alignment == .left ? Double(first) / 2 : Double(last + 1) / 2)
            }
            #expect(edges == (alignment == .left ? [21, 21, 21.5] : [138.5, 138, 139.5]), "\(alignment)")
        }
    }
}
