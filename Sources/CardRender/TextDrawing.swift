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
        guard !text.string.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        pango_cairo_update_context(cairo, fonts.context)
        guard let layout = pango_layout_new(fonts.context) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_text(layout, text.string, -1)
        let width = Self.pangoUnits(bounds.width)
        pango_layout_set_width(layout, width)
        switch text.alignment {
        case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        }
        if text.lineSpacing != 0 { pango_layout_set_spacing(layout, Self.pangoUnits(text.lineSpacing)) }
        Self.setAttributes(layout, text)
        var size = text.fontSize
        setFont(layout, size: size, text: text)
        let ellipsis = Self.ellipsis(text.lineBreak)
        // Where the text starts horizontally when it is laid out without a width (one unwrapped, clipped line).
        var unwrappedOffset: Double?
        var visibleLines: Int?
        if text.numberOfLines == 1 {
            pango_layout_set_single_paragraph_mode(layout, 1)
            if text.minimumScaleFactor < 1 {
                // Shrink until the natural width fits (adjustsFontSizeToFitWidth).
                pango_layout_set_width(layout, -1)
                let minimum = text.fontSize * text.minimumScaleFactor
                while naturalWidth(layout) > bounds.width && size > minimum {
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
                let slack = bounds.width - naturalWidth(layout)
                unwrappedOffset = switch text.alignment {
                case .left, .justified: 0
                case .center: slack / 2
                case .right: slack
                }
            }
        } else {
            pango_layout_set_wrap(layout, text.lineBreak == .charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            // Whole lines that fit the bounds, counted here rather than by a height limit in Pango, which at
            // device scales below 1 cuts lines that fit (so a small preview would wrap unlike the frame).
            var lines = text.numberOfLines
            let lineCount = Int(pango_layout_get_line_count(layout))
            if lineCount > 0 {
                let lineHeight = Self.lineStep(text) ?? logicalHeight(layout) / Double(lineCount)
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
        let textHeight = if let step = Self.lineStep(text) {
            step * Double(visibleLines ?? Int(pango_layout_get_line_count(layout)))
        } else {
            visibleLines.map { linesHeight(layout, count: $0) } ?? logicalHeight(layout)
        }
        let top = bounds.minY + (bounds.height - textHeight) / 2
        cairo_save(cairo)
        if unwrappedOffset != nil || visibleLines != nil {
            let clipTop = max(bounds.minY, top), clipBottom = min(bounds.maxY, top + textHeight)
            cairo_rectangle(cairo, bounds.minX, clipTop, bounds.width, max(0, clipBottom - clipTop))
            cairo_clip(cairo)
        }
        cairo_set_source_rgba(cairo, text.color.red, text.color.green, text.color.blue, text.color.alpha)
        cairo_move_to(cairo, bounds.minX + (unwrappedOffset ?? 0), top)
        if let step = Self.lineStep(text) {
            let x = bounds.minX + (unwrappedOffset ?? 0)
            for placed in Self.placedLines(layout, step: step, count: visibleLines) {
                cairo_move_to(cairo, x + placed.x, top + placed.baseline)
                pango_cairo_show_layout_line(cairo, placed.line)
            }
        } else {
            pango_cairo_show_layout(cairo, layout)
        }
        cairo_restore(cairo)
    }

    /// The distance between baselines `text` asks for, in points, when it is one Pango's units can hold (a text
    /// made in code may give any number; a style gives 13 to 41).
    static func lineStep(_ text: TextContent) -> Double? {
        guard let step = text.lineHeight, step > 0, step <= Double(pangoUnitRange.upperBound) / Double(PANGO_SCALE) else { return nil }
        return step
    }

    /// The kern of `text`, as an attribute over the whole layout.
    static func setAttributes(_ layout: OpaquePointer, _ text: TextContent) {
        guard text.kern != 0 else { return }
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(pangoUnits(text.kern)))
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
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
        guard let layout = pango_layout_new(fonts.context) else { return 0 }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_text(layout, string, -1)
        setFont(layout, size: fontSize, text: TextContent(string: string, fontSize: fontSize, fontFamily: family, weight: weight, color: .init(white: 0)))
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
        guard let layout = pango_layout_new(fonts.context) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_text(layout, text.string, -1)
        pango_layout_set_width(layout, Self.pangoUnits(width))
        Self.setAttributes(layout, text)
        setFont(layout, size: text.fontSize, text: text)
        guard let step = Self.lineStep(text) else {
            guard let iterator = pango_layout_get_iter(layout) else { return [] }
            defer { pango_layout_iter_free(iterator) }
            var baselines: [Double] = []
            repeat {
                baselines.append(Double(pango_layout_iter_get_baseline(iterator)) / Double(PANGO_SCALE))
            } while pango_layout_iter_next_line(iterator) != 0
            return baselines
        }
        return Self.placedLines(layout, step: step, count: nil).map(\.baseline)
    }

    /// A line of a layout as a text style places it: its own horizontal offset (alignment), and its baseline from
    /// the top of the text, in points.
    struct PlacedLine {
        let line: UnsafeMutablePointer<PangoLayoutLine>
        let x: Double
        let baseline: Double
    }

    /// The first `count` lines (all when `nil`) of `layout` placed `step` points apart: line `i` fills the band from
    /// `i × step` to `(i + 1) × step`, with the first line's ascent and descent centred in each band (as Pango
    /// centres a line height), so consecutive baselines are exactly `step` apart whatever fonts a line mixes.
    static func placedLines(_ layout: OpaquePointer, step: Double, count: Int?) -> [PlacedLine] {
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var placed: [PlacedLine] = []
        var baselineInBand: Double?
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, &ink, &logical)
            let offset = baselineInBand ?? {
                let ascent = Double(pango_layout_iter_get_baseline(iterator) - logical.y) / Double(PANGO_SCALE)
                return (step - Double(logical.height) / Double(PANGO_SCALE)) / 2 + ascent
            }()
            baselineInBand = offset
            placed.append(PlacedLine(line: line, x: Double(logical.x) / Double(PANGO_SCALE), baseline: Double(placed.count) * step + offset))
        } while placed.count < (count ?? Int.max) && pango_layout_iter_next_line(iterator) != 0
        return placed
    }

    private func naturalWidth(_ layout: OpaquePointer) -> Double {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return Double(logical.width) / Double(PANGO_SCALE)
    }

    private func logicalHeight(_ layout: OpaquePointer) -> Double {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return Double(logical.height) / Double(PANGO_SCALE)
    }

    /// The height of the first `count` lines, from the top of the first to the bottom of the last, in points.
    func linesHeight(_ layout: OpaquePointer, count: Int) -> Double {
        guard let iterator = pango_layout_get_iter(layout) else { return logicalHeight(layout) }
        defer { pango_layout_iter_free(iterator) }
        var bottom = 0.0
        var line = 0
        repeat {
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, &ink, &logical)
            bottom = (Double(logical.y) + Double(logical.height)) / Double(PANGO_SCALE)
            line += 1
        } while line < count && pango_layout_iter_next_line(iterator) != 0
        return bottom
    }
}
