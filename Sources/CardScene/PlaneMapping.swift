import CardGeometry

/// How the points of a layer's plane reach the screen: an affine transform while no layer on the way turns in 3D, a
/// homography once one does. Each layer turned in 3D is flattened into its parent's plane, as Core Animation
/// flattens a layer's sublayers (every layer but a `CATransformLayer`), so mappings compose as homographies of the
/// plane, never as 4 × 4 matrices (which would carry a child's depth into its parent's turn).
enum PlaneMapping {
    case affine(AffineTransform2D)
    case projective(Homography)

    /// `placement` (a layer's plane to its parent's) followed by `self` (the parent's plane to the screen).
    func preceded(by placement: AffineTransform2D) -> PlaneMapping {
        switch self {
        case .affine(let toScreen): .affine(placement.concatenating(toScreen))
        case .projective(let toScreen): .projective(Homography(planeOf: Transform3D(placement)).followed(by: toScreen))
        }
    }

    /// `projection` (a layer's plane to its parent's, before the divide) followed by `self`.
    func preceded(by projection: Transform3D) -> PlaneMapping {
        let plane = Homography(planeOf: projection)
        switch self {
        case .affine(let toScreen): return .projective(plane.followed(by: Homography(planeOf: Transform3D(toScreen))))
        case .projective(let toScreen): return .projective(plane.followed(by: toScreen))
        }
    }

    /// Where `point` lands; a point a homography sends to infinity (which a layer in front of the eye never has)
    /// lands at infinity.
    func applied(to point: Point) -> Point {
        switch self {
        case .affine(let transform): point.applying(transform)
        case .projective(let homography): homography.applied(to: point) ?? Point(x: .infinity, y: .infinity)
        }
    }
}
