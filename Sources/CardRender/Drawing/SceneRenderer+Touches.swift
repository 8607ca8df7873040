import CardGeometry
import CardScene
import CCairo

extension SceneRenderer {
    /// The colour of a touch indicator's disc: a mid grey at half opacity, grey on white content and grey-white on dark.
    static let touchColor = Color(red: 0.6, green: 0.6, blue: 0.6, alpha: 0.5)
    /// The width of the disc's soft rim, in points: within it the disc's alpha falls linearly to 0 at its edge.
    static let touchRimWidth = 2.0

    /// Draws `touches` over the finished frame, in the order given: each a disc ``TouchIndicator/diameter`` points
    /// across in ``touchColor`` with its alpha times the indicator's opacity, solid to
    /// ``touchRimWidth`` points from the edge and fading to nothing at the edge.
    func drawTouches(_ touches: [TouchIndicator], scale: Double, on cairo: OpaquePointer) {
        guard !touches.isEmpty else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_identity_matrix(cairo)
        cairo_scale(cairo, scale, scale)
        let color = Self.touchColor
        let radius = TouchIndicator.diameter / 2
        for touch in touches where touch.opacity > 0 {
            let alpha = color.alpha * min(touch.opacity, 1)
            guard let pattern = cairo_pattern_create_radial(touch.center.x, touch.center.y, 0,
                                                            touch.center.x, touch.center.y, radius) else { continue }
            defer { cairo_pattern_destroy(pattern) }
            cairo_pattern_add_color_stop_rgba(pattern, 0, color.red, color.green, color.blue, alpha)
            cairo_pattern_add_color_stop_rgba(pattern, (radius - Self.touchRimWidth) / radius, color.red, color.green, color.blue, alpha)
            cairo_pattern_add_color_stop_rgba(pattern, 1, color.red, color.green, color.blue, 0)
            cairo_set_source(cairo, pattern)
            cairo_new_path(cairo)
            cairo_arc(cairo, touch.center.x, touch.center.y, radius, 0, 2 * Double.pi)
            cairo_fill(cairo)
        }
    }
}
