/// UIScrollView's resistance past an edge: `d · (1 − 1 / (x · c / d + 1))` for a drag `x` points past the
/// edge of a view `d` points long on that axis (docs/physics.md#rubber-band).
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

extension RubberBand {
    /// The finger distance past the edge that gives an `offset` past it (the inverse of
    /// ``offset(pastEdge:dimension:coefficient:)``), in points. Offsets of `dimension` or more cannot be reached
    /// and give infinity.
    public static func distance(forOffset offset: Double, dimension: Double, coefficient: Double = uikitCoefficient) -> Double {
        let magnitude = abs(offset)
        guard magnitude < dimension else { return offset < 0 ? -.infinity : .infinity }
        let distance = magnitude * dimension / (coefficient * (dimension - magnitude))
        return offset < 0 ? -distance : distance
    }
}
