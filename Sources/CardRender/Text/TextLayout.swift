import CardGeometry
import CardScene
import CPangoCairo

/// A text laid out in its bounds as ``TextDrawing/draw(_:in:on:)`` draws it: the Pango layout (held until this is
/// released), the lines shown and where each goes, and the band the drawing is clipped to, if any.
final class TextLayout {
    let layout: OpaquePointer
    /// The lines drawn, in order, each placed from the left of the bounds and from ``top``.
    var lines: [TextDrawing.PlacedLine] = []
    /// Where the text's first line starts, in the bounds' coordinates (points): the text is centred vertically.
    var top = 0.0
    /// The band of the bounds the lines are clipped to (points, top to bottom), when the text is cut without an
    /// ellipsis.
    var clip: ClosedRange<Double>?
    /// Whether the lines keep Pango's baselines (the text has no line height of its own).
    var pangoBaselines = true

    /// How far every line is moved from where Pango placed it, in points, when all are moved alike: the whole
    /// layout is then drawn in one call, as Pango places it, which draws exactly the pixels it always drew.
    var commonShift: Double? {
        guard pangoBaselines, let first = lines.first?.shift, lines.allSatisfy({ $0.shift == first }) else { return nil }
        return Double(first) / Double(PANGO_SCALE)
    }

    init(_ layout: OpaquePointer) {
        self.layout = layout
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// Whether Pango cut a line with an ellipsis.
    var isEllipsized: Bool { pango_layout_is_ellipsized(layout) != 0 }

    /// The text of each line drawn (an ellipsized line's whole text, as Pango keeps it).
    var lineTexts: [String] {
        guard let text = pango_layout_get_text(layout) else { return [] }
        let bytes = Array(String(cString: text).utf8)
        return lines.map { placed in
            let start = Int(placed.line.pointee.start_index), length = Int(placed.line.pointee.length)
            return String(decoding: bytes[start..<(start + length)], as: UTF8.self)
        }
    }
}

extension TextDrawing {
    /// `text` laid out in `bounds` (points) for drawing on `cairo` (whose transformation and font options the
    /// fonts' context takes): `nil` when there is nothing to draw.
    func layOut(_ text: TextContent, in bounds: Rect, on cairo: OpaquePointer) -> TextLayout? {
        guard !text.string.isEmpty, bounds.width > 0, bounds.height > 0 else { return nil }
        pango_cairo_update_context(cairo, fonts.context)
        var size = text.fontSize
        guard let layout = newLayout(text, size: size) else { return nil }
        let laidOut = TextLayout(layout)
        let width = Self.pangoUnits(bounds.width)
        pango_layout_set_width(layout, width)
        if text.alignment == .justified { pango_layout_set_justify(layout, 1) }
        let ellipsis = Self.ellipsis(text.lineBreak)
        var visibleLines: Int?
        if text.numberOfLines == 1 {
            if text.minimumScaleFactor < 1 {
                // Shrink until the line fits unwrapped (adjustsFontSizeToFitWidth).
                pango_layout_set_width(layout, -1)
                let minimum = text.fontSize * text.minimumScaleFactor
                while Self.widestLine(layout, count: 1, kern: text.kern) > bounds.width && size > minimum {
                    size = max(minimum, size - text.fontSize * Self.shrinkStep)
                    setFont(layout, size: size, text: text)
                }
                pango_layout_set_width(layout, width)
            }
            if let ellipsis {
                pango_layout_set_ellipsize(layout, ellipsis)
            } else {
                // One line cut at the bounds: laid out unwrapped, placed by the alignment, clipped when drawn.
                pango_layout_set_width(layout, -1)
                visibleLines = 1
            }
        } else {
            // Whole lines that fit the bounds, counted here rather than by a height limit in Pango, which at
            // device scales below 1 cuts lines that fit (so a small preview would wrap unlike the frame).
            var lines = text.numberOfLines
            let lineCount = Int(pango_layout_get_line_count(layout))
            if lineCount > 0 {
                let lineHeight = Self.lineStep(text) ?? Self.logicalHeight(layout) / Double(lineCount)
                // Never more lines than the layout has (which also keeps the count an Int32): lines of no height
                // (a negative lineSpacing can bring them to 0) all fit, and a height that is not a positive number
                // (Pango's 32-bit sums wrapped round) shows one line.
                let fitting = Int(clamping: bounds.height / lineHeight + 1e-9, to: 1...lineCount, rounding: .down)
                lines = lines == 0 ? fitting : min(lines, fitting)
            }
            if let ellipsis {
                pango_layout_set_ellipsize(layout, ellipsis)
                pango_layout_set_height(layout, -Int32(clamping: max(1, lines)))
            } else {
                visibleLines = max(1, lines)
            }
        }
        let step = Self.lineStep(text)
        laidOut.pangoBaselines = step == nil
        let textHeight = if let step {
            step * Double(visibleLines ?? Int(pango_layout_get_line_count(layout)))
        } else {
            visibleLines.map { linesHeight(layout, count: $0) } ?? Self.logicalHeight(layout)
        }
        laidOut.top = bounds.minY + (bounds.height - textHeight) / 2
        if visibleLines != nil {
            let clipTop = max(bounds.minY, laidOut.top), clipBottom = min(bounds.maxY, laidOut.top + textHeight)
            laidOut.clip = clipTop...max(clipTop, clipBottom)
        }
        laidOut.lines = Self.placedLines(layout, step: step, count: visibleLines, alignment: text.absoluteAlignment, width: width)
        return laidOut
    }
}
