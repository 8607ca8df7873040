import Foundation

extension PathElement {
    /// An SVG elliptical arc from `start` to `end` as cubic Béziers, by the SVG implementation notes (SVG 1.1,
    /// appendix F.6): out-of-range parameters are corrected as F.6.2 says (the same endpoints draw nothing, a zero
    /// radius draws a line, radii are taken as absolute values and scaled up uniformly by √Λ when too small to
    /// reach, F.6.6), the endpoint form is converted to the centre form (F.6.5), and the sweep is cut into
    /// segments of at most 90 degrees, each the usual cubic with handles 4/3·tan(θ/4) of the radius long along the
    /// tangents. `rotation` is in degrees; `sweep` true goes the way of increasing angles (clockwise on a y-down
    /// screen).
    public static func arc(from start: Point, to end: Point, radii: Size, rotation: Double, largeArc: Bool,
                           sweep: Bool) -> [PathElement] {
        if start == end { return [] }
        var rx = abs(radii.width), ry = abs(radii.height)
        if rx == 0 || ry == 0 { return [.line(to: end)] }
        let phi = rotation.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // F.6.5.1: the start in a frame centred between the endpoints and aligned with the ellipse's axes.
        let halfX = (start.x - end.x) / 2, halfY = (start.y - end.y) / 2
        let x1 = cosPhi * halfX + sinPhi * halfY
        let y1 = -sinPhi * halfX + cosPhi * halfY
        // F.6.6.2: radii too small to reach from one endpoint to the other grow by √Λ.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        // F.6.5.2: the centre in that frame.
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        let root = (max(0, numerator) / denominator).squareRoot() * (largeArc == sweep ? -1 : 1)
        let centreX1 = root * rx * y1 / ry, centreY1 = -root * ry * x1 / rx
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
        if !sweep, delta > 0 { delta -= 2 * .pi }
        if sweep, delta < 0 { delta += 2 * .pi }
        // Segments of at most 90°, each a cubic on the unit circle mapped onto the ellipse.
        let segments = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
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
            elements.append(.curve(control1: control1, control2: control2, to: to))
        }
        return elements
    }
}
