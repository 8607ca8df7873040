/// One step of a vector path, in absolute coordinates (the units of the path's viewBox): what Cairo and Core
/// Graphics build paths from. Quadratic curves and arcs are converted to cubic Béziers when the path is read.
public enum PathElement: Hashable, Sendable {
    /// Starts a subpath at the point.
    case move(to: Point)
    /// A straight line from the current point.
    case line(to: Point)
    /// A cubic Bézier from the current point.
    case curve(control1: Point, control2: Point, to: Point)
    /// A straight line back to the subpath's start, which becomes the current point.
    case close

    /// The points the element names; a curve lies within their convex hull.
    public var points: [Point] {
        switch self {
        case .move(let point), .line(let point): return [point]
        case .curve(let control1, let control2, let end): return [control1, control2, end]
        case .close: return []
        }
    }
}
