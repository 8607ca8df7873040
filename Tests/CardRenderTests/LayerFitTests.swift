import CardGeometry
import CardMotion
import CardMotionTestSupport
import CardRender
import CardScene
import Foundation
import Testing

/// `fit` in a layer's `size` or `frame`: texts measured by CardRender's Pango layout (``PangoIntrinsicMeasure``),
/// symbols by their point size, images by their pixels (a `@2x` name halves them), stacks by what they arrange, each
/// plus the layer's padding, which also insets what it draws; and the errors of a `fit` with nothing to measure.
@Suite struct LayerFitTests {
    /// A stack script whose cell has `layers` (YAML list items, indented by four spaces) and one card `card`.
    func yaml(_ layers: String, card: String = "{}") -> String {
        stackCellYAML(layers, cards: "  - \(card)")
    }

    /// The content layers of the card in a 300 x 400 point card, the script read from `folder`.
    func layers(_ layers: String, card: String = "{}", folder: String = "/tmp",
                measure: (any IntrinsicMeasure)? = PangoIntrinsicMeasure.shared) throws -> [ContentLayer] {
        let script = try ScriptDecoder.decode(yaml(layers, card: card), file: "t.yaml", baseDirectory: folder, measure: measure)
        let cell = try #require(script.cell)
        return cell.content(for: script.cards[0], index: 0, size: Size(width: 300, height: 400)).layers
    }

    func failure(_ layers: String, measure: (any IntrinsicMeasure)? = PangoIntrinsicMeasure.shared) -> String? {
        do {
            _ = try ScriptDecoder.decode(yaml(layers), file: "t.yaml", baseDirectory: "/tmp", measure: measure)
            return nil
        } catch {
            return error.description
        }
    }

    /// The width Pango gives a one-line text of 15 points in the system font, as the chips draw it: with the
    /// system font's tracking at 15 points, -0.23 (``SystemFontTracking``).
    func measured(_ string: String) throws -> Double {
        try PangoIntrinsicMeasure.shared.textSize(Self.chipText(string), width: nil, fontFiles: []).width
    }

    static func chipText(_ string: String) -> TextContent {
        TextContent(string: string, fontSize: 15, color: Color(white: 0), alignment: .left, kern: -0.23)
    }

    static let chips = """
            - frame: [10, 20, 280, 200]
              stack: {axis: horizontal, spacing: 8, wrap: true, lineSpacing: 8}
              layers:
                - {forEach: tags, size: [fit, 28], padding: [0, 12, 0, 12], cornerRadius: 14, backgroundColor: systemGray6, text: {string: "{item}", size: 15}}
        """

