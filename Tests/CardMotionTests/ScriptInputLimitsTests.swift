import CardMotion
import CardMotionTestSupport
import Foundation
import Testing

/// Inputs that once crashed or ran away while a script was read, one test per class: each ends in a decoding error
/// that names the file, line and key (exit 2 on the command line), or decodes.
@Suite struct ScriptInputLimitsTests {
    func failure(_ yaml: String) -> String? {
        do {
            _ = try ScriptDecoder.decode(yaml, file: "s.yaml", baseDirectory: "/tmp")
            return nil
        } catch {
            return error.description
        }
    }

    /// A cell whose one layer has `width` as its frame's width (written as is: quote it for an expression), showing
    /// `text` bound to the cards `cards` (YAML flow mappings).
    func cell(width: String, text: String = "{t}", cards: [String] = ["{t: a}"]) -> String {
        """
        screen: {size: [375, 667], scale: 1}
        widget: {kind: stack, frame: [25, 150, 325, 420]}
        cell:
          layers:
            - frame: [0, 0, \(width), 20]
              text: {string: "\(text)"}
        cards:
        \(cards.map { "  - \($0)" }.joined(separator: "\n"))
        """
    }

    /// Frame expressions are parsed with limits on their length, their terms and their nesting, so none recurses
    /// deep enough to reach a thread's stack limit (100,000 minus signs once crashed the decoder).
    @Test func frameExpressionsHaveLengthTermAndDepthLimits() {
        let minus100k = String(repeating: "-", count: 100_000) + "1"
        #expect(failure(cell(width: "\"\(minus100k)\"")) == "s.yaml:5:22: cell.layers[0].frame[2]: an expression of 100001 characters exceeds the limit of 500")
        let parentheses = String(repeating: "(", count: 200_000) + "1" + String(repeating: ")", count: 200_000)
        #expect(failure(cell(width: "\"\(parentheses)\"")) == "s.yaml:5:22: cell.layers[0].frame[2]: an expression of 400001 characters exceeds the limit of 500")
        let minus33 = String(repeating: "-", count: 33) + "width"
        #expect(failure(cell(width: "\"\(minus33)\"")) == "s.yaml:5:54: cell.layers[0].frame[2]: parentheses and minus signs nest more than 32 deep")
        let nested33 = String(repeating: "(", count: 33) + "width" + String(repeating: ")", count: 33)
        #expect(failure(cell(width: "\"\(nested33)\"")) == "s.yaml:5:54: cell.layers[0].frame[2]: parentheses and minus signs nest more than 32 deep")
        let terms = Array(repeating: "1", count: 150).joined(separator: "+")
        #expect(failure(cell(width: "\"\(terms)\"")) == "s.yaml:5:222: cell.layers[0].frame[2]: an expression of more than 100 numbers and names exceeds the limit")
        // At the limits it decodes: 32 minus signs, 100 terms.
        #expect(failure(cell(width: "\"\(String(repeating: "-", count: 32))width\"")) == nil)
        #expect(failure(cell(width: "\"\(Array(repeating: "1", count: 100).joined(separator: "+"))\"")) == nil)
    }

    /// A numeral too long for a Double is out of range, named as such (not "found '1'").
    @Test func aNumeralTooLargeForADoubleIsOutOfRange() {
        let huge = "1" + String(repeating: "0", count: 400)
        #expect(failure(cell(width: "\"\(huge)\"")) == "s.yaml:5:22: cell.layers[0].frame[2]: the number 100000000000... (401 digits) is out of range: expected -100000.0...100000.0")
        #expect(failure(cell(width: huge)) == "s.yaml:5:21: cell.layers[0].frame[2]: '1000000000000000000000000000000000000000...' is out of range: expected -100000.0...100000.0 points")
        #expect(failure(cell(width: "10").replacingOccurrences(of: "scale: 1", with: "scale: \(huge)")) == "s.yaml:1:35: screen.scale: '1000000000000000000000000000000000000000...' is out of range: expected 0.25...8.0 pixels per point")
    }

