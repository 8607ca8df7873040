import CardGeometry
import CardScene
import Testing
@testable import CardRender

/// Text layouts at the edges of Pango's 32-bit arithmetic are drawn without trapping, whatever reaches the renderer
/// (the decoder's limits keep scripts well inside; `CardMotionTesting` and other callers build `TextContent`
/// themselves): lines whose heights sum to 0, more fitting lines than an Int32 holds, widths and heights past
/// 2,097,151 points.
@Suite struct TextLayoutOverflowTests {
    func render(_ text: TextContent, in frame: Rect) throws -> RGBAImage {
        let layer = ContentLayer(frame: frame, backgroundColor: Color(white: 1), text: text)
        let node = SceneNode(id: "label", kind: .card, index: 0, layer: layer, transform: .identity, alpha: 1)
        let scene = Scene(size: Size(width: 120, height: 80), scale: 1, background: Color(white: 1), nodes: [node])
        return try SceneRenderer(fonts: try FontSet()).render(scene)
    }

    func inked(_ image: RGBAImage) -> Bool {
        (0..<image.height).contains { y in (0..<image.width).contains { x in image.pixel(x: x, y: y).r < 128 } }
    }

    @Test func extremeLayoutsDrawWithoutTrapping() throws {
        let black = Color(white: 0)
        // Three lines whose heights sum to 0 (a spacing of minus one line): every line fits.
        let flat = try render(TextContent(string: "aaa bbb", fontSize: 17, color: black, numberOfLines: 0,
                                          lineSpacing: -29.68359375), in: Rect(x: 10, y: 10, width: 30, height: 60))
        #expect(inked(flat))
        // 2,000 lines of 15/1024 point: millions of them would fit, more than Pango's line count takes.
        let thin = try render(TextContent(string: String(repeating: "\n", count: 2000) + "a", fontSize: 52, color: black,
                                          numberOfLines: 0, lineSpacing: -60.5615234375),
                              in: Rect(x: 0, y: 0, width: 120, height: 100_000))
        #expect(thin.width == 120 && thin.height == 80)
        // 2,000 lines of 2,000 points: 4,000,000 points high, beyond Pango's units.
        let tall = try render(TextContent(string: String(repeating: "国", count: 2000), fontSize: 1000, color: black,
                                          numberOfLines: 0, lineBreak: .charWrap, lineSpacing: 1000),
                              in: Rect(x: 0, y: 0, width: 1, height: 100_000))
        #expect(tall.width == 120 && tall.height == 80)
        // One line of 2,000 glyphs 2,000 points apart, and a kern and spacing far past the script limits.
        let wide = try render(TextContent(string: String(repeating: "W", count: 2000), fontSize: 1000, color: black,
                                          lineBreak: .clip, kern: 1e12), in: Rect(x: 0, y: 0, width: 1e9, height: 40))
        #expect(wide.width == 120 && wide.height == 80)
        let spaced = try render(TextContent(string: "a b c", fontSize: 12, color: black, numberOfLines: 1_000_000_000,
                                            lineBreak: .wordWrap, lineSpacing: -.infinity), in: Rect(x: 0, y: 0, width: 5, height: 40))
        #expect(spaced.width == 120 && spaced.height == 80)
    }

    /// A line height Pango's units cannot hold (not a number, infinite, not positive, past 1,000,000 points) is the
    /// fonts' own; a tiny one stacks every line on the first, still drawn.
    @Test func unusableLineHeightsFallBackToTheFonts() throws {
        let black = Color(white: 0)
        func drawn(_ lineHeight: Double) throws -> RGBAImage {
            try render(TextContent(string: "aa bb cc dd", fontSize: 12, color: black, numberOfLines: 0, lineHeight: lineHeight),
                       in: Rect(x: 10, y: 10, width: 20, height: 60))
        }
        let fonts = try render(TextContent(string: "aa bb cc dd", fontSize: 12, color: black, numberOfLines: 0),
                               in: Rect(x: 10, y: 10, width: 20, height: 60))
        for unusable in [Double.nan, .infinity, -5, 0, 2e6] {
            #expect(try drawn(unusable).pixels == fonts.pixels, "\(unusable)")
        }
        #expect(inked(try drawn(1e-6)))
    }
}