    /// Each chip is its text's measured width plus 12 + 12 points of padding, 28 high, 8 apart; its text is drawn in
    /// a sublayer at the padded rect [12, 0, width - 24, 28], so it is laid out exactly as wide as it measures.
    @Test func chipsAreTheirTextsPlusPadding() throws {
        let tags = ["Hiking", "Jazz", "Coffee"]
        let stack = try #require(try layers(Self.chips, card: "{tags: [Hiking, Jazz, Coffee]}").first)
        let widths = try tags.map { try measured($0) + 24 }
        #expect(stack.sublayers.map(\.frame) == [
            Rect(x: 0, y: 0, width: widths[0], height: 28),
            Rect(x: widths[0] + 8, y: 0, width: widths[1], height: 28),
            Rect(x: widths[0] + 8 + widths[1] + 8, y: 0, width: widths[2], height: 28),
        ])
        for (chip, (tag, width)) in zip(stack.sublayers, zip(tags, widths)) {
            #expect(chip.text == nil)
            let text = try #require(chip.sublayers.first)
            #expect(text.frame == Rect(x: 12, y: 0, width: width - 24, height: 28))
            #expect(text.text?.string == tag)
        }
    }

    /// "Hiking" in Inter at 15 points measures 45 x 19 points by Pango's logical extents rounded up to whole
    /// points, and 44 wide with the system font's tracking (-0.23 points after each of its 6 characters), so its
    /// chip is 44 + 24 = 68 points wide: absolute numbers for the chips above.
    @Test func pangoMeasuresHiking() throws {
        let plain = try PangoIntrinsicMeasure.shared.textSize(TextContent(string: "Hiking", fontSize: 15, color: Color(white: 0)),
                                                              width: nil, fontFiles: [])
        #expect(plain == Size(width: 45, height: 19))
        #expect(try measured("Hiking") == 44)
        let chip = try #require(try layers(Self.chips, card: "{tags: [Hiking]}").first?.sublayers.first)
        #expect(chip.frame == Rect(x: 0, y: 0, width: 68, height: 28))
    }

    /// Chips that overflow the 280-point row start a second line 28 + 8 points down, from the leading edge.
    @Test func chipsWrapWhenTheRowIsFull() throws {
        let tags = ["Photography", "Board games", "Climbing", "Sushi"]
        let stack = try #require(try layers(Self.chips, card: "{tags: [\(tags.joined(separator: ", "))]}").first)
        let widths = try tags.map { try measured($0) + 24 }
        var expected: [Rect] = []
        var x = 0.0, y = 0.0
        for width in widths {
            if x > 0, x + 8 + width > 280 { (x, y) = (0, y + 36) } else if x > 0 { x += 8 }
            expected.append(Rect(x: x, y: y, width: width, height: 28))
            x += width
        }
        #expect(stack.sublayers.map(\.frame) == expected)
        #expect(expected.contains { $0.minY == 36 })
    }

    /// A text whose height alone fits wraps at its width: three lines of Inter 13 in 120 points.
    @Test func heightFitsWrappedLines() throws {
        let layer = try #require(try layers("""
                - {frame: [0, 0, 120, fit], text: {string: "A longer text wraps at the width available", size: 13, lines: 0}}
            """).first)
        let text = TextContent(string: "A longer text wraps at the width available", fontSize: 13, color: Color(white: 0), numberOfLines: 0)
        let size = try PangoIntrinsicMeasure.shared.textSize(text, width: 120, fontFiles: [])
        let oneLine = try PangoIntrinsicMeasure.shared.textSize(TextContent(string: "A", fontSize: 13, color: Color(white: 0)), width: nil, fontFiles: [])
        #expect(layer.frame == Rect(x: 0, y: 0, width: 120, height: size.height))
        #expect(size.height >= 3 * oneLine.height - 2)
    }

    /// A 30 x 20 pixel PNG fits at 30 x 20 points; `x@2x.png` of 60 x 40 pixels at 30 x 20 too, as UIImage reads it.
    @Test func imagesFitTheirSizeInPoints() throws {
        let folder = try temporaryFolder()
        func gray(_ width: Int, _ height: Int) -> Data {
            Data(PNGBytes.png(width: UInt32(width), height: UInt32(height), depth: 8, colorType: 0,
                              rows: (0..<height).flatMap { _ in [0] + [UInt8](repeating: 128, count: width) }))
        }
        try gray(30, 20).write(to: URL(fileURLWithPath: folder + "/x.png"))
        try gray(60, 40).write(to: URL(fileURLWithPath: folder + "/x@2x.png"))
        let bound = try layers("""
                - {frame: [0, 0, fit, fit], image: {source: x.png}}
                - {frame: [0, 50, fit, fit], image: {source: x@2x.png}}
                - {frame: [0, 100, fit, 10], padding: [0, 5, 0, 5], image: {source: x@2x.png}}
            """, folder: folder)
        #expect(bound.map(\.frame) == [Rect(x: 0, y: 0, width: 30, height: 20), Rect(x: 0, y: 50, width: 30, height: 20),
                                       Rect(x: 0, y: 100, width: 40, height: 10)])
        #expect(bound[2].sublayers.first?.frame == Rect(x: 5, y: 0, width: 30, height: 10))
        #expect(PangoIntrinsicMeasure.pointScale(ofFileNamed: "/a/b@3x.jpg") == 3)
    }

    /// A symbol fits its point size's square, plus padding; it needs no measurer.
    @Test func symbolsFitTheirPointSize() throws {
        let bound = try layers("""
                - {frame: [10, 10, fit, fit], symbol: {name: star.fill, size: 24}}
                - {frame: [10, 50, fit, fit], padding: [2, 3, 4, 5], symbol: {name: star.fill, size: 24}}
            """, measure: nil)
        #expect(bound.map(\.frame) == [Rect(x: 10, y: 10, width: 24, height: 24), Rect(x: 10, y: 50, width: 32, height: 30)])
        #expect(bound[1].symbol == nil)
        #expect(bound[1].sublayers.first?.frame == Rect(x: 3, y: 2, width: 24, height: 24))
    }

    /// A stack fits what it arranges: a 17-point symbol and a 20 x 10 layer 4 apart, centred, with padding 6 / 10.
    @Test func stacksFitWhatTheyArrange() throws {
        let stack = try #require(try layers("""
                - frame: [0, 0, fit, fit]
                  padding: [6, 10, 6, 10]
                  stack: {spacing: 4, alignment: center}
                  layers:
                    - {size: [fit, fit], symbol: {name: star.fill, size: 17}}
                    - {size: [20, 10], backgroundColor: red}
            """, measure: nil).first)
        #expect(stack.frame == Rect(x: 0, y: 0, width: 10 + 17 + 4 + 20 + 10, height: 6 + 17 + 6))
        #expect(stack.sublayers.map(\.frame) == [Rect(x: 10, y: 6, width: 17, height: 17), Rect(x: 31, y: 9.5, width: 20, height: 10)])
    }

    @Test func errors() {
        #expect(failure("    - {frame: [0, fit, 10], text: {string: a}}")
            == "t.yaml:5:15: cell.layers[0].frame: has 3 numbers; needs 4: [x, y, width, height]")
        #expect(failure("    - {frame: [0, 0, fit, 10], backgroundColor: red}")
            == "t.yaml:5:22: cell.layers[0].frame[2]: 'fit' needs content to measure: a text, symbol, image or stack")
        #expect(failure("    - {frame: [fit, 0, 10, 10], text: {string: a}}")
            == "t.yaml:5:16: cell.layers[0].frame[0]: 'fit' stands for a width or height, the last two numbers of [x, y, width, height]")
        #expect(failure("    - {frame: [0, 0, 10, 10], padding: [1, 2, 3, 4]}")
            == "t.yaml:5:40: cell.layers[0].padding: padding insets the layers a stack arranges or the text, symbol or image a layer draws; this layer has neither")
        #expect(failure("    - {frame: [0, 0, fit, 10], text: {string: a}}", measure: nil)
            == "t.yaml:5:22: cell.layers[0].frame[2]: 'fit' measures texts and images with the renderer's fonts and codecs, and this script was read without them")
    }
}
