import CardGeometry
import CardScene
import CPangoCairo
import Foundation

extension TextDrawing {
    /// The size `text` takes as ``draw(_:in:on:)`` lays it out, in points, as `UILabel.intrinsicContentSize` gives it:
    /// the widest line's width as Pango breaks and ellipsizes lines (``breakingWidth(_:kern:)``: the logical width
    /// with a positive `kern` after the last character, so that a text drawn this wide is never cut) and the height
    /// of its lines (``lineStep(_:)`` each when the text has a line height, else from the top of the first line to
    /// the bottom of the last), each rounded up to a whole point so that the size is the same at every `--scale`
    /// (UIKit rounds up to the device's pixel grid instead).
    func intrinsicSize(_ text: TextContent, width: Double?) -> Size {
        guard let measured = measuredLayout(text, width: width) else { return Size(width: 0, height: 0) }
        let lines = measured.lines.count
        let widest = Self.widestLine(measured.layout, count: lines, kern: text.kern)
        let height = Self.lineStep(text).map { $0 * Double(lines) } ?? linesHeight(measured.layout, count: lines)
        return Size(width: widest.rounded(.up), height: height.rounded(.up))
    }

    /// `text` laid out as it is measured, with the lines that count (`nil` for an empty text). One line
    /// (`numberOfLines` 1) is laid out without a width, as drawing lays it out before it cuts; more lines wrap at
    /// `width` points when it is given (the layout breaks only at newlines when it is `nil`), and at most
    /// `numberOfLines` of them count (all when it is 0).
    func measuredLayout(_ text: TextContent, width: Double?) -> TextLayout? {
        guard !text.string.isEmpty, let layout = newLayout(text, size: text.fontSize) else { return nil }
        let measured = TextLayout(layout)
        if text.numberOfLines != 1, let width { pango_layout_set_width(layout, Self.pangoUnits(width)) }
        let lineCount = max(1, Int(pango_layout_get_line_count(layout)))
        let lines = text.numberOfLines == 0 ? lineCount : min(text.numberOfLines, lineCount)
        measured.lines = Self.placedLines(layout, step: Self.lineStep(text), count: lines, alignment: .left, width: 0)
        return measured
    }
}
