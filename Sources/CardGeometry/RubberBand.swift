/// UIScrollView's resistance past an edge: `d · (1 − 1 / (x · c / d + 1))` for a drag `x` points past the
/// edge of a view `d` points long on that axis (uikit-physics.md A4).
public enum RubberBand {
    /// UIKit's coefficient.
    public static let uikitCoefficient = 0.55

    /// How far the content moves for a finger `distance` points past the edge (sign kept), in points.
    public static func offset(pastEdge distance: Double, dimension: Double, coefficient: Double = uikitCoefficient) -> Double {
        guard dimension > 0 else { return 0 }
        let magnitude = dimension * (1 - 1 / (abs(distance) * coefficient / dimension + 1))
        return distance < 0 ? -magnitude : magnitude
    }
}
