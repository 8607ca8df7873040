import CardGeometry
import CardMotion
import CardScene
import Testing
@testable import CardRender

/// A text drawn in bounds of exactly its measured size is drawn whole, at every scale: the same pixels as in bounds
/// 100 points wider (a cut line would end in an ellipsis there, or lose its last glyphs), with the system font's
/// tracking at sizes where it is negative (13 to 22 points) and positive (9, 28 and 34 points: "Sam" in title1 bold
/// drew "Sa..." when the measure left out the spacing Pango trims after breaking).
@Suite struct FitTextDrawingTests {
    func render(_ text: TextContent, width: Double, height: Double, scale: Double) throws -> RGBAImage {
        let layer = ContentLayer(frame: Rect(x: 0, y: 0, width: width, height: height), backgroundColor: Color(white: 1), text: text)
        let node = SceneNode(id: "label", kind: .card, index: 0, layer: layer, transform: .identity, alpha: 1)
        let scene = Scene(size: Size(width: 400, height: height), scale: scale, background: Color(white: 1), nodes: [node])
        return try SceneRenderer(fonts: try FontSet()).render(scene)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func measuredTextsAreDrawnWhole(scale: Double) throws {
        let strings = ["Hiking", "Jazz", "Coffee", "Photography", "Board games", "Illustration", "Wi-Fi 📶", "東京 Tokyo", "iiiiiiiiiiiiiiii"]
        for string in strings {
            for (size, weight) in [(15.0, TextContent.Weight.regular), (13, .semibold), (22, .bold), (28, .bold), (34, .regular), (9, .medium)] {
                let text = TextContent(string: string, fontSize: size, weight: weight, color: Color(white: 0), alignment: .left,
                                       kern: SystemFontTracking.tracking(size: size))
                let measured = try PangoIntrinsicMeasure.shared.textSize(text, width: nil, fontFiles: [])
                let fitted = try render(text, width: measured.width, height: measured.height, scale: scale)
                let roomy = try render(text, width: measured.width + 100, height: measured.height, scale: scale)
                #expect(fitted.pixels == roomy.pixels, "\(string) at \(size) points, scale \(scale), measured \(measured)")
            }
        }
    }
}
