import Foundation

/// An affine transform split into the parts Core Animation interpolates separately: translation, rotation,
/// shear and scale.
///
/// A point goes through scale, then shear (`x += shear·y`), then rotation, then translation. Animating each
/// part linearly keeps a card truly rotated and scaled at every instant, never sheared or shrunk the way
/// blending matrix entries would.
public struct DecomposedTransform: Hashable, Sendable {
    /// Horizontal translation, in points.
    public var translationX: Double
    /// Vertical translation, in points.
    public var translationY: Double
    /// Rotation, in radians, clockwise on screen for positive values.
    public var rotation: Double
    /// Scale along the local x axis (negative when the transform mirrors).
    public var scaleX: Double
    /// Scale along the local y axis.
    public var scaleY: Double
    /// Shear factor (`x += shear·y` after scaling).
    public var shear: Double

    public init(translationX: Double = 0, translationY: Double = 0, rotation: Double = 0,
                scaleX: Double = 1, scaleY: Double = 1, shear: Double = 0) {
        self.translationX = translationX
        self.translationY = translationY
        self.rotation = rotation
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.shear = shear
    }

    /// The parts of the identity transform.
    public static let identity = DecomposedTransform()

    /// The parts as a vector, in the order translationX, translationY, rotation, scaleX, scaleY, shear.
    public var components: [Double] { [translationX, translationY, rotation, scaleX, scaleY, shear] }

    /// The parts from a vector in the order of ``components``.
    public init(components: [Double]) {
        precondition(components.count == 6, "a decomposed transform has six components")
        self.init(translationX: components[0], translationY: components[1], rotation: components[2],
                  scaleX: components[3], scaleY: components[4], shear: components[5])
    }

    /// The transform these parts describe.
    public var transform: AffineTransform2D {
        let cosine = cos(rotation), sine = sin(rotation)
        // Rows are the images of the unit vectors: e_x -> R·(sx, 0), e_y -> R·(shear·sy, sy).
        let kx = shear * scaleY, ky = scaleY
        return AffineTransform2D(a: scaleX * cosine, b: scaleX * sine,
                               c: kx * cosine - ky * sine, d: kx * sine + ky * cosine,
                               tx: translationX, ty: translationY)
    }
}

extension AffineTransform2D {
    /// The transform split into translation, rotation, shear and scale (the 2-D "unmatrix" of CSS and Core
    /// Animation). A mirrored transform reports a negative `scaleX`.
    public var decomposed: DecomposedTransform {
        var row0x = a, row0y = b
        var row1x = c, row1y = d
        var scaleX = (row0x * row0x + row0y * row0y).squareRoot()
        if scaleX != 0 { row0x /= scaleX; row0y /= scaleX }
        var shear = row0x * row1x + row0y * row1y
        row1x -= shear * row0x
        row1y -= shear * row0y
        let scaleY = (row1x * row1x + row1y * row1y).squareRoot()
        if scaleY != 0 { shear /= scaleY }
        if determinant < 0 {
            scaleX = -scaleX
            row0x = -row0x
            row0y = -row0y
            shear = -shear
        }
        let rotation = scaleX == 0 && scaleY == 0 ? 0 : atan2(row0y, row0x)
        return DecomposedTransform(translationX: tx, translationY: ty, rotation: rotation,
                                   scaleX: scaleX, scaleY: scaleY, shear: shear)
    }
}
