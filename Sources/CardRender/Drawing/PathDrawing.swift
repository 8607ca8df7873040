import CardGeometry
import CardScene
import CCairo

/// Draws ``PathContent`` as a `CAShapeLayer` does: the path (mapped from its viewBox into the bounds) filled by its
/// rule, then stroked with Cairo's defaults, which are Core Animation's (butt caps, miter joins, miter limit 10).
enum PathDrawing {
    /// How far a stroke's miter may reach from the path, in line widths: half the miter limit.
    static let miterReach = 5.0

    static func draw(_ path: PathContent, in bounds: Rect, on cairo: OpaquePointer) {
        let elements = path.elements(in: bounds)
        guard !elements.isEmpty else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_new_path(cairo)
        for element in elements {
            switch element {
            case .move(let point): cairo_move_to(cairo, point.x, point.y)
            case .line(let point): cairo_line_to(cairo, point.x, point.y)
            case .curve(let control1, let control2, let end):
                cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
            case .close: cairo_close_path(cairo)
            }
        }
        if let fill = path.fill, fill.alpha > 0 {
            cairo_set_fill_rule(cairo, path.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_source_rgba(cairo, fill.red, fill.green, fill.blue, fill.alpha)
            cairo_fill_preserve(cairo)
        }
        if let stroke = path.stroke, stroke.alpha > 0, path.lineWidth > 0 {
            cairo_set_line_width(cairo, path.lineWidth)
            cairo_set_source_rgba(cairo, stroke.red, stroke.green, stroke.blue, stroke.alpha)
            cairo_stroke_preserve(cairo)
        }
        cairo_new_path(cairo)
    }

    /// A rectangle holding every pixel the path paints in `bounds`' coordinates: the bounding box of its points (a
    /// Bézier lies within its control points' hull), grown by the reach of a stroke's miters; `nil` for no path.
    static func ink(of path: PathContent, in bounds: Rect) -> Rect? {
        let points = path.elements(in: bounds).flatMap(\.points)
        guard let first = points.first else { return nil }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        let reach = path.stroke != nil ? path.lineWidth * miterReach : 0
        return Rect(x: minX - reach, y: minY - reach, width: maxX - minX + 2 * reach, height: maxY - minY + 2 * reach)
    }
}
