import CardGeometry
import CardScene
import Testing
@testable import CardRender

/// Nodes and layers turned in 3D drawn: warped exactly from their flat face, the back face past 90 degrees, nothing
/// edge-on, inside groups and clips, deterministic.
@Suite struct Turn3DDrawingTests {
    static let white = Color(white: 1), red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
    static let green = Color(red: 0, green: 1, blue: 0)

    static func node(_ layer: ContentLayer, at origin: Point, alpha: Double = 1, id: String = "card-0") -> SceneNode {
        SceneNode(id: id, kind: .card, index: 0, layer: layer, transform: AffineTransform2D(translationX: origin.x, y: origin.y), alpha: alpha)
    }

    static func render(_ nodes: [SceneNode], size: Size = Size(width: 400, height: 400), scale: Double = 1) throws -> RGBAImage {
        try SceneRenderer().render(Scene(size: size, scale: scale, background: white, nodes: nodes))
    }

    static func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
        let pixel = image.pixel(x: x, y: y)
        return [Int(pixel.r), Int(pixel.g), Int(pixel.b)]
    }

    /// docs/3d.md's card (200 × 300, 60° about y, D = 500) as a red node centred on (200, 200): its left edge is the
    /// vertical line x = 200 − 50 / (1 − k), its right edge x = 200 + 50 / (1 + k). The centre is red, pixels past
    /// the edges white, and the pixel each edge cuts is red over white by the part of it inside: green and blue
    /// 255 · (1 − coverage), within the one level of 8-bit rounding.
    @Test func aTurnedNodeLandsOnItsProjectedQuad() throws {
        let layer = ContentLayer(frame: Rect(x: 0, y: 0, width: 200, height: 300), backgroundColor: Self.red, rotationY: 60, perspective: 500)
        let image = try Self.render([Self.node(layer, at: Point(x: 100, y: 50))])
        let k = 100 * 3.0.squareRoot() / 2 / 500
        let left = 200 - 50 / (1 - k), right = 200 + 50 / (1 + k)
        #expect(Self.rgb(image, 200, 200) == [255, 0, 0])
        #expect(Self.rgb(image, Int(left) - 1, 200) == [255, 255, 255] && Self.rgb(image, Int(right) + 1, 200) == [255, 255, 255])
        for (column, coverage) in [(Int(left), Double(Int(left) + 1) - left), (Int(right), right - Double(Int(right)))] {
            let pixel = Self.rgb(image, column, 200)
            #expect(pixel[0] == 255 && pixel[1] == pixel[2] && abs(Double(pixel[1]) - 255 * (1 - coverage)) <= 1, "column \(column): \(pixel)")
            #expect(coverage > 0.05 && coverage < 0.95)
        }
        // Above the right edge's top (y = 200 − 150 / (1 + k) = 72.15) and below the left edge's bottom: white.
        #expect(Self.rgb(image, 241, 70) == [255, 255, 255] && Self.rgb(image, 141, 383) == [255, 255, 255])
        #expect(Self.rgb(image, 241, 75) == [255, 0, 0] && Self.rgb(image, 141, 378) == [255, 0, 0])
    }

    /// A red card with a blue back and a green strip down the back's left 20 points, turned about y with D = 500 at
    /// 2 pixels a point: the front at 60°, the back past 90° (at 120° and 180° the centre is blue, and at 180° the
    /// strip reads where it was drawn, on the left); single-sided without a back, facing away shows the background
    /// only; double-sided it shows the front mirrored; exactly 90° draws nothing.
    @Test func theBackShowsPastNinetyDegrees() throws {
        func card(_ degrees: Double, back: Bool = true, doubleSided: Bool = true) -> SceneNode {
            let backLayers = [ContentLayer(frame: Rect(x: 0, y: 0, width: 100, height: 100), backgroundColor: Self.blue),
                              ContentLayer(frame: Rect(x: 0, y: 0, width: 20, height: 100), backgroundColor: Self.green)]
            return Self.node(ContentLayer(frame: Rect(x: 0, y: 0, width: 100, height: 100), backgroundColor: Self.red, rotationY: degrees,
                                          perspective: 500, back: back ? backLayers : nil, isDoubleSided: doubleSided), at: Point(x: 50, y: 50))
        }
        let size = Size(width: 200, height: 200)
        let empty = try Self.render([], size: size, scale: 2)
        #expect(Self.rgb(try Self.render([card(60)], size: size, scale: 2), 200, 200) == [255, 0, 0])
        #expect(Self.rgb(try Self.render([card(120)], size: size, scale: 2), 200, 200) == [0, 0, 255])
        let flipped = try Self.render([card(180)], size: size, scale: 2)
        #expect(Self.rgb(flipped, 200, 200) == [0, 0, 255])
        #expect(Self.rgb(flipped, 120, 200) == [0, 255, 0] && Self.rgb(flipped, 280, 200) == [0, 0, 255])
        #expect(try Self.render([card(120, back: false, doubleSided: false)], size: size, scale: 2) == empty)
        let mirrored = try Self.render([card(120, back: false)], size: size, scale: 2)
        #expect(Self.rgb(mirrored, 200, 200) == [255, 0, 0])
        #expect(try Self.render([card(90)], size: size, scale: 2) == empty)
        #expect(try Self.render([card(-90, back: false)], size: size, scale: 2) == empty)
    }

    /// A sublayer turned in 3D inside a translucent node (drawn in a group whose surface is offset from the frame's):
    /// its projected centre is its colour at half opacity, and a pixel beyond each projected edge is untouched. Its
    /// parent masking to its bounds clips it: a sublayer reaching past the parent shows only inside it, and not in
    /// the parent's rounded corners.
    @Test func aNestedTurnedLayerInAGroupAndAClip() throws {
        let turned = ContentLayer(frame: Rect(x: 10, y: 10, width: 100, height: 80), backgroundColor: Self.red, id: "turned",
                                  rotationY: 30, perspective: 400)
        let translucent = Self.node(ContentLayer(frame: Rect(x: 0, y: 0, width: 120, height: 100), sublayers: [turned]),
                                    at: Point(x: 140, y: 130), alpha: 0.5)
        let image = try Self.render([translucent])
        let corners = try #require(translucent.namedLayers.first).corners
        // Projected about its own centre, which stays at (140 + 60, 130 + 50).
        #expect(Self.rgb(image, 200, 180) == [255, 127, 127] || Self.rgb(image, 200, 180) == [255, 128, 128])
        #expect(Self.rgb(image, Int(corners[0].x.rounded(.down)) - 2, 180) == [255, 255, 255])
        #expect(Self.rgb(image, Int(corners[1].x.rounded(.up)) + 2, 180) == [255, 255, 255])
        #expect(Self.rgb(image, Int(corners[0].x.rounded(.up)) + 2, 180) != [255, 255, 255])

        let wide = ContentLayer(frame: Rect(x: -40, y: 10, width: 200, height: 80), backgroundColor: Self.red, rotationY: 20, perspective: 400)
        for masks in [false, true] {
            let parent = Self.node(ContentLayer(frame: Rect(x: 0, y: 0, width: 120, height: 100), cornerRadius: 30, masksToBounds: masks,
                                                sublayers: [wide]), at: Point(x: 140, y: 130))
            let clipped = try Self.render([parent])
            #expect(Self.rgb(clipped, 130, 180) == (masks ? [255, 255, 255] : [255, 0, 0]))
            #expect(Self.rgb(clipped, 150, 180) == [255, 0, 0])
            // (3, 13) in the parent: inside its bounds, outside its rounded top-left corner (31.9 points from the
            // corner's centre (30, 30)), inside the turned layer.
            #expect(Self.rgb(clipped, 143, 143) == (masks ? [255, 255, 255] : [255, 0, 0]))
        }
    }

    /// A layer scaled 2 across scales its shadow with it, as Core Animation scales a layer's rendered shadow: a 20 × 20
    /// black layer at (40, 40) spans x 30..<70, and its red shadow offset 10 points right lands 20 right, x 50..<90.
    @Test func aScaledLayersShadowScalesWithIt() throws {
        let stamp = ContentLayer(frame: Rect(x: 40, y: 40, width: 20, height: 20), backgroundColor: Color(white: 0),
                                 shadow: Shadow(color: Self.red, opacity: 1, radius: 0.5, offset: Point(x: 10, y: 0)), scaleX: 2)
        let image = try Self.render([Self.node(ContentLayer(frame: Rect(x: 0, y: 0, width: 100, height: 100), sublayers: [stamp]), at: .zero)],
                                    size: Size(width: 100, height: 100))
        #expect(Self.rgb(image, 31, 50) == [0, 0, 0] && Self.rgb(image, 68, 50) == [0, 0, 0])
        #expect(Self.rgb(image, 80, 50) == [255, 0, 0] && Self.rgb(image, 87, 50) == [255, 0, 0])
        #expect(Self.rgb(image, 28, 50) == [255, 255, 255] && Self.rgb(image, 93, 50) == [255, 255, 255])
    }

    /// A turned node's ink is its projected quad's box, and it occludes nothing.
    @Test func aTurnedNodesInkIsItsQuadsBox() throws {
        let node = Self.node(ContentLayer(frame: Rect(x: 0, y: 0, width: 200, height: 300), backgroundColor: Self.red, rotationY: 60,
                                          perspective: 500), at: Point(x: 100, y: 50))
        let ink = try #require(try InkBounds { _ throws(RenderError) in Size(width: 0, height: 0) }.of(node))
        let corners = try node.contentProjection().corners
        #expect(ink == Rect(x: corners[0].x, y: corners[0].y, width: corners[1].x - corners[0].x, height: corners[3].y - corners[0].y))
        #expect(Occlusion.opaqueRect(of: node, base: .identity) == nil)
    }

    /// The same scene (an opaque card, a turned card with a shadow and a live layer over it, a nested turned layer,
    /// an opaque card over the turned card's lower rows) gives the same bytes drawn twice by one renderer, by another,
    /// and without the row and prefix savings.
    @Test func turnedDrawingIsDeterministic() throws {
        let under = SceneNode(id: "card-1", kind: .card, index: 1,
                              layer: ContentLayer(frame: Rect(x: 0, y: 0, width: 300, height: 300), backgroundColor: Self.blue),
                              transform: AffineTransform2D(translationX: 50, y: 50), alpha: 1)
        var turned = Self.node(ContentLayer(frame: Rect(x: 0, y: 0, width: 200, height: 240), backgroundColor: Self.red, cornerRadius: 12,
                                            shadow: Shadow(opacity: 0.4, radius: 6, offset: Point(x: 0, y: 8)),
                                            sublayers: [ContentLayer(frame: Rect(x: 20, y: 20, width: 80, height: 60), backgroundColor: Self.green,
                                                                     rotationX: 25)],
                                            rotationX: 10, rotationY: 35, perspective: 700), at: Point(x: 100, y: 80), alpha: 0.9)
        turned.liveLayers = [ContentLayer(frame: Rect(x: 60, y: 150, width: 80, height: 40), backgroundColor: Self.white)]
        // An opaque card over the turned one's lower rows, which the turned card then leaves undrawn.
        let over = SceneNode(id: "card-2", kind: .card, index: 2,
                             layer: ContentLayer(frame: Rect(x: 0, y: 0, width: 400, height: 120), backgroundColor: Self.white),
                             transform: AffineTransform2D(translationX: 0, y: 260), alpha: 1)
        let scene = Scene(size: Size(width: 400, height: 400), scale: 2, background: Self.white, nodes: [under, turned, over])
        let first = try SceneRenderer(), second = try SceneRenderer(), plain = try SceneRenderer()
        plain.skipsHiddenRows = false
        plain.reusesSettledNodes = false
        let image = try first.render(scene)
        #expect(try first.render(scene) == image)
        #expect(try second.render(scene) == image)
        #expect(try plain.render(scene) == image)
        let treatments = try Occlusion.treatments(of: scene.nodes, scale: 2) { (node) throws(RenderError) in try first.ink.of(node) }
        // The over card's opaque rows, 3 pixels in from its edges (y 523..<757), hide the rows of both cards under it
        // down to the bottom of what each can paint.
        #expect(treatments[0] == .drawOutside(523..<701) && treatments[2] == .draw)
        guard case .drawOutside(let rows) = treatments[1] else { Issue.record("the turned card is drawn whole: \(treatments[1])"); return }
        #expect(rows.lowerBound == 523)
        #expect(Self.rgb(image, 400, 400) != [255, 255, 255])
    }
}
