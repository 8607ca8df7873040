/// Where a flat layer turned in 3D lands on its parent: the four corners after Core Animation's perspective divide,
/// and which side of it the viewer sees.
///
/// The layer is `size` points, centred on `position` (its anchor point is 0.5, 0.5), turned by its own transform
/// (``transform(rotationX:rotationY:rotationZ:)``) about its centre and seen through a parent `sublayerTransform`
/// of ``Transform3D/init(perspectiveEyeDistance:)`` applied about that same centre: the eye is `eyeDistance`
/// points in front of the layer's centre. A corner `(x, y)` of the layer (points from its centre) lands at
/// `position + (X/W, Y/W)` where `(X, Y, Z, W) = (x, y, 0, 1) · transform · perspective`.
public struct LayerProjection: Hashable, Sendable {
    /// Which side of the layer the viewer sees.
    public enum Facing: Hashable, Sendable {
        /// Its front: the corners keep their clockwise order on the y-down screen.
        case front
        /// Its back (its normal points away from the viewer): the corners' order is mirrored. Core Animation does not
        /// draw such a layer when its `isDoubleSided` is false, and draws it mirrored when it is true.
        case back
        /// Exactly edge-on (turned exactly 90 degrees about x or y): the projected area is zero and nothing is drawn.
        case edgeOn
    }

    /// The corners in the parent's points: top-left, top-right, bottom-right, bottom-left of the unturned layer.
    public let corners: [Point]
    public let facing: Facing
    /// The whole mapping from the layer's points (origin at its top-left) to the parent's, before the divide: the
    /// layer's plane z = 0 maps to the parent by rows 1, 2 and 4, columns 1, 2 and 4 of this matrix.
    public let transform: Transform3D

    /// Twice the signed area of the projected corners (square points), positive for ``Facing/front``.
    public var doubleSignedArea: Double { Self.doubleSignedArea(corners) }

    /// Projects a layer of `size` points centred on `position` (parent points), turned by `rotationX`, `rotationY`
    /// and `rotationZ` degrees (``transform(rotationX:rotationY:rotationZ:)``), through a perspective of eye distance
    /// `eyeDistance` points (`nil`: none, an orthographic view, as a `sublayerTransform` of identity).
    ///
    /// Throws when the size or an angle is not finite, or the eye distance is not finite and positive, and when a
    /// corner reaches the viewer's eye or passes behind it (`W <= 0`): Core Animation would clip the layer there,
    /// which is refused here rather than drawn wrongly (the caller names the script's line).
    public init(size: Size, position: Point, rotationX: Double, rotationY: Double, rotationZ: Double,
                eyeDistance: Double?) throws(LayerProjectionError) {
        for value in [size.width, size.height, position.x, position.y, rotationX, rotationY, rotationZ]
        where !value.isFinite {
            throw .notFinite
        }
        guard size.width >= 0, size.height >= 0 else { throw .negativeSize }
        var whole = Transform3D(translationX: -size.width / 2, y: -size.height / 2, z: 0)
            .concatenating(Self.transform(rotationX: rotationX, rotationY: rotationY, rotationZ: rotationZ))
        if let eyeDistance {
            guard eyeDistance.isFinite, eyeDistance > 0 else { throw .eyeDistance(eyeDistance) }
            whole = whole.concatenating(Transform3D(perspectiveEyeDistance: eyeDistance))
        }
        whole = whole.concatenating(Transform3D(translationX: position.x, y: position.y, z: 0))
        try self.init(size: size, transform: whole)
    }

    /// Projects a layer of `size` points through `transform`, the whole mapping from its points (origin at its
    /// top-left) to the parent's, before the divide (any product of ``Transform3D``s: a scale, turns, perspectives
    /// about any point, translations).
    ///
    /// `facing`, when the caller knows it exactly (from the turned normal and the eye, which gives exactly
    /// ``Facing/edgeOn`` at 90 degrees where the divide by `W` leaves corners a rounding apart), or `nil` to take it
    /// from the sign of the projected corners' area. Throws when a corner reaches the viewer's eye or passes behind
    /// it (`W <= 0`), or projects to infinity.
    public init(size: Size, transform: Transform3D, facing: Facing? = nil) throws(LayerProjectionError) {
        var corners: [Point] = []
        for (index, (x, y)) in [(0.0, 0.0), (size.width, 0), (size.width, size.height), (0, size.height)].enumerated() {
            let image = transform.homogeneous(x: x, y: y, z: 0)
            guard image.w > 0 else { throw .behindEye(corner: index, w: image.w) }
            let point = Point(x: image.x / image.w, y: image.y / image.w)
            guard point.x.isFinite, point.y.isFinite else { throw .notFinite }
            corners.append(point)
        }
        self.corners = corners
        self.transform = transform
        let area = Self.doubleSignedArea(corners)
        self.facing = facing ?? (area > 0 ? .front : area < 0 ? .back : .edgeOn)
    }

    /// A layer's own transform from its three angles (degrees): turned about x first, then about y, then about z,
    /// i.e. `rotation(x) · rotation(y) · rotation(z)` in ``Transform3D/concatenating(_:)``'s order, as
    /// `CATransform3DRotate(CATransform3DRotate(CATransform3DMakeRotation(z), y), x)` builds it.
    public static func transform(rotationX: Double, rotationY: Double, rotationZ: Double) -> Transform3D {
        Transform3D(rotationDegrees: rotationX, about: .x)
            .concatenating(Transform3D(rotationDegrees: rotationY, about: .y))
            .concatenating(Transform3D(rotationDegrees: rotationZ, about: .z))
    }

    /// Twice the signed area, measured from the first corner: a quad whose corners lie on one line anywhere (a
    /// layer exactly edge-on, away from the origin too) has exactly 0, which products of far coordinates would miss.
    private static func doubleSignedArea(_ corners: [Point]) -> Double {
        var sum = 0.0
        let origin = corners[0]
        for index in 1..<3 {
            let a = corners[index] - origin, b = corners[index + 1] - origin
            sum += a.x * b.y - b.x * a.y
        }
        return sum
    }
}

/// Why a layer could not be projected.
public enum LayerProjectionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A size, position or angle is NaN or infinite, or a corner projects to infinity.
    case notFinite
    /// A width or height below zero.
    case negativeSize
    /// The perspective's eye distance (points) is not finite and positive.
    case eyeDistance(Double)
    /// Corner `corner` (0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left) reaches or passes the viewer's eye:
    /// its homogeneous `w` is `w <= 0`.
    case behindEye(corner: Int, w: Double)

    public var description: String {
        switch self {
        case .notFinite: "a size, position or angle is not a finite number"
        case .negativeSize: "a layer's width and height must not be negative"
        case .eyeDistance(let distance): "the perspective's eye distance must be a finite number of points above 0, not \(distance)"
        case .behindEye(let corner, _):
            "the layer's \(["top-left", "top-right", "bottom-right", "bottom-left"][corner]) corner reaches the viewer's eye or passes behind it (move it back or turn it less)"
        }
    }
}
