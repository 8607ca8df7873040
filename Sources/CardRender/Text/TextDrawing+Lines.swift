import CardScene
import CPangoCairo

extension TextDrawing {
    /// A line of a layout as drawing places it: its horizontal offset from the left of the bounds (its alignment)
    /// and its baseline from the top of the text, in points.
    struct PlacedLine {
        let line: UnsafeMutablePointer<PangoLayoutLine>
        let x: Double
        let baseline: Double
        /// How far the alignment moves the line from where Pango placed it, in Pango units (a right-to-left line
        /// aligned left or right, or a line laid out without a width).
        let shift: Int32
    }

    /// The first `count` lines (all when `nil`) of `layout`, each placed by `alignment` in `width` Pango units
    /// (``lineOffset(_:width:line:pangoOffset:)``). With a `step`, line `i` fills the band from `i × step` to
    /// `(i + 1) × step`, with the first line's ascent and descent centred in each band (as Pango centres a line
    /// height), so consecutive baselines are exactly `step` apart whatever fonts a line mixes; without one the lines
    /// keep Pango's baselines.
    static func placedLines(_ layout: OpaquePointer, step: Double?, count: Int?, alignment: TextContent.Alignment,
                            width: Int32) -> [PlacedLine] {
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var placed: [PlacedLine] = []
        var baselineInBand: Double?
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, &ink, &logical)
            let offset = lineOffset(alignment, width: width, line: logical.width, pangoOffset: logical.x)
            let baseline: Double
            if let step {
                let offset = baselineInBand ?? {
                    let ascent = Double(pango_layout_iter_get_baseline(iterator) - logical.y) / Double(PANGO_SCALE)
                    return (step - Double(logical.height) / Double(PANGO_SCALE)) / 2 + ascent
                }()
                baselineInBand = offset
                baseline = Double(placed.count) * step + offset
            } else {
                baseline = Double(pango_layout_iter_get_baseline(iterator)) / Double(PANGO_SCALE)
            }
            placed.append(PlacedLine(line: line, x: Double(offset) / Double(PANGO_SCALE), baseline: baseline,
                                     shift: Int32(clamping: Int64(offset) - Int64(logical.x))))
        } while placed.count < (count ?? Int.max) && pango_layout_iter_next_line(iterator) != 0
        return placed
    }

    /// Where a line `line` Pango units wide starts in a text `width` units wide, in Pango units. `left` and `right`
    /// are absolute, as `NSTextAlignment.left` and `.right` are: a right-to-left paragraph keeps to the same edge
    /// as a left-to-right one (Pango would swap the two for it). `center` is Pango's centring, and `justified`
    /// keeps Pango's own placement (`pangoOffset`): a line it did not stretch keeps to its paragraph's start.
    ///
    /// A `natural` alignment comes here resolved to `left` or `right` by the layout direction
    /// (``CardScene/TextContent/absoluteAlignment``); given as it is, it keeps to the left.
    static func lineOffset(_ alignment: TextContent.Alignment, width: Int32, line: Int32, pangoOffset: Int32) -> Int32 {
        let slack = Int32(clamping: Int64(width) - Int64(line))
        switch alignment {
        case .left, .natural: return 0
        case .right: return slack
        case .center:
            // Pango's centring, rounded to a whole point when both widths are whole points.
            let centred = slack / 2
            return (width | line) & (PANGO_SCALE - 1) == 0 ? (centred + PANGO_SCALE / 2) & ~(PANGO_SCALE - 1) : centred
        case .justified: return pangoOffset
        }
    }

    /// The width of `line` as Pango's line breaking and ellipsis count it, in points: its logical width, plus the
    /// letter spacing (`kern`, points) that Pango trims from the line's two ends (half the spacing before its first
    /// character and half after its last) only after deciding where the line breaks and whether it is ellipsized.
    /// A negative spacing is not added: the trimmed line is then the wider one. A text laid out this wide or wider
    /// is neither wrapped nor ellipsized, and `UILabel` counts the spacing after the last character too.
    static func breakingWidth(_ line: UnsafeMutablePointer<PangoLayoutLine>, kern: Double) -> Double {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_line_get_extents(line, &ink, &logical)
        let trimmed = line.pointee.runs == nil ? 0 : Int64(max(0, pangoUnits(kern)))
        return Double(Int64(logical.width) + trimmed) / Double(PANGO_SCALE)
    }

    /// The widest of the first `count` lines of `layout` by ``breakingWidth(_:kern:)``, in points.
    static func widestLine(_ layout: OpaquePointer, count: Int, kern: Double) -> Double {
        var widest = 0.0
        for index in 0..<count {
            guard let line = pango_layout_get_line_readonly(layout, Int32(clamping: index)) else { break }
            widest = max(widest, breakingWidth(line, kern: kern))
        }
        return widest
    }

    /// The height of the first `count` lines, from the top of the first to the bottom of the last, in points.
    func linesHeight(_ layout: OpaquePointer, count: Int) -> Double {
        guard let iterator = pango_layout_get_iter(layout) else { return Self.logicalHeight(layout) }
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

    static func logicalHeight(_ layout: OpaquePointer) -> Double {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return Double(logical.height) / Double(PANGO_SCALE)
    }
}
