/// A location or a displacement in a two-dimensional coordinate space, in points.
///
/// Coordinates follow UIKit: the origin is at the top-left and y grows downward.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal coordinate, in points.
    public var x: Double
    /// Vertical coordinate, in points (down is positive).
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// Euclidean length of the point taken as a vector from the origin, in points.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// The point mapped through `transform` (`x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`).
    public func applying(_ transform: AffineTransform2D) -> Point {
        Point(x: transform.a * x + transform.c * y + transform.tx,
              y: transform.b * x + transform.d * y + transform.ty)
    }

    /// The point taken as a vector and mapped through the linear part of `transform` only (no translation).
    public func applyingLinearPart(of transform: AffineTransform2D) -> Point {
        Point(x: transform.a * x + transform.c * y, y: transform.b * x + transform.d * y)
    }

    public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    public static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }
    public static func / (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x / rhs, y: lhs.y / rhs) }
    public static prefix func - (point: Point) -> Point { Point(x: -point.x, y: -point.y) }
    public static func += (lhs: inout Point, rhs: Point) { lhs = lhs + rhs }
    public static func -= (lhs: inout Point, rhs: Point) { lhs = lhs - rhs }

    public var description: String { "(\(x), \(y))" }
}