    /// The text limits hold for the text as drawn, after its placeholders are bound: 600 copies of a short field
    /// (a letter with combining marks) cannot bypass them, nor can a field make a text lay out too long for Pango.
    @Test func textLimitsApplyAfterBinding() {
        let repeated = String(repeating: "{t}", count: 600)
        let marks = "a" + String(repeating: "\u{301}", count: 7)
        #expect(failure(cell(width: "width", text: repeated, cards: ["{t: \"\(marks)\"}"])) == "s.yaml:6:22: cell.layers[0].text.string: with card 0's fields in place, text of 4800 code points exceeds the limit of 4000")
        #expect(failure(cell(width: "width", text: "{t}{t}", cards: ["{t: ab}", "{t: \"\(String(repeating: "x", count: 1001))\"}"])) == "s.yaml:6:22: cell.layers[0].text.string: with card 1's fields in place, text of 2002 characters exceeds the limit of 2000")
        // One field at the size of 1000 points: reported at the card's field.
        let big = cell(width: "width", text: "{t}", cards: ["{t: \"\(String(repeating: "x", count: 600))\"}"])
            .replacingOccurrences(of: "string: \"{t}\"", with: "string: \"{t}\", size: 1000")
        #expect(failure(big) == "s.yaml:8:9: cards[0].t: text of 600 code points at size 1000.0 (kern 0.0, lineSpacing 0.0) could lay out 1202000 points long, beyond the limit of 1000000 points; shorten it or lower its size, kern or lineSpacing")
        #expect(failure(cell(width: "width", text: "{t}{t}", cards: ["{t: \"\(String(repeating: "x", count: 1000))\"}"])) == nil)
    }

    /// Reading a script binds every layer of the cell to every card: a design's layers (aliases expanded) and the
    /// product of layers and cards are bounded before that work is done.
    @Test func layersTimesCardsAreBoundedWhenRead() {
        // 10 aliases of 10 aliases of ... of one layer: 111,111 layers from a few lines.
        var yaml = """
        screen: {size: [375, 667], scale: 1}
        widget: {kind: stack, frame: [25, 150, 325, 420]}
        cell:
          layers:
            - {frame: [0, 0, width, 20], text: {string: "{t}"}}
            - &l0 {frame: [1, 1, 2, 2], backgroundColor: red}

        """
        for level in 1...5 {
            yaml += "    - &l\(level) {frame: [0, 0, width, height], layers: [\(Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", "))]}\n"
        }
        yaml += "cards:\n  - {t: a}\n"
        #expect(failure(yaml) == "s.yaml:6:7: cell.layers[5].layers[7].layers[8].layers[8].layers[7]: a design of more than 10000 layers (counting sublayers at every depth, aliases expanded) exceeds the limit")
        // 101 layers a card (a cell and 100 sublayers) and 10,000 cards: 1,010,000 bound layers.
        let layers = (0..<100).map { _ in "    - {frame: [0, 0, 1, 1], text: {string: \"{t}\"}}" }.joined(separator: "\n")
        let cards = (0..<10_000).map { "  - {t: \"\($0)\"}" }.joined(separator: "\n")
        let many = stackCellYAML(layers, cards: cards)
        #expect(failure(many) == "s.yaml:106:3: cards: 10000 cards of 101 layers each (the cell's, counting sublayers) come to 1010000 bound layers, beyond the limit of 1000000; use fewer cards or a simpler cell")
    }
    /// Reading, binding and drawing walk a design's tree recursively, so its depth is bounded: 32 layers, a layer
    /// counting its ancestors (the cell's own layer among them), read whole; one more is refused where the list
    /// that passes the limit is written, before it is read (370 levels once overflowed the reader's stack).
    @Test func layersNestAtMost32Deep() {
        /// `depth` screen layers, each the only sublayer of the one before, as one flow mapping on line 4.
        func screen(depth: Int) -> String {
            let chain = String(repeating: "{frame: [0, 0, 10, 10], layers: [", count: depth - 1)
                + "{frame: [0, 0, 10, 10], backgroundColor: red}" + String(repeating: "]}", count: depth - 1)
            return "widget: {kind: stack, frame: [25, 150, 325, 420]}\nscreen:\n  size: [375, 667]\n  layers: [\(chain)]\ncards: [{title: a}]\n"
        }
        #expect(failure(screen(depth: 32)) == nil)
        let path = "screen.layers[0]" + String(repeating: ".layers[0]", count: 31)
        #expect(failure(screen(depth: 33)) == "s.yaml:4:\(12 + 34 * 31 + 1): \(path).layers: these layers would be nested 33 deep, past the limit of 32 (a layer counting its ancestors)")
        #expect(failure(screen(depth: 400))?.contains("nested 33 deep, past the limit of 32") == true)
        // In a cell, the cell's own layer is the first of the 32.
        func cell(depth: Int) -> String {
            let chain = String(repeating: "{frame: [0, 0, 10, 10], layers: [", count: depth - 2)
                + "{frame: [0, 0, 10, 10], text: {string: \"{t}\"}}" + String(repeating: "]}", count: depth - 2)
            return "screen: {size: [375, 667]}\nwidget: {kind: stack, frame: [25, 150, 325, 420]}\ncell:\n  layers: [\(chain)]\ncards: [{t: a}]\n"
        }
        #expect(failure(cell(depth: 32)) == nil)
        #expect(failure(cell(depth: 33))?.hasSuffix("these layers would be nested 33 deep, past the limit of 32 (a layer counting its ancestors)") == true)
    }
}
