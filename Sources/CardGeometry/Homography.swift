/// A projective mapping of the plane (a 3 × 3 matrix acting on column vectors `(x, y, 1)`): the point `(x, y)` goes
/// to `((h11·x + h12·y + h13) / q, (h21·x + h22·y + h23) / q)` with `q = h31·x + h32·y + h33`. It is how a flat
/// layer turned in 3D maps onto the screen, and how CardRender inverse-maps each pixel of such a layer.
public struct Homography: Hashable, Sendable {
    public var h11: Double, h12: Double, h13: Double
    public var h21: Double, h22: Double, h23: Double
    public var h31: Double, h32: Double, h33: Double

    public init(h11: Double, h12: Double, h13: Double, h21: Double, h22: Double, h23: Double,
                h31: Double, h32: Double, h33: Double) {
        self.h11 = h11; self.h12 = h12; self.h13 = h13
        self.h21 = h21; self.h22 = h22; self.h23 = h23
        self.h31 = h31; self.h32 = h32; self.h33 = h33
    }

    /// The mapping that takes the rectangle `(0, 0, width, height)` to the quadrilateral `corners` (top-left,
    /// top-right, bottom-right, bottom-left images of the rectangle's corners), by Heckbert's closed form for the
    /// unit square ("Fundamentals of Texture Mapping and Image Warping", 1989). `nil` when the width or height is
    /// not positive, or when three corners are in line (no projective mapping has that image).
    public init?(width: Double, height: Double, to corners: [Point]) {
        guard corners.count == 4, width > 0, height > 0 else { return nil }
        let p0 = corners[0], p1 = corners[1], p2 = corners[2], p3 = corners[3]
        let sumX = p0.x - p1.x + p2.x - p3.x, sumY = p0.y - p1.y + p2.y - p3.y
        var g = 0.0, h = 0.0
        if sumX != 0 || sumY != 0 {
            let dx1 = p1.x - p2.x, dx2 = p3.x - p2.x, dy1 = p1.y - p2.y, dy2 = p3.y - p2.y
            let determinant = dx1 * dy2 - dx2 * dy1
            guard determinant != 0 else { return nil }
            g = (sumX * dy2 - dx2 * sumY) / determinant
            h = (dx1 * sumY - sumX * dy1) / determinant
        }
        // The unit square's mapping, then the rectangle scaled onto the unit square (columns 1 and 2 divided).
        let square = Homography(h11: p1.x - p0.x + g * p1.x, h12: p3.x - p0.x + h * p3.x, h13: p0.x,
                                h21: p1.y - p0.y + g * p1.y, h22: p3.y - p0.y + h * p3.y, h23: p0.y,
                                h31: g, h32: h, h33: 1)
        self.init(h11: square.h11 / width, h12: square.h12 / height, h13: square.h13,
                  h21: square.h21 / width, h22: square.h22 / height, h23: square.h23,
                  h31: square.h31 / width, h32: square.h32 / height, h33: square.h33)
        guard self.determinant != 0, self.determinant.isFinite else { return nil }
    }

    /// The image of `point`, or `nil` where the mapping sends it to infinity or beyond (`q <= 0`).
    public func applied(to point: Point) -> Point? {
        let q = h31 * point.x + h32 * point.y + h33
        guard q > 0 else { return nil }
        return Point(x: (h11 * point.x + h12 * point.y + h13) / q, y: (h21 * point.x + h22 * point.y + h23) / q)
    }

    /// The determinant of the matrix.
    public var determinant: Double {
        h11 * (h22 * h33 - h23 * h32) - h12 * (h21 * h33 - h23 * h31) + h13 * (h21 * h32 - h22 * h31)
    }

    /// The inverse mapping (the adjugate over the determinant), or `nil` when the matrix is singular.
    public func inverted() -> Homography? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return Homography(h11: (h22 * h33 - h23 * h32) / det, h12: (h13 * h32 - h12 * h33) / det, h13: (h12 * h23 - h13 * h22) / det,
                          h21: (h23 * h31 - h21 * h33) / det, h22: (h11 * h33 - h13 * h31) / det, h23: (h13 * h21 - h11 * h23) / det,
                          h31: (h21 * h32 - h22 * h31) / det, h32: (h12 * h31 - h11 * h32) / det, h33: (h11 * h22 - h12 * h21) / det)
    }

    /// The nine entries row by row.
    public var entries: [Double] { [h11, h12, h13, h21, h22, h23, h31, h32, h33] }
}

extension Homography {
    /// The mapping of the plane z = 0 through `transform` (row vectors, as ``Transform3D``): `(x, y)` goes where
    /// `(x, y, 0, 1) · transform` lands after the divide by its `w`, so rows 1, 2 and 4 and columns 1, 2 and 4 of
    /// the matrix, transposed.
    public init(planeOf transform: Transform3D) {
        self.init(h11: transform.m11, h12: transform.m21, h13: transform.m41,
                  h21: transform.m12, h22: transform.m22, h23: transform.m42,
                  h31: transform.m14, h32: transform.m24, h33: transform.m44)
    }

    /// `self` followed by `other`: the matrix product `other · self`.
    public func followed(by other: Homography) -> Homography {
        let a = other.entries, b = entries
        var product = [Double](repeating: 0, count: 9)
        for row in 0..<3 {
            for column in 0..<3 {
                product[row * 3 + column] = a[row * 3] * b[column] + a[row * 3 + 1] * b[3 + column] + a[row * 3 + 2] * b[6 + column]
            }
        }
        return Homography(h11: product[0], h12: product[1], h13: product[2], h21: product[3], h22: product[4],
                          h23: product[5], h31: product[6], h32: product[7], h33: product[8])
    }
}
