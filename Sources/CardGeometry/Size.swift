/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Width, in points.
    public var width: Double
    /// Height, in points.
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Zero width and height.
    public static let zero = Size(width: 0, height: 0)

    public static func * (lhs: Size, rhs: Double) -> Size { Size(width: lhs.width * rhs, height: lhs.height * rhs) }

    public var description: String { "\(width) x \(height)" }
}
