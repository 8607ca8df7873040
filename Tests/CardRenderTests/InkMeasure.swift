import CardGeometry
import CardScene
@testable import CardRender

/// Measures what a layer draws on a transparent background: coverage (alpha, anti-aliasing weighted), the ink's
/// bounding box and its alpha-weighted centroid, in points.
struct InkMeasure {
    let image: RGBAImage
    let scale: Double

    /// `layer` drawn alone at the origin of a transparent `size`-point screen at `scale`.
    init(_ layer: ContentLayer, size: Size, scale: Double) throws {
        let node = SceneNode(id: "n", kind: .card, index: nil, layer: layer, transform: AffineTransform2D(translationX: 0, y: 0), alpha: 1)
        image = try SceneRenderer().render(Scene(size: size, scale: scale, background: Color(white: 0, alpha: 0), nodes: [node]))
        self.scale = scale
    }

    func alpha(x: Int, y: Int) -> UInt8 { image.pixels[(y * image.width + x) * 4 + 3] }

    /// The painted area in square points: every pixel's alpha / 255, summed, over the pixels per square point.
    var area: Double {
        var sum = 0
        for y in 0..<image.height { for x in 0..<image.width { sum += Int(alpha(x: x, y: y)) } }
        return Double(sum) / 255 / (scale * scale)
    }

    /// The smallest rectangle of whole pixels holding every pixel with alpha above `threshold`, in points.
    func box(threshold: UInt8 = 0) -> Rect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<image.height { for x in 0..<image.width where alpha(x: x, y: y) > threshold {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        } }
        guard maxX >= 0 else { return nil }
        return Rect(x: Double(minX) / scale, y: Double(minY) / scale,
                    width: Double(maxX - minX + 1) / scale, height: Double(maxY - minY + 1) / scale)
    }
}
