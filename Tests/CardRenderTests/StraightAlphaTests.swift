import CardGeometry
import CardRender
import CardScene
import Testing

/// The renderer hands over straight RGBA from Cairo's premultiplied ARGB words: an opaque pixel keeps its bytes,
/// a transparent one is all zeros, a translucent one is divided back with Cairo's rounding `(c·255 + a/2) / a`.
@Suite struct StraightAlphaTests {
    func pixels(of background: Color) throws -> [UInt8] {
        let renderer = try SceneRenderer(images: ImageStore())
        let image = try renderer.render(Scene(size: Size(width: 3, height: 2), scale: 1, background: background, nodes: []))
        #expect(image.width == 3 && image.height == 2)
        return image.pixels
    }

    @Test func opaqueTransparentAndTranslucent() throws {
        #expect(try pixels(of: Color(red255: 0x33, green255: 0x66, blue255: 0xCC)) == Array([0x33, 0x66, 0xCC, 255].repeated(6)))
        #expect(try pixels(of: Color(red: 0, green: 0, blue: 0, alpha: 0)) == Array(repeating: 0, count: 24))
        // Alpha 128/255 premultiplies red 255 to 128; (128·255 + 64) / 128 = 255. Green 102 becomes 51, then
        // (51·255 + 64) / 128 = 102.
        #expect(try pixels(of: Color(red255: 255, green255: 102, blue255: 0, alpha: 128.0 / 255)) == Array([255, 102, 0, 128].repeated(6)))
    }
}

private extension Array {
    func repeated(_ count: Int) -> [Element] { (0..<count).flatMap { _ in self } }
}
