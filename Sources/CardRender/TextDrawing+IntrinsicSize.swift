import CardGeometry
import CardScene
import CPangoCairo
import Foundation

extension TextDrawing {
    /// The size `text` takes as ``draw(_:in:on:)`` lays it out, in points, as `UILabel.intrinsicContentSize` gives it:
    /// the widest line's logical width and the height of its lines (``lineStep(_:)`` each when the text has a line
    /// height, else from the top of the first line to the bottom of the last), each rounded up to a whole point so
    /// that the size is the same at every `--scale` (UIKit rounds up to the device's pixel grid instead).
    ///
    /// One line (`numberOfLines` 1) is laid out without a width, as drawing lays it out before it cuts; more lines
    /// wrap at `width` points when it is given (the layout breaks only at newlines when it is `nil`), and at most
    /// `numberOfLines` of them count (all when it is 0).
    func intrinsicSize(_ text: TextContent, width: Double?) -> Size {
        guard !text.string.isEmpty, let layout = pango_layout_new(fonts.context) else { return Size(width: 0, height: 0) }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_text(layout, text.string, -1)
        if text.lineSpacing != 0 { pango_layout_set_spacing(layout, Self.pangoUnits(text.lineSpacing)) }
        Self.setAttributes(layout, text)
        setFont(layout, size: text.fontSize, text: text)
        if text.numberOfLines == 1 {
            pango_layout_set_single_paragraph_mode(layout, 1)
        } else if let width {
            pango_layout_set_width(layout, Self.pangoUnits(width))
            pango_layout_set_wrap(layout, text.lineBreak == .charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        }
        let lineCount = max(1, Int(pango_layout_get_line_count(layout)))
        let lines = text.numberOfLines == 0 ? lineCount : min(text.numberOfLines, lineCount)
        var widest = 0.0
        for index in 0..<lines {
            guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { break }
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_line_get_extents(line, &ink, &logical)
            widest = max(widest, Double(logical.width) / Double(PANGO_SCALE))
        }
        let height = Self.lineStep(text).map { $0 * Double(lines) } ?? linesHeight(layout, count: lines)
        return Size(width: widest.rounded(.up), height: height.rounded(.up))
    }
}
