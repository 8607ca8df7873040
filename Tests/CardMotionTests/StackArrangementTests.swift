import CardGeometry
@testable import CardMotion
import Testing

/// ``StackLayout/frames(for:in:)`` against frames worked out by hand from the rules of docs/layers.md ("Stack
/// layout"): each axis, alignment and distribution, a shortfall, and wrapping in both directions.
@Suite struct StackArrangementTests {
    /// Three layers of 40 x 20, 60 x 40 and 30 x 30 points.
    let sizes = [Size(width: 40, height: 20), Size(width: 60, height: 40), Size(width: 30, height: 30)]
    /// A row's content: 200 x 50 points at (10, 5), as a stack's bounds less its padding are.
    let row = Rect(x: 10, y: 5, width: 200, height: 50)

    func frames(_ layout: StackLayout, _ sizes: [Size]? = nil, in content: Rect? = nil) -> [Rect] {
        layout.frames(for: sizes ?? self.sizes, in: content ?? row)
    }

    /// The defaults are UIStackView's: horizontal, no spacing, alignment fill, distribution fill.
    @Test func defaultsAreUIStackViews() {
        #expect(StackLayout() == StackLayout(axis: .horizontal, spacing: 0, alignment: .fill, distribution: .fill, wrap: false, lineSpacing: 0))
        // 40 + 60 + 30 = 130 of 200: the last layer takes the 70 left over; fill stretches all to 50 high.
        #expect(frames(StackLayout()) == [Rect(x: 10, y: 5, width: 40, height: 50), Rect(x: 50, y: 5, width: 60, height: 50),
                                          Rect(x: 110, y: 5, width: 100, height: 50)])
    }

    /// fill: gaps of 10 leave 200 - 20 - 130 = 50 over, which the last layer takes (30 + 50 = 80).
    @Test func fillGivesTheLeftoverToTheLastLayer() {
        #expect(frames(StackLayout(spacing: 10)) == [Rect(x: 10, y: 5, width: 40, height: 50), Rect(x: 60, y: 5, width: 60, height: 50),
                                                     Rect(x: 130, y: 5, width: 80, height: 50)])
    }

    /// fill in 100 points: 150 needed, 50 short; the last gives its 30, the middle one the other 20 (60 to 40).
    @Test func fillTakesAShortfallFromTheLastLayersFirst() {
        let narrow = Rect(x: 10, y: 5, width: 100, height: 50)
        #expect(frames(StackLayout(spacing: 10), in: narrow) == [Rect(x: 10, y: 5, width: 40, height: 50), Rect(x: 60, y: 5, width: 40, height: 50),
                                                                 Rect(x: 110, y: 5, width: 0, height: 50)])
    }

    /// fillEqually: (200 - 2 x 10) / 3 = 60 each.
    @Test func fillEquallySharesTheLength() {
        #expect(frames(StackLayout(spacing: 10, distribution: .fillEqually)) == [
            Rect(x: 10, y: 5, width: 60, height: 50), Rect(x: 80, y: 5, width: 60, height: 50), Rect(x: 150, y: 5, width: 60, height: 50),
        ])
    }

    /// equalSpacing: the layers keep 40, 60, 30; the 70 left over makes two gaps of 35; when nothing is left over
    /// the gaps stay `spacing`.
    @Test func equalSpacingSharesTheLeftoverBetweenTheGaps() {
        let layout = StackLayout(spacing: 10, distribution: .equalSpacing)
        #expect(frames(layout) == [Rect(x: 10, y: 5, width: 40, height: 50), Rect(x: 85, y: 5, width: 60, height: 50),
                                   Rect(x: 180, y: 5, width: 30, height: 50)])
        #expect(frames(layout, in: Rect(x: 0, y: 0, width: 100, height: 50)).map(\.origin.x) == [0, 50, 120])
        #expect(frames(layout, [Size(width: 40, height: 20)]) == [Rect(x: 10, y: 5, width: 40, height: 50)])
    }

    /// leading, center and trailing keep each layer's height and place it at the top, middle or bottom of 50.
    @Test func alignmentPlacesAcrossTheAxis() {
        let leading = frames(StackLayout(spacing: 10, alignment: .leading))
        #expect(leading == [Rect(x: 10, y: 5, width: 40, height: 20), Rect(x: 60, y: 5, width: 60, height: 40),
                            Rect(x: 130, y: 5, width: 80, height: 30)])
        #expect(frames(StackLayout(spacing: 10, alignment: .center)).map(\.origin.y) == [20, 10, 15])
        #expect(frames(StackLayout(spacing: 10, alignment: .trailing)).map(\.origin.y) == [35, 15, 25])
    }

    /// Vertical in 200 points: heights 20 + 40 + 30 = 90 and two gaps of 10 leave 90 over, so the last layer is
    /// 30 + 90 = 120 high; each is centred across the 100-point width.
    @Test func verticalAxis() {
        let column = Rect(x: 0, y: 0, width: 100, height: 200)
        #expect(frames(StackLayout(axis: .vertical, spacing: 10, alignment: .center), in: column) == [
            Rect(x: 30, y: 0, width: 40, height: 20), Rect(x: 20, y: 30, width: 60, height: 40), Rect(x: 35, y: 80, width: 30, height: 120),
        ])
    }

    /// Chips in 200 points with gaps of 8: 90 + 8 + 70 = 168 fit, 50 more would make 226, so a second line starts
    /// 28 + 6 below; 50 + 8 + 120 = 178 fit, 40 more would make 226: a third line under the 36-point second one.
    /// Centred within each line; fill stretches to the line's thickness.
    @Test func wrapFlowsOntoNewLines() {
        let chips = [Size(width: 90, height: 28), Size(width: 70, height: 28), Size(width: 50, height: 28),
                     Size(width: 120, height: 36), Size(width: 40, height: 20)]
        let content = Rect(x: 12, y: 8, width: 200, height: 100)
        let centred = StackLayout(spacing: 8, alignment: .center, wrap: true, lineSpacing: 6)
        #expect(frames(centred, chips, in: content) == [
            Rect(x: 12, y: 8, width: 90, height: 28), Rect(x: 110, y: 8, width: 70, height: 28),
            Rect(x: 12, y: 46, width: 50, height: 28), Rect(x: 70, y: 42, width: 120, height: 36),
            Rect(x: 12, y: 84, width: 40, height: 20),
        ])
        var filled = centred
        filled.alignment = .fill
        #expect(frames(filled, chips, in: content).map(\.size.height) == [28, 28, 36, 36, 20])
        #expect(frames(filled, chips, in: content)[2].origin.y == 42)
    }

    /// A layer longer than the line stands alone on its own line, past the edge, not shrunk.
    @Test func wrapKeepsAnOverlongLayerWhole() {
        let layout = StackLayout(spacing: 8, alignment: .leading, wrap: true, lineSpacing: 4)
        let result = frames(layout, [Size(width: 30, height: 10), Size(width: 250, height: 10), Size(width: 30, height: 10)],
                            in: Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(result == [Rect(x: 0, y: 0, width: 30, height: 10), Rect(x: 0, y: 14, width: 250, height: 10),
                           Rect(x: 0, y: 28, width: 30, height: 10)])
    }

    /// Wrapping a column: 30 + 5 + 15 = 50 fit in 50 points; the next starts a column 30 (the widest) + 10 to the right.
    @Test func verticalWrapMakesColumns() {
        let layout = StackLayout(axis: .vertical, spacing: 5, alignment: .leading, wrap: true, lineSpacing: 10)
        let result = frames(layout, [Size(width: 20, height: 30), Size(width: 30, height: 15), Size(width: 10, height: 10)],
                            in: Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(result == [Rect(x: 0, y: 0, width: 20, height: 30), Rect(x: 0, y: 35, width: 30, height: 15),
                           Rect(x: 40, y: 0, width: 10, height: 10)])
    }

    @Test func noLayersNoFrames() {
        #expect(frames(StackLayout(spacing: 10), []).isEmpty)
        #expect(frames(StackLayout(wrap: true), []).isEmpty)
    }
}
