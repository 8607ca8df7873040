import CardGeometry
import CardScene
import CCairo
import CPangoCairo

/// Draws ``TextContent`` the way a `UILabel` lays it out: vertically centred in its bounds, aligned
/// horizontally, on one line (cut with an ellipsis, or shrunk down to `minimumScaleFactor` first) or wrapped
/// over several lines (only whole lines that fit, the last one cut as its line break mode says).
struct TextDrawing {
    let fonts: FontSet

    /// Font size reduction step while shrinking to fit, as a fraction of the size.
    static let shrinkStep = 0.02

    func draw(_ text: TextContent, in bounds: Rect, on cairo: OpaquePointer) {
        guard let laidOut = layOut(text, in: bounds, on: cairo) else { return }
        cairo_save(cairo)
        if let clip = laidOut.clip {
            cairo_rectangle(cairo, bounds.minX, clip.lowerBound, bounds.width, clip.upperBound - clip.lowerBound)
            cairo_clip(cairo)
        }
        cairo_set_source_rgba(cairo, text.color.red, text.color.green, text.color.blue, text.color.alpha)
        if let shift = laidOut.commonShift {
            cairo_move_to(cairo, bounds.minX + shift, laidOut.top)
            pango_cairo_show_layout(cairo, laidOut.layout)
        } else {
            for placed in laidOut.lines {
                cairo_move_to(cairo, bounds.minX + placed.x, laidOut.top + placed.baseline)
                pango_cairo_show_layout_line(cairo, placed.line)
            }
        }
        cairo_restore(cairo)
    }

    /// A new Pango layout of `text` at `size` points: its string, line spacing, letter spacing (`kern`), no
    /// hyphens, font and paragraph mode (one paragraph for one line, else wrapping at words or characters once a width is set). Drawing
    /// and measuring both start from it, so that what is measured is what is drawn.
    func newLayout(_ text: TextContent, size: Double) -> OpaquePointer? {
        setBaseDirection(text.layoutDirection)
        guard let layout = pango_layout_new(fonts.context) else { return nil }
        pango_layout_set_text(layout, text.string, -1)
        if text.lineSpacing != 0 { pango_layout_set_spacing(layout, Self.pangoUnits(text.lineSpacing)) }
        let attributes = pango_attr_list_new()
        if text.kern != 0 { pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(Self.pangoUnits(text.kern))) }
        // No hyphen where a word breaks, as UIKit draws none (a hyphenationFactor of 0); Pango would also keep room
        // for one at every change of font or direction inside a word, and break a line that fits.
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        setFont(layout, size: size, text: text)
        if text.numberOfLines == 1 {
            pango_layout_set_single_paragraph_mode(layout, 1)
        } else {
            pango_layout_set_wrap(layout, text.lineBreak == .charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        }
        return layout
    }

    /// The distance between baselines `text` asks for, in points, when it is one Pango's units can hold (a text
    /// made in code may give any number; a style gives 13 to 41).
    static func lineStep(_ text: TextContent) -> Double? {
        guard let step = text.lineHeight, step > 0, step <= Double(pangoUnitRange.upperBound) / Double(PANGO_SCALE) else { return nil }
        return step
    }

    /// Pango units (1/1024 point) that Pango's 32-bit layout arithmetic can add up: ±2^30, about ±1,000,000 points.
    static let pangoUnitRange: ClosedRange<Int32> = -(1 << 30)...(1 << 30)

    /// `points` in Pango units, rounded and clamped to ``pangoUnitRange`` (a width, a spacing, a kern).
    static func pangoUnits(_ points: Double) -> Int32 {
        Int32(clamping: points * Double(PANGO_SCALE), to: pangoUnitRange)
    }

    /// Pango's ellipsis for a line break mode, or `nil` for the modes that cut without one.
    static func ellipsis(_ mode: TextContent.LineBreak) -> PangoEllipsizeMode? {
        switch mode {
        case .truncateTail: PANGO_ELLIPSIZE_END
        case .truncateMiddle: PANGO_ELLIPSIZE_MIDDLE
        case .truncateHead: PANGO_ELLIPSIZE_START
        case .wordWrap, .charWrap, .clip: nil
        }
    }

    /// How many characters of `string` no font of the set can draw (Pango shows each as a hex box).
    func unknownGlyphCount(_ string: String, fontSize: Double, family: String? = nil, weight: TextContent.Weight = .regular) -> Int {
        // Several lines, so that a newline is a line break rather than a glyph of its own.
        let text = TextContent(string: string, fontSize: fontSize, fontFamily: family, weight: weight, color: .init(white: 0), numberOfLines: 0)
        guard let layout = newLayout(text, size: fontSize) else { return 0 }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return Int(pango_layout_get_unknown_glyphs_count(layout))
    }

    /// Pango's family list for a text's family at `size` points (the size drawn): the family, or the system font
    /// (Inter Display from 20 points), then the built-in fallbacks.
    static func families(_ family: String?, size: Double) -> String {
        let first = family ?? BuiltInFonts.systemFamily(size: size)
        let chain = [first, BuiltInFonts.system] + BuiltInFonts.fallbacks
        return chain.enumerated().filter { !chain[..<$0.offset].contains($0.element) }.map(\.element).joined(separator: ", ")
    }

    func setFont(_ layout: OpaquePointer, size: Double, text: TextContent) {
        guard let description = pango_font_description_from_string(Self.families(text.fontFamily, size: size)) else { return }
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        let weight = switch text.weight {
        case .regular: PANGO_WEIGHT_NORMAL
        case .medium: PANGO_WEIGHT_MEDIUM
        case .semibold: PANGO_WEIGHT_SEMIBOLD
        case .bold: PANGO_WEIGHT_BOLD
        }
        pango_font_description_set_weight(description, weight)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
    }

    /// The baselines of `text`'s lines laid out `width` points wide, from the top of the text, in points: where
    /// ``draw(_:in:on:)`` puts them.
    func baselines(_ text: TextContent, width: Double) -> [Double] {
        guard let layout = newLayout(text, size: text.fontSize) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_width(layout, Self.pangoUnits(width))
        return Self.placedLines(layout, step: Self.lineStep(text), count: nil, alignment: text.absoluteAlignment,
                                width: Self.pangoUnits(width)).map(\.baseline)
    }
}
