import CardGeometry
import CPangoCairo

extension TextDrawing {
    /// Sets the direction of the paragraphs laid out next in the fonts' context, for a text shown in `direction`.
    /// Each paragraph takes the direction of its first letter that has one (Unicode's bidirectional rules P2 and P3,
    /// as `NSWritingDirection.natural` does); a paragraph with none (digits, punctuation) takes the layout's: right
    /// to left, or Pango's default, a weak left to right, which leaves a left-to-right text exactly as before. Set
    /// before every layout is made, as the context's font options are (`pango_cairo_update_context`), and only when
    /// it changes, since a change makes Pango lay out again what the context holds.
    func setBaseDirection(_ direction: LayoutDirection) {
        let base = direction == .rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_WEAK_LTR
        if pango_context_get_base_dir(fonts.context) != base { pango_context_set_base_dir(fonts.context, base) }
    }
}
