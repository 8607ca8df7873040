import Foundation

extension PathElement {
    /// An SVG elliptical arc from `start` to `end` as cubic Béziers, by the SVG implementation notes (SVG 1.1,
    /// appendix F.6): out-of-range parameters are corrected as F.6.2 says (the same endpoints draw nothing, a zero
    /// radius draws a line, radii are taken as absolute values and scaled up uniformly by √Λ when too small to
    /// reach, F.6.6), the endpoint form is converted to the centre form (F.6.5), and the sweep is cut into
    /// segments of at most 90 degrees, each the usual cubic with handles 4/3·tan(θ/4) of the radius long along the
    /// tangents. `rotation` is in degrees; `sweep` true goes the way of increasing angles (clockwise on a y-down
    /// screen).
    ///
    /// Every point returned is finite, whatever the radii: the notes' formulas square the radii (1e-160² is 0 in
    /// a `Double`, and 1e200² is infinite), so they are used here divided through by rx²·ry², in terms of the
    /// start's position on the unit circle, `(x1/rx, y1/ry)`, whose length √Λ `hypot` finds without squaring.
    /// An ellipse so flat that even that form overflows (one radius more than about 10³⁰⁰ times the other) draws
    /// its chord, as a zero radius does.
    public static func arc(from start: Point, to end: Point, radii: Size, rotation: Double, largeArc: Bool,
                           sweep: Bool) -> [PathElement] {
        if start == end { return [] }
        let radiusX = abs(radii.width), radiusY = abs(radii.height)
        if radiusX == 0 || radiusY == 0 { return [.line(to: end)] }
        let phi = rotation.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // F.6.5.1: the start in a frame centred between the endpoints and aligned with the ellipse's axes.
        let halfX = (start.x - end.x) / 2, halfY = (start.y - end.y) / 2
        let x1 = cosPhi * halfX + sinPhi * halfY
        let y1 = -sinPhi * halfX + cosPhi * halfY
        // The start on the unit circle of the ellipse's own axes, and its distance from the centre, √Λ (F.6.6.2).
        let unitX = x1 / radiusX, unitY = y1 / radiusY
        let reach = hypot(unitX, unitY)
        if reach == 0 { return [.line(to: end)] }   // endpoints nearer than a Double can tell on this ellipse
        var rx = radiusX, ry = radiusY
        let centreX1: Double, centreY1: Double
        if reach > 1 {
            // F.6.6.2 and 3: radii too small to reach grow by √Λ, and the centre falls between the endpoints.
            // rx·√Λ = hypot(x1, y1·rx/ry) and ry·√Λ = hypot(x1·ry/rx, y1), neither squared.
            rx = hypot(x1, y1 * (radiusX / radiusY))
            ry = hypot(x1 * (radiusY / radiusX), y1)
            centreX1 = 0
            centreY1 = 0
        } else {
            // F.6.5.2 divided by rx²·ry²: the centre is √((1 − Λ)/Λ) times (rx·y1/ry, −ry·x1/rx), that is
            // √(1 − Λ) times the radii times the unit start turned a quarter, over its length √Λ.
            let along = ((1 - reach) * (1 + reach)).squareRoot() * (largeArc == sweep ? -1 : 1)
            centreX1 = along * rx * (unitY / reach)
            centreY1 = -along * ry * (unitX / reach)
        }
        // F.6.5.3: the centre.
        let centre = Point(x: cosPhi * centreX1 - sinPhi * centreY1 + (start.x + end.x) / 2,
                           y: sinPhi * centreX1 + cosPhi * centreY1 + (start.y + end.y) / 2)
        // F.6.5.5 and 6: the start angle and the sweep.
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let ux = (x1 - centreX1) / rx, uy = (y1 - centreY1) / ry
        let vx = (-x1 - centreX1) / rx, vy = (-y1 - centreY1) / ry
        let theta1 = angle(1, 0, ux, uy)
        var delta = angle(ux, uy, vx, vy)
        guard theta1.isFinite, delta.isFinite, centre.x.isFinite, centre.y.isFinite else { return [.line(to: end)] }
        if !sweep, delta > 0 { delta -= 2 * .pi }
        if sweep, delta < 0 { delta += 2 * .pi }
        // Segments of at most 90° (|delta| is at most 2π here, so at most 4), each a cubic on the unit circle
        // mapped onto the ellipse.
        let segments = max(1, min(4, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up))))
        let step = delta / Double(segments)
        let handle = 4.0 / 3.0 * tan(step / 4)
        func onEllipse(_ x: Double, _ y: Double) -> Point {
            Point(x: centre.x + rx * cosPhi * x - ry * sinPhi * y, y: centre.y + rx * sinPhi * x + ry * cosPhi * y)
        }
        var elements: [PathElement] = []
        for segment in 0..<segments {
            let a = theta1 + step * Double(segment), b = a + step
            let control1 = onEllipse(cos(a) - handle * sin(a), sin(a) + handle * cos(a))
            let control2 = onEllipse(cos(b) + handle * sin(b), sin(b) - handle * cos(b))
            let to = segment == segments - 1 ? end : onEllipse(cos(b), sin(b))
            guard [control1, control2, to].allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
                return [.line(to: end)]
            }
            elements.append(.curve(control1: control1, control2: control2, to: to))
        }
        return elements
    }
}
