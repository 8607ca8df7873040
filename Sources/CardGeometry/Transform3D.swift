import Foundation

/// A three-dimensional homogeneous transform with the semantics of Core Animation's `CATransform3D`.
///
/// Points are row vectors `(x, y, z, 1)` multiplied on the left, as Core Animation does:
/// `x' = x·m11 + y·m21 + z·m31 + m41`, …, `w' = x·m14 + y·m24 + z·m34 + m44`, and the point drawn is
/// `(x'/w', y'/w')`. Coordinates are points, y down and z toward the viewer (UIKit's). The upper-left 2 × 2 block and
/// `m41, m42` are ``AffineTransform2D``'s `a, b, c, d, tx, ty`. Angles are degrees at this API.
public struct Transform3D: Hashable, Sendable {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    /// `m41, m42, m43`: the translation, in points.
    public var m41: Double, m42: Double, m43: Double, m44: Double

    public init(m11: Double, m12: Double, m13: Double, m14: Double,
                m21: Double, m22: Double, m23: Double, m24: Double,
                m31: Double, m32: Double, m33: Double, m34: Double,
                m41: Double, m42: Double, m43: Double, m44: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The transform that changes nothing (`CATransform3DIdentity`).
    public static let identity = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                             m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// An axis of rotation.
    public enum Axis: Sendable { case x, y, z }

    /// A translation by `(x, y, z)` points (`CATransform3DMakeTranslation`).
    public init(translationX x: Double, y: Double, z: Double) {
        self = .identity
        m41 = x; m42 = y; m43 = z
    }

    /// A scale by `sx`, `sy`, `sz` (`CATransform3DMakeScale`).
    public init(scaleX sx: Double, y sy: Double, z sz: Double) {
        self = .identity
        m11 = sx; m22 = sy; m33 = sz
    }

    /// A rotation by `degrees` about `axis`, right-handed as `CATransform3DMakeRotation(radians, axis)`: about z a
    /// positive angle turns +x toward +y (clockwise on a y-down screen, as ``AffineTransform2D``), about y it turns
    /// +z toward +x (the right edge goes away from the viewer), about x it turns +y toward +z (the bottom edge comes
    /// toward the viewer). Multiples of 90 degrees give exact zeros and ones.
    public init(rotationDegrees degrees: Double, about axis: Axis) {
        let (sine, cosine) = Self.sineAndCosine(degrees: degrees)
        self = .identity
        switch axis {
        case .x: m22 = cosine; m23 = sine; m32 = -sine; m33 = cosine
        case .y: m11 = cosine; m13 = -sine; m31 = sine; m33 = cosine
        case .z: m11 = cosine; m12 = sine; m21 = -sine; m22 = cosine
        }
    }

    /// The 2D transform `affine` in 3D (`CATransform3DMakeAffineTransform`): its `a, b, c, d, tx, ty` in `m11, m12,
    /// m21, m22, m41, m42`, z left alone.
    public init(_ affine: AffineTransform2D) {
        self = .identity
        m11 = affine.a; m12 = affine.b; m21 = affine.c; m22 = affine.d; m41 = affine.tx; m42 = affine.ty
    }

    /// The perspective Core Animation's programmers put in a `sublayerTransform`: the identity with
    /// `m34 = −1/eyeDistance`, which divides a point by `w = 1 − z/eyeDistance`: the viewer's eye is `eyeDistance`
    /// points in front of the plane z = 0 (on the axis through the point the transform is applied about).
    public init(perspectiveEyeDistance eyeDistance: Double) {
        self = .identity
        m34 = -1 / eyeDistance
    }

    /// `self` followed by `other`: a point goes through `self` first, then `other` (`CATransform3DConcat(self, other)`,
    /// the matrix product `self · other`).
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = rows, b = other.rows
        var product = [[Double]](repeating: [0, 0, 0, 0], count: 4)
        for row in 0..<4 {
            for column in 0..<4 {
                product[row][column] = a[row][0] * b[0][column] + a[row][1] * b[1][column]
                    + a[row][2] * b[2][column] + a[row][3] * b[3][column]
            }
        }
        return Transform3D(rows: product)
    }

    /// The homogeneous image `(x', y', z', w')` of the point `(x, y, z)` (points), before the divide by `w'`.
    public func homogeneous(x: Double, y: Double, z: Double) -> (x: Double, y: Double, z: Double, w: Double) {
        (x * m11 + y * m21 + z * m31 + m41, x * m12 + y * m22 + z * m32 + m42,
         x * m13 + y * m23 + z * m33 + m43, x * m14 + y * m24 + z * m34 + m44)
    }

    /// The four rows of the matrix.
    public var rows: [[Double]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    private init(rows r: [[Double]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }

    /// Sine and cosine of `degrees`, exact at multiples of 90 degrees (a turn of exactly 90 degrees leaves a layer
    /// exactly edge-on, not 6e-17 off).
    static func sineAndCosine(degrees: Double) -> (sine: Double, cosine: Double) {
        let reduced = degrees.truncatingRemainder(dividingBy: 360)
        if reduced.truncatingRemainder(dividingBy: 90) == 0 {
            switch (reduced < 0 ? reduced + 360 : reduced) {
            case 0: return (0, 1)
            case 90: return (1, 0)
            case 180: return (0, -1)
            default: return (-1, 0)
            }
        }
        let radians = reduced * .pi / 180
        return (sin(radians), cos(radians))
    }
}
