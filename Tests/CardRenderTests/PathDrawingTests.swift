import CardGeometry
import CardScene
import Foundation
import Testing
@testable import CardRender

/// Vector paths (docs/layers.md#vector-paths): the viewBox fitted into the frame, filled by the rule, stroked in
/// points.
@Suite struct PathDrawingTests {
    func pathLayer(_ data: String, viewBox: Rect?, frame: Rect, fill: Color? = Color(white: 0), rule: PathContent.FillRule = .nonZero,
                   stroke: Color? = nil, lineWidth: Double = 1) throws -> ContentLayer {
        ContentLayer(frame: frame, path: PathContent(elements: try PathData.parse(data), viewBox: viewBox, fill: fill, fillRule: rule,
                                                     stroke: stroke, lineWidth: lineWidth))
    }

    /// A circle drawn as two arcs, radius 40 points at scale 2 (80 pixels): its painted area is within 1 % of πr².
    @Test func aCircleOfTwoArcsCoversPiRSquared() throws {
        let layer = try pathLayer("M10 50 A40 40 0 0 1 90 50 A40 40 0 0 1 10 50 Z", viewBox: Rect(x: 0, y: 0, width: 100, height: 100),
                                  frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let measure = try InkMeasure(layer, size: Size(width: 100, height: 100), scale: 2)
        let expected = Double.pi * 40 * 40
        #expect(abs(measure.area - expected) / expected < 0.01, "area \(measure.area), πr² \(expected)")
        #expect(measure.box() == Rect(x: 10, y: 10, width: 80, height: 80))
    }

    /// A ring: two circles of radius 40 and 20 drawn the same way round. Non-zero fills the whole disc (both wind
    /// once or twice); even-odd leaves the inner disc empty.
    @Test func evenOddAndNonZeroOnARing() throws {
        let ring = "M10 50 A40 40 0 1 1 90 50 A40 40 0 1 1 10 50 Z M30 50 A20 20 0 1 1 70 50 A20 20 0 1 1 30 50 Z"
        func measure(_ rule: PathContent.FillRule) throws -> InkMeasure {
            try InkMeasure(try pathLayer(ring, viewBox: nil, frame: Rect(x: 0, y: 0, width: 100, height: 100), rule: rule),
                           size: Size(width: 100, height: 100), scale: 2)
        }
        let nonZero = try measure(.nonZero), evenOdd = try measure(.evenOdd)
        let disc = Double.pi * 1600, annulus = Double.pi * (1600 - 400)
        #expect(abs(nonZero.area - disc) / disc < 0.01, "\(nonZero.area)")
        #expect(abs(evenOdd.area - annulus) / annulus < 0.01, "\(evenOdd.area)")
        #expect(nonZero.alpha(x: 100, y: 100) == 255 && evenOdd.alpha(x: 100, y: 100) == 0)
        #expect(nonZero.alpha(x: 40, y: 100) == 255 && evenOdd.alpha(x: 40, y: 100) == 255)
    }

    /// A 10 × 10 viewBox in a 100 × 50 frame scales by 5 and is centred: the square it fills lands on x 25 ... 75.
    @Test func theViewBoxFitsTheFrameCentred() throws {
        let layer = try pathLayer("M0 0H10V10H0Z", viewBox: Rect(x: 0, y: 0, width: 10, height: 10), frame: Rect(x: 0, y: 0, width: 100, height: 50))
        let measure = try InkMeasure(layer, size: Size(width: 100, height: 50), scale: 1)
        #expect(measure.box() == Rect(x: 25, y: 0, width: 50, height: 50))
        #expect(measure.area == 2500)
        // A viewBox offset from the origin maps its own corner, not (0, 0), to the fitted square's corner.
        let offset = try pathLayer("M5 5H15V15H5Z", viewBox: Rect(x: 5, y: 5, width: 10, height: 10), frame: Rect(x: 0, y: 0, width: 50, height: 100))
        #expect(try InkMeasure(offset, size: Size(width: 50, height: 100), scale: 1).box() == Rect(x: 0, y: 25, width: 50, height: 50))
    }

    /// `lineWidth` is in the layer's points whatever the viewBox's scale: a 2-point line across a 10-unit viewBox
    /// drawn 10 times larger stays 2 points thick; the fill is off (clear).
    @Test func strokeWidthIsInPoints() throws {
        let layer = try pathLayer("M0 5H10", viewBox: Rect(x: 0, y: 0, width: 10, height: 10), frame: Rect(x: 0, y: 0, width: 100, height: 100),
                                  fill: Color(white: 0, alpha: 0), stroke: Color(white: 0), lineWidth: 2)
        let measure = try InkMeasure(layer, size: Size(width: 100, height: 100), scale: 1)
        #expect(measure.box() == Rect(x: 0, y: 49, width: 100, height: 2))
        #expect(measure.area == 200)
    }
}
