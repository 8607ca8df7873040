/// An axis-aligned rectangle: an origin (its top-left corner) and a size, in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// Top-left corner, in points.
    public var origin: Point
    /// Width and height, in points.
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at the origin with no size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    /// The centre point, in points.
    public var center: Point { Point(x: midX, y: midY) }

    /// The four corners in the order top-left, top-right, bottom-right, bottom-left.
    public var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    /// Whether `point` lies inside the rectangle (the minimum edges are inside, the maximum edges are not,
    /// as `CGRectContainsPoint`).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The smallest axis-aligned rectangle holding this rectangle's four corners mapped through `transform`
    /// (`CGRectApplyAffineTransform`).
    public func applying(_ transform: AffineTransform2D) -> Rect {
        let mapped = corners.map { $0.applying(transform) }
        let xs = mapped.map(\.x), ys = mapped.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// The area both rectangles cover, or `nil` when they do not overlap (`CGRectIntersection`, which returns the
    /// null rectangle there).
    public func intersection(_ other: Rect) -> Rect? {
        let left = max(minX, other.minX), top = max(minY, other.minY)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle moved inward by `dx` on the left and right and `dy` on the top and bottom.
    /// The smallest rect containing this one and `other`.
    public func union(_ other: Rect) -> Rect {
        let minX = min(self.minX, other.minX), minY = min(self.minY, other.minY)
        return Rect(x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
    }

    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
