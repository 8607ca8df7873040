import CardGeometry
import CardMotionTestSupport
import CardScene

/// Cards as the stack draws them, for tests of what the renderer may leave undrawn or reuse: 160 x 200 points,
/// rounded and masking, an opaque white background two layers down, a photo band and text, optionally a shadow.
enum StackedCards {
    static func card(shadow: Bool = false) -> ContentLayer {
        let content = ContentLayer(frame: Rect(x: 0, y: 0, width: 160, height: 200), backgroundColor: Color(white: 1), sublayers: [
            ContentLayer(frame: Rect(x: 0, y: 0, width: 160, height: 60), cornerRadius: 5, masksToBounds: true,
                         image: ImageContent(path: Repository.examples + "/images/sprite-band.png", contentMode: .aspectFill)),
            ContentLayer(frame: Rect(x: 0, y: 90, width: 160, height: 20),
                         text: TextContent(string: "SpriteJS 跨终端", fontSize: 14, color: Color(white: 0.2))),
        ])
        return ContentLayer(frame: Rect(x: 0, y: 0, width: 160, height: 200), cornerRadius: 10, masksToBounds: !shadow,
                            shadow: shadow ? Shadow(opacity: 0.3, radius: 6, offset: Point(x: 0, y: 3)) : nil,
                            sublayers: [ContentLayer(frame: Rect(x: 0, y: 0, width: 160, height: 200), masksToBounds: true,
                                                     sublayers: [content])])
    }

    /// `layer` scaled by `scale` and turned by `degrees` about its centre, then placed with its top-left corner at
    /// (`x`, `y`) points.
    static func node(_ layer: ContentLayer, _ id: String, x: Double, y: Double, scale: Double = 1, degrees: Double = 0,
                     alpha: Double = 1) -> SceneNode {
        let center = AffineTransform2D(translationX: -80, y: -100)
        let transform = center.concatenating(AffineTransform2D(scaleX: scale, y: scale))
            .concatenating(AffineTransform2D(rotationAngle: degrees * .pi / 180))
            .concatenating(AffineTransform2D(translationX: x + 80, y: y + 100))
        return SceneNode(id: id, kind: .card, index: nil, layer: layer, transform: transform, alpha: alpha)
    }
}
