import CardGeometry
import CardMotion
import CardMotionTestSupport
import Foundation
import Testing
@testable import CardRender

/// Drawing a Scene: exact pixels for shapes, group opacity, corners, text.
@Suite struct SceneRendererTests {
    let white = Color(white: 1)

    func scene(_ nodes: [SceneNode], size: Size = Size(width: 200, height: 100), scale: Double = 2) -> Scene {
        Scene(size: size, scale: scale, background: white, nodes: nodes)
    }

    func node(_ layer: ContentLayer, at origin: Point = .zero, alpha: Double = 1, transform: AffineTransform2D? = nil) -> SceneNode {
        SceneNode(id: "n", kind: .card, index: nil, layer: layer,
                  transform: transform ?? AffineTransform2D(translationX: origin.x, y: origin.y), alpha: alpha)
    }

    @Test func aRectangleLandsOnExactPixelsAtScale2() throws {
        let red = ContentLayer(frame: Rect(x: 0, y: 0, width: 100, height: 50), backgroundColor: Color(red: 1, green: 0, blue: 0))
        let image = try SceneRenderer().render(scene([node(red, at: Point(x: 10, y: 20))]))
        #expect(image.width == 400 && image.height == 200)
        #expect(image.pixel(x: 20, y: 40) == (255, 0, 0, 255))
        #expect(image.pixel(x: 219, y: 139) == (255, 0, 0, 255))
        #expect(image.pixel(x: 220, y: 139) == (255, 255, 255, 255))
        #expect(image.pixel(x: 19, y: 40) == (255, 255, 255, 255))
        #expect(image.pixel(x: 20, y: 140) == (255, 255, 255, 255))
    }

    /// Alpha 0.5 on a node with two overlapping opaque layers: one uniform colour, overlap included.
    @Test func nodeAlphaIsGroupOpacity() throws {
        let blue = Color(red: 0, green: 0, blue: 1)
        let layer = ContentLayer(frame: Rect(x: 0, y: 0, width: 100, height: 50), sublayers: [
            ContentLayer(frame: Rect(x: 0, y: 0, width: 60, height: 50), backgroundColor: blue),
            ContentLayer(frame: Rect(x: 40, y: 0, width: 60, height: 50), backgroundColor: blue),
        ])
        let image = try SceneRenderer().render(scene([node(layer, alpha: 0.5)]))
        let single = image.pixel(x: 20, y: 50), overlap = image.pixel(x: 100, y: 50)
        #expect(single == overlap)
        #expect(single.b == 255 && (127...128).contains(Int(single.r)))
    }

    @Test func roundedCornersShowTheBackground() throws {
        let card = ContentLayer(frame: Rect(x: 0, y: 0, width: 100, height: 50), backgroundColor: Color(white: 0), cornerRadius: 10)
        let image = try SceneRenderer().render(scene([node(card)]))
        #expect(image.pixel(x: 1, y: 1) == (255, 255, 255, 255))
        #expect(image.pixel(x: 20, y: 1) == (0, 0, 0, 255))
        #expect(image.pixel(x: 100, y: 50) == (0, 0, 0, 255))
    }

    /// The transform applies before the path: under scale (1, 0.5) a radius-20 corner spans 20 pt across and
    /// only 10 pt down, as iOS draws it.
    @Test func cornersTurnEllipticalUnderNonUniformScale() throws {
        let card = ContentLayer(frame: Rect(x: 0, y: 0, width: 100, height: 100), backgroundColor: Color(white: 0), cornerRadius: 20)
        let image = try SceneRenderer().render(scene([node(card, transform: AffineTransform2D(scaleX: 1, y: 0.5))], scale: 1))
        func firstDarkColumn(row: Int) throws -> Int { try #require((0..<100).first { image.pixel(x: $0, y: row).r < 128 }) }
        func firstDarkRow(column: Int) throws -> Int { try #require((0..<50).first { image.pixel(x: column, y: $0).r < 128 }) }
        // The ellipse (radii 20 × 10) crosses the centre of pixel row 0 at x = 20(1 − √(1 − 0.95²)) = 13.76
        // and of pixel column 0 at y = 10(1 − √(1 − 0.975²)) = 7.78; a circle would give 13.76 for both.
        #expect(try (13...14).contains(firstDarkColumn(row: 0)))
        #expect(try (7...8).contains(firstDarkRow(column: 0)))
    }

    /// CJK titles render with real glyphs: not blank, and unlike a string of code points no font has.
    @Test func chineseTitlesRenderRealGlyphs() throws {
        func render(_ string: String) throws -> RGBAImage {
            let label = ContentLayer(frame: Rect(x: 0, y: 0, width: 200, height: 100),
                                     text: TextContent(string: string, fontSize: 24, color: Color(white: 0)))
            return try SceneRenderer().render(scene([node(label)]))
        }
        let chinese = try render("首页推荐")
        let missing = try render("\u{E000}\u{E001}\u{E002}\u{E003}")
        let blank = RGBAImage(width: chinese.width, height: chinese.height, red: 255, green: 255, blue: 255, alpha: 255)
        #expect(chinese != blank)
        #expect(chinese != missing)
        let inked = stride(from: 0, to: chinese.pixels.count, by: 4).filter { chinese.pixels[$0] < 128 }.count
        #expect(inked > 400, "four 24-pt ideographs at scale 2 ink hundreds of pixels")
    }

    /// A wrapped label keeps its line breaks at any pixel scale: two 14-pt lines (32.8 pt) fit a 51-pt label, so
    /// at scale 0.5 the second line (25.5...41.9 pt) has ink at 36...40 pt; a single centred line would end at 33.7 pt.
    @Test func wrappedTextKeepsItsLinesAtSmallScales() throws {
        let label = ContentLayer(frame: Rect(x: 0, y: 0, width: 285, height: 51),
                                 text: TextContent(string: "用操作 DOM 的方式绘制 Canvas 图形，支持动画、事件与多种渲染环境。",
                                                   fontSize: 14, color: Color(white: 0), numberOfLines: 0))
        let image = try SceneRenderer().render(scene([node(label)], size: Size(width: 285, height: 51), scale: 0.5))
        let inked = (18...20).flatMap { y in (0..<image.width).map { x in image.pixel(x: x, y: y).r } }.filter { $0 < 200 }
        #expect(inked.count > 5)
    }

    @Test func missingImagesNameThePath() {
        let layer = ContentLayer(frame: Rect(x: 0, y: 0, width: 10, height: 10), image: ImageContent(path: "/nonexistent/band.png"))
        #expect(throws: RenderError("image /nonexistent/band.png: no such file")) {
            try SceneRenderer().render(scene([node(layer)]))
        }
    }

    /// Each thread has its own renderer; the pixels do not depend on which thread drew them.
    @Test func renderingIsIdenticalOnConcurrentThreads() throws {
        let title = ContentLayer(frame: Rect(x: 10, y: 10, width: 180, height: 80), backgroundColor: Color(red: 1, green: 0.5, blue: 0),
                                 cornerRadius: 12, text: TextContent(string: "QiShare 奇舞周刊", fontSize: 18, color: Color(white: 1)))
        let sample = scene([node(title, transform: AffineTransform2D(rotationAngle: 0.1))])
        let reference = try SceneRenderer().render(sample)
        let results = ResultBox<RGBAImage?>()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let image = try? SceneRenderer().render(sample)
            results.append(image)
        }
        #expect(results.values.count == 4)
        #expect(results.values.allSatisfy { $0 == reference })
    }
}
