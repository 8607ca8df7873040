import CardRender
import CardGeometry

/// Pixels left out of a comparison (`verify --ignore`, `--ignore-region`): they never count as different, and the
/// diff image shows them in a neutral tint. The reference is never painted over: only the comparison's copy of the
/// rendered frame takes the reference's pixels there.
public struct PixelMask: Sendable, Equatable {
    public let width: Int
    public let height: Int
    private var bits: [Bool]

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        bits = Array(repeating: false, count: width * height)
    }

    /// Whether no pixel is masked.
    public var isEmpty: Bool { !bits.contains(true) }

    public subscript(x: Int, y: Int) -> Bool { bits[y * width + x] }

    /// Masks every pixel that a convex quadrilateral `corners` (in pixels, in order around it) touches, and
    /// `margin` pixels around it, which holds its anti-aliased edge.
    public mutating func add(quad corners: [Point], margin: Double = 1) {
        guard corners.count == 4 else { return }
        guard width > 0, height > 0, corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        // Clamped before converting: a region may lie far outside the frame (or beyond any Int).
        let columns = -1...width, rows = -1...height
        let minX = max(0, Int(clamping: corners.map(\.x).min()! - margin, to: columns, rounding: .down))
        let maxX = min(width - 1, Int(clamping: corners.map(\.x).max()! + margin, to: columns, rounding: .up))
        let minY = max(0, Int(clamping: corners.map(\.y).min()! - margin, to: rows, rounding: .down))
        let maxY = min(height - 1, Int(clamping: corners.map(\.y).max()! + margin, to: rows, rounding: .up))
        guard minX <= maxX, minY <= maxY else { return }
        for y in minY...maxY {
            for x in minX...maxX where Self.isNear(Point(x: Double(x) + 0.5, y: Double(y) + 0.5), corners, margin: margin + 0.5) {
                bits[y * width + x] = true
            }
        }
    }

    /// Masks the rectangle `rect` (in pixels), clipped to the frame.
    public mutating func add(rect: Rect) {
        add(quad: rect.corners, margin: 0)
    }

    /// Whether `point` lies inside the convex polygon `corners`, or within `margin` of its edges.
    private static func isNear(_ point: Point, _ corners: [Point], margin: Double) -> Bool {
        var inside = true
        var sign = 0.0
        for index in 0..<corners.count {
            let a = corners[index], b = corners[(index + 1) % corners.count]
            let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
            if cross != 0 {
                if sign == 0 { sign = cross > 0 ? 1 : -1 } else if (cross > 0 ? 1.0 : -1.0) != sign { inside = false }
            }
        }
        if inside { return true }
        for index in 0..<corners.count where distance(point, corners[index], corners[(index + 1) % corners.count]) <= margin {
            return true
        }
        return false
    }

    private static func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = dx * dx + dy * dy
        let t = length == 0 ? 0 : max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length))
        let x = a.x + t * dx - p.x, y = a.y + t * dy - p.y
        return (x * x + y * y).squareRoot()
    }

    /// `actual` with the masked pixels taken from `expected`, so that they compare equal.
    func applied(to actual: RGBAImage, from expected: RGBAImage) -> RGBAImage {
        var copy = actual
        for index in 0..<(width * height) where bits[index] {
            copy.pixels[index * 4..<index * 4 + 4] = expected.pixels[index * 4..<index * 4 + 4]
        }
        return copy
    }

    /// The diff image with the masked pixels in a neutral blue-grey.
    func tinted(_ diff: RGBAImage) -> RGBAImage {
        var copy = diff
        for index in 0..<(width * height) where bits[index] {
            copy.pixels[index * 4] = 196
            copy.pixels[index * 4 + 1] = 204
            copy.pixels[index * 4 + 2] = 222
            copy.pixels[index * 4 + 3] = 255
        }
        return copy
    }
}
