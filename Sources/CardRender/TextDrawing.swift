import CardGeometry
import CardScene
import CCairo
import CPangoCairo

/// Draws ``TextContent`` the way a `UILabel` lays it out: vertically centred in its bounds, aligned
/// horizontally, on one line (cut with an ellipsis, or shrunk down to `minimumScaleFactor` first) or wrapped
/// over several lines (only whole lines that fit, the last one ellipsized).
struct TextDrawing {
    let fonts: FontSet

    /// Font size reduction step while shrinking to fit, as a fraction of the size.
    static let shrinkStep = 0.02

    func draw(_ text: TextContent, in bounds: Rect, on cairo: OpaquePointer) {
        guard !text.string.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        pango_cairo_update_context(cairo, fonts.context)
        guard let layout = pango_layout_new(fonts.context) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_text(layout, text.string, -1)
        pango_layout_set_width(layout, Int32((bounds.width * Double(PANGO_SCALE)).rounded()))
        switch text.alignment {
        case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        var size = text.fontSize
        setFont(layout, size: size, weight: text.weight)
        if text.numberOfLines == 1 {
            pango_layout_set_single_paragraph_mode(layout, 1)
            if text.minimumScaleFactor < 1 {
                // Shrink until the natural width fits (adjustsFontSizeToFitWidth).
                pango_layout_set_width(layout, -1)
                let minimum = text.fontSize * text.minimumScaleFactor
                while naturalWidth(layout) > bounds.width && size > minimum {
                    size = max(minimum, size - text.fontSize * Self.shrinkStep)
                    setFont(layout, size: size, weight: text.weight)
                }
                pango_layout_set_width(layout, Int32((bounds.width * Double(PANGO_SCALE)).rounded()))
            }
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        } else {
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            // Whole lines that fit the bounds, counted here rather than by a height limit in Pango, which at
            // device scales below 1 cuts lines that fit (so a small preview would wrap unlike the frame).
            var lines = text.numberOfLines
            let lineCount = Int(pango_layout_get_line_count(layout))
            if lineCount > 0 {
                var ink = PangoRectangle(), logical = PangoRectangle()
                pango_layout_get_extents(layout, &ink, &logical)
                let lineHeight = Double(logical.height) / Double(PANGO_SCALE) / Double(lineCount)
                let fitting = max(1, Int((bounds.height / lineHeight + 1e-9).rounded(.down)))
                lines = lines == 0 ? fitting : min(lines, fitting)
            }
            pango_layout_set_height(layout, -Int32(max(1, lines)))
        }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let textHeight = Double(logical.height) / Double(PANGO_SCALE)
        let top = bounds.minY + (bounds.height - textHeight) / 2
        cairo_save(cairo)
        cairo_set_source_rgba(cairo, text.color.red, text.color.green, text.color.blue, text.color.alpha)
        cairo_move_to(cairo, bounds.minX, top)
        pango_cairo_show_layout(cairo, layout)
        cairo_restore(cairo)
    }

    /// How many characters of `string` no font of the set can draw (Pango shows each as a hex box).
    func unknownGlyphCount(_ string: String, fontSize: Double) -> Int {
        guard let layout = pango_layout_new(fonts.context) else { return 0 }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_text(layout, string, -1)
        setFont(layout, size: fontSize, weight: .regular)
        return Int(pango_layout_get_unknown_glyphs_count(layout))
    }

    private func setFont(_ layout: OpaquePointer, size: Double, weight: TextContent.Weight) {
        guard let description = pango_font_description_from_string(FontSet.family) else { return }
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
    }

    private func naturalWidth(_ layout: OpaquePointer) -> Double {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return Double(logical.width) / Double(PANGO_SCALE)
    }
}
