import CardGeometry
import CardScene
import CCairo
import CPangoCairo

/// Draws ``SymbolContent``: one glyph of Material Icons (Debian's `fonts-material-design-icons-iconfont`,
/// Apache-2.0), read through a private fontconfig configuration that holds that file alone (a ``FontSet`` of one
/// file), so no other installed font can stand in for it.
///
/// As a `UIImageView` shows a symbol image: the font size is the point size; the glyph's ink (its outline grown
/// by the weight's pen) is centred in the bounds and scaled down uniformly when it does not fit them.
final class SymbolDrawing {
    /// The icon font file and the Debian package that installs it.
    static let fontFile = FontSet.File(path: "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf",
                                       face: nil, package: "fonts-material-design-icons-iconfont")
    /// The family the file declares.
    static let family = "Material Icons"

    private let fonts: FontSet

    init() throws(RenderError) {
        fonts = try FontSet(files: [Self.fontFile])
    }

    /// The glyph laid out at `pointSize`, its ink rectangle relative to the layout's origin (points), and whether
    /// the font has the glyph. The caller releases the layout.
    private func layout(_ glyph: Unicode.Scalar, pointSize: Double) -> (layout: OpaquePointer, ink: Rect, known: Bool)? {
        guard let layout = pango_layout_new(fonts.context) else { return nil }
        pango_layout_set_text(layout, String(Character(glyph)), -1)
        if let description = pango_font_description_from_string(Self.family) {
            pango_font_description_set_absolute_size(description, pointSize * Double(PANGO_SCALE))
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
        }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let unit = Double(PANGO_SCALE)
        let rect = Rect(x: Double(ink.x) / unit, y: Double(ink.y) / unit, width: Double(ink.width) / unit, height: Double(ink.height) / unit)
        return (layout, rect, pango_layout_get_unknown_glyphs_count(layout) == 0)
    }

    /// The ink of `glyph` at `pointSize` (points, relative to the layout's origin), or `nil` when the font lacks
    /// the glyph or it has no ink.
    func ink(of glyph: Unicode.Scalar, pointSize: Double) -> Rect? {
        guard let laid = layout(glyph, pointSize: pointSize) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(laid.layout)) }
        guard laid.known, laid.ink.width > 0, laid.ink.height > 0 else { return nil }
        return laid.ink
    }

    /// The scale that fits ink of `size` (points, the pen included) in `bounds`: 1, or less when it does not fit.
    static func fitting(_ size: Size, in bounds: Rect) -> Double {
        min(1, bounds.width / size.width, bounds.height / size.height)
    }

    func draw(_ symbol: SymbolContent, in bounds: Rect, on cairo: OpaquePointer) {
        guard bounds.width > 0, bounds.height > 0, symbol.color.alpha > 0 else { return }
        pango_cairo_update_context(cairo, fonts.context)
        guard let laid = layout(symbol.glyph, pointSize: symbol.pointSize) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(laid.layout)) }
        let ink = laid.ink
        guard ink.width > 0, ink.height > 0 else { return }
        let pen = symbol.weight.strokeWidth * symbol.pointSize
        let scale = Self.fitting(Size(width: ink.width + pen, height: ink.height + pen), in: bounds)
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_translate(cairo, bounds.midX, bounds.midY)
        // A mirrored symbol is flipped about its ink's centre, which is the bounds' centre.
        cairo_scale(cairo, symbol.isMirrored ? -scale : scale, scale)
        cairo_translate(cairo, -ink.midX, -ink.midY)
        cairo_new_path(cairo)
        cairo_move_to(cairo, 0, 0)
        pango_cairo_layout_path(cairo, laid.layout)
        let color = symbol.color
        guard pen > 0 else {
            cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
            cairo_fill(cairo)
            return
        }
        // Fill and stroke overlap: drawn opaque in a group and composited once, so a translucent colour stays even.
        let grouped = color.alpha < 1
        if grouped { cairo_push_group(cairo) }
        cairo_set_source_rgb(cairo, color.red, color.green, color.blue)
        cairo_fill_preserve(cairo)
        cairo_set_line_width(cairo, pen)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(cairo)
        if grouped {
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, color.alpha)
        }
    }
}
