import CardGeometry
import CardScene
import CCairo
import Foundation

/// Fills the current clip with a `CAGradientLayer`'s gradient over `bounds`: axial along start to end, radial as an
/// ellipse around start reaching end, conic around start from the direction of end, clockwise on screen. Beyond the
/// first and last locations the end colours continue (Core Animation pads, as Cairo's `EXTEND_PAD` does).
enum GradientDrawing {
    /// Largest angle one conic patch spans, in radians: small enough that a patch's colour, interpolated along its
    /// cubic arc, stays within a fraction of a level of the exact angle's colour.
    static let conicPatchAngle = Double.pi / 32

    static func fill(_ gradient: Gradient, in bounds: Rect, on cairo: OpaquePointer) {
        let stops = gradient.stops
        guard let last = stops.last else { return }
        let start = Point(x: bounds.minX + gradient.start.x * bounds.width, y: bounds.minY + gradient.start.y * bounds.height)
        let end = Point(x: bounds.minX + gradient.end.x * bounds.width, y: bounds.minY + gradient.end.y * bounds.height)
        let pattern: OpaquePointer?
        switch gradient.kind {
        case .axial:
            guard start != end else { return paint(last.color, on: cairo) }
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            addStops(stops, to: pattern)
        case .radial:
            var radiusX = abs(end.x - start.x), radiusY = abs(end.y - start.y)
            if radiusX == 0 { radiusX = radiusY }
            if radiusY == 0 { radiusY = radiusX }
            guard radiusX > 0 else { return paint(last.color, on: cairo) }
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            addStops(stops, to: pattern)
            // User space to the unit circle: first move the centre to the origin, then divide by the radii.
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 1 / radiusX, 1 / radiusY)
            cairo_matrix_translate(&matrix, -start.x, -start.y)
            cairo_pattern_set_matrix(pattern, &matrix)
        case .conic:
            pattern = conic(stops, centre: start, towards: end, covering: bounds)
        }
        guard let pattern else { return }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cairo, pattern)
        cairo_paint(cairo)
        cairo_pattern_destroy(pattern)
    }

    private static func paint(_ color: Color, on cairo: OpaquePointer) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_paint(cairo)
    }

    private static func addStops(_ stops: [(location: Double, color: Color)], to pattern: OpaquePointer?) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, min(max(stop.location, 0), 1), stop.color.red, stop.color.green,
                                              stop.color.blue, stop.color.alpha)
        }
    }

    /// A mesh of thin sectors around `centre`, each a patch whose colour runs from its first edge's angle to its
    /// second's, reaching past every corner of `bounds`.
    private static func conic(_ stops: [(location: Double, color: Color)], centre: Point, towards end: Point,
                              covering bounds: Rect) -> OpaquePointer? {
        let startAngle = end == centre ? -Double.pi / 2 : atan2(end.y - centre.y, end.x - centre.x)
        let radius = bounds.corners.map { hypot($0.x - centre.x, $0.y - centre.y) }.max()! + 1
        guard let mesh = cairo_pattern_create_mesh() else { return nil }
        let count = Int((2 * Double.pi / conicPatchAngle).rounded(.up))
        let step = 2 * Double.pi / Double(count)
        // Control points of a cubic that follows the arc of each patch (the standard 4/3 · tan(θ/4) construction).
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        for index in 0..<count {
            let a = startAngle + Double(index) * step, b = a + step
            let from = Point(x: centre.x + radius * cos(a), y: centre.y + radius * sin(a))
            let to = Point(x: centre.x + radius * cos(b), y: centre.y + radius * sin(b))
            let colorA = color(at: Double(index) / Double(count), in: stops)
            let colorB = color(at: Double(index + 1) / Double(count), in: stops)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, centre.x, centre.y)
            cairo_mesh_pattern_line_to(mesh, from.x, from.y)
            cairo_mesh_pattern_curve_to(mesh, from.x - handle * sin(a), from.y + handle * cos(a),
                                        to.x + handle * sin(b), to.y - handle * cos(b), to.x, to.y)
            cairo_mesh_pattern_line_to(mesh, centre.x, centre.y)
            for (corner, colour) in [(0, colorA), (1, colorA), (2, colorB), (3, colorB)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), colour.red, colour.green, colour.blue, colour.alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }

    /// The gradient's colour at `location` (0...1): the end colours beyond the first and last stops, linear
    /// interpolation between.
    static func color(at location: Double, in stops: [(location: Double, color: Color)]) -> Color {
        guard let first = stops.first, let last = stops.last else { return Color(white: 0, alpha: 0) }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        let upper = stops.firstIndex { $0.location >= location }!
        let a = stops[upper - 1], b = stops[upper]
        let t = b.location > a.location ? (location - a.location) / (b.location - a.location) : 1
        return Color(red: a.color.red + (b.color.red - a.color.red) * t, green: a.color.green + (b.color.green - a.color.green) * t,
                     blue: a.color.blue + (b.color.blue - a.color.blue) * t, alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * t)
    }
}
