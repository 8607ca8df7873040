import CardGeometry
import CardRender
import CardScene
import Testing

/// A node or layer scaled to nothing (an `animate` to `scale: 0`) draws nothing, as Core Animation draws nothing of
/// a layer with a singular transform; Cairo refuses such a matrix, which used to fail the whole frame.
@Suite struct CollapsedLayerTests {
    static let red = Color(red: 1, green: 0, blue: 0)

    func pixels(_ node: SceneNode) throws -> RGBAImage {
        let scene = Scene(size: Size(width: 20, height: 20), scale: 1, background: Color(white: 1), nodes: [node])
        return try SceneRenderer().render(scene)
    }

    @Test func aNodeScaledToNothingDrawsNothing() throws {
        let layer = ContentLayer(frame: Rect(x: 0, y: 0, width: 10, height: 10), backgroundColor: Self.red,
                                 shadow: Shadow(opacity: 1, radius: 2))
        for transform in [AffineTransform2D(a: 0, b: 0, c: 0, d: 1, tx: 5, ty: 5), AffineTransform2D(a: 1, b: 0, c: 0, d: 0, tx: 5, ty: 5)] {
            let image = try pixels(SceneNode(id: "n", kind: .decoration, index: nil, layer: layer, transform: transform, alpha: 1))
            #expect(image.pixels.allSatisfy { $0 == 255 })
        }
    }

    @Test func aLayerScaledToNothingDrawsNothing() throws {
        var inner = ContentLayer(frame: Rect(x: 5, y: 5, width: 10, height: 10), backgroundColor: Self.red)
        inner.scaleX = 0
        let layer = ContentLayer(frame: Rect(x: 0, y: 0, width: 20, height: 20), sublayers: [inner])
        let image = try pixels(SceneNode(id: "n", kind: .decoration, index: nil, layer: layer, transform: .identity, alpha: 1))
        #expect(image.pixels.allSatisfy { $0 == 255 })
    }
}
