import Foundation

/// A two-dimensional affine transform with the semantics of `CGAffineTransform`.
///
/// Points are row vectors: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`. The fields map one to one onto
/// cairo's `cairo_matrix_t` (`xx, yx, xy, yy, x0, y0`). `translatedBy`, `scaledBy` and `rotated` *prepend*
/// their operation, as CoreGraphics does: the new operation applies first, in the transform's local frame.
/// Angles are radians; a positive angle turns content clockwise on a y-down screen.
public struct AffineTransform2D: Hashable, Sendable, CustomStringConvertible {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    /// Horizontal translation, in points.
    public var tx: Double
    /// Vertical translation, in points.
    public var ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `(x, y)` points.
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians (clockwise on screen for a positive angle).
    public init(rotationAngle angle: Double) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other`: a point goes through `self` first, then `other` (`CGAffineTransformConcat`).
    public func concatenating(_ other: AffineTransform2D) -> AffineTransform2D {
        AffineTransform2D(a: a * other.a + b * other.c,
                        b: a * other.b + b * other.d,
                        c: c * other.a + d * other.c,
                        d: c * other.b + d * other.d,
                        tx: tx * other.a + ty * other.c + other.tx,
                        ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation by `(x, y)` points applied before `self`, i.e. in its local frame (`CGAffineTransformTranslate`).
    public func translatedBy(x: Double, y: Double) -> AffineTransform2D {
        AffineTransform2D(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before `self` (`CGAffineTransformScale`).
    public func scaledBy(x: Double, y: Double) -> AffineTransform2D {
        AffineTransform2D(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation by `angle` radians applied before `self` (`CGAffineTransformRotate`).
    public func rotated(by angle: Double) -> AffineTransform2D {
        AffineTransform2D(rotationAngle: angle).concatenating(self)
    }

    /// The determinant `a·d − b·c`.
    public var determinant: Double { a * d - b * c }

    /// The inverse transform, or `nil` when the transform is singular (`CGAffineTransformInvert` returns its input then).
    public func inverted() -> AffineTransform2D? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return AffineTransform2D(a: ia, b: ib, c: ic, d: id,
                               tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// Whether every field is a finite number.
    public var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }

    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}
