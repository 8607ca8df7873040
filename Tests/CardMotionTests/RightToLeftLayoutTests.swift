@testable import CardMotion
import CardGeometry
import CardScene
import Testing

/// `layoutDirection: rightToLeft` as read and bound (docs/layers.md#right-to-left): horizontal stacks arrange from
/// the right, `leading` and `trailing` swap sides across a vertical stack, `natural` text keeps to the right while
/// `left` and `right` stay where they are, directional symbols are mirrored, and a misspelt direction is an error
/// at its line and column. Left to right, the same layers bind exactly as before.
@Suite struct RightToLeftLayoutTests {
    func decode(_ yaml: String) throws(ScriptError) -> Script {
        try ScriptDecoder.decode(yaml, file: "s.yaml", baseDirectory: "/tmp")
    }

    /// The error reading `yaml` ends with, or `nil` when it reads.
    func failure(_ yaml: String) -> ScriptError? {
        if case .failure(let error) = Result(catching: { () throws(ScriptError) in try decode(yaml) }) { return error }
        return nil
    }

    /// The overlay's layers bound at rest, on a 300 x 200 point screen, laid out in `direction`.
    func overlay(_ layers: String, _ direction: String) throws -> [ContentLayer] {
        let script = try decode("layoutDirection: \(direction)\nscreen: {size: [300, 200]}\noverlay:\n\(layers)")
        let scene = try PlaybackPlan(script).makePlayback().scene(at: 0)
        return try #require(scene.nodes.first { $0.id == "overlay" }).layer.sublayers
    }

    @Test func theDirectionIsReadAndLeftToRightByDefault() throws {
        #expect(try decode("screen: {size: [10, 10]}").layoutDirection == .leftToRight)
        #expect(try decode("layoutDirection: rightToLeft\nscreen: {size: [10, 10]}").layoutDirection == .rightToLeft)
        #expect(try decode("layoutDirection: leftToRight\nscreen: {size: [10, 10]}").layoutDirection == .leftToRight)
    }

    /// A row in 200 - 10 - 10 = 180 points: 40 and 60 wide with 10 between, the last given what is left (fill:
    /// 130). Left to right they start at x 10 and 60; right to left the first ends at the right edge (190 - 40 =
    /// 150) and the second fills the rest from x 10. Heights and vertical places do not change (center: y 10).
    @Test func aHorizontalStackArrangesFromTheRight() throws {
        let row = """
            - frame: [50, 20, 200, 40]
              stack: {spacing: 10, alignment: center}
              padding: [0, 10, 0, 10]
              layers:
                - {size: [40, 20], backgroundColor: red}
                - {size: [60, 20], backgroundColor: blue}
        """
        #expect(try overlay(row, "leftToRight")[0].sublayers.map(\.frame) == [Rect(x: 10, y: 10, width: 40, height: 20),
                                                                              Rect(x: 60, y: 10, width: 130, height: 20)])
        let mirrored = try overlay(row, "rightToLeft")
        #expect(mirrored[0].frame == Rect(x: 50, y: 20, width: 200, height: 40))
        #expect(mirrored[0].sublayers.map(\.frame) == [Rect(x: 150, y: 10, width: 40, height: 20),
                                                       Rect(x: 10, y: 10, width: 130, height: 20)])
    }

    /// Wrapped chips flow from the right: 50 + 8 + 50 fit the 120 points, the third starts a new line at the right,
    /// 20 + 8 below (lineSpacing is the spacing).
    @Test func aWrappingStackFlowsFromTheRight() throws {
        let layers = """
            - frame: [0, 0, 120, 100]
              stack: {spacing: 8, wrap: true, alignment: leading}
              layers:
                - {size: [50, 20], backgroundColor: gray}
                - {size: [50, 20], backgroundColor: gray}
                - {size: [50, 20], backgroundColor: gray}
        """
        #expect(try overlay(layers, "leftToRight")[0].sublayers.map(\.frame.origin) == [Point(x: 0, y: 0), Point(x: 58, y: 0), Point(x: 0, y: 28)])
        #expect(try overlay(layers, "rightToLeft")[0].sublayers.map(\.frame.origin) == [Point(x: 70, y: 0), Point(x: 12, y: 0), Point(x: 70, y: 28)])
    }

    /// Across a vertical stack 100 points wide, a 30-point layer aligned leading stands at x 0 left to right and at
    /// x 70 right to left; trailing the other way round; center and fill do not move.
    @Test func leadingAndTrailingSwapAcrossAVerticalStack() throws {
        func xs(_ alignment: String, _ direction: String) throws -> [Double] {
            let column = """
                - frame: [0, 0, 100, 100]
                  stack: {axis: vertical, alignment: \(alignment)}
                  layers:
                    - {size: [30, 20], backgroundColor: red}
                    - {size: [40, 20], backgroundColor: blue}
            """
            return try overlay(column, direction)[0].sublayers.map(\.frame.origin.x)
        }
        #expect(try xs("leading", "leftToRight") == [0, 0])
        #expect(try xs("leading", "rightToLeft") == [70, 60])
        #expect(try xs("trailing", "leftToRight") == [70, 60])
        #expect(try xs("trailing", "rightToLeft") == [0, 0])
        #expect(try xs("center", "rightToLeft") == [35, 30])
        #expect(try xs("fill", "rightToLeft") == [0, 0])
    }

    /// `natural`, the default, keeps to the right right to left and to the left left to right; `left` and `right`
    /// are absolute. The script's `defaults.text` may set it too.
    @Test func naturalTextFollowsTheDirection() throws {
        let texts = """
            - {frame: [0, 0, 300, 20], text: {string: Hello}}
            - {frame: [0, 20, 300, 20], text: {string: Hello, alignment: left}}
            - {frame: [0, 40, 300, 20], text: {string: Hello, alignment: right}}
            - {frame: [0, 60, 300, 20], text: {string: Hello, alignment: natural}}
        """
        let rtl = try overlay(texts, "rightToLeft").compactMap(\.text)
        #expect(rtl.map(\.alignment) == [.natural, .left, .right, .natural])
        #expect(rtl.map(\.absoluteAlignment) == [.right, .left, .right, .right])
        #expect(rtl.allSatisfy { $0.layoutDirection == .rightToLeft })
        let ltr = try overlay(texts, "leftToRight").compactMap(\.text)
        #expect(ltr.map(\.absoluteAlignment) == [.left, .left, .right, .left])
        #expect(ltr.allSatisfy { $0.layoutDirection == .leftToRight })
    }

    /// `chevron.left`, `chevron.forward` and `arrow.left` are mirrored right to left; `chevron.up`, a playback
    /// control and a Material Icons name are not; nothing is mirrored left to right.
    @Test func directionalSymbolsAreMirrored() throws {
        let names = ["chevron.left", "chevron.forward", "arrow.left", "chevron.up", "backward.fill", "material:chevron_left"]
        let layers = names.enumerated().map { "    - {frame: [\($0.offset * 20), 0, 20, 20], symbol: {name: \"\($0.element)\"}}" }.joined(separator: "\n")
        #expect(try overlay(layers, "rightToLeft").compactMap(\.symbol).map(\.isMirrored) == [true, true, true, false, false, false])
        #expect(try overlay(layers, "leftToRight").compactMap(\.symbol).map(\.isMirrored) == [false, false, false, false, false, false])
        // Every directional name is one of the table's.
        #expect(SymbolNames.directional.allSatisfy { name in SymbolNames.sfSymbols.contains { $0.sf == name } })
    }

    /// A control's demo cell is read in the direction too: its texts keep to the right.
    @Test func theDemoCellIsLaidOutInTheDirection() throws {
        let script = try decode("layoutDirection: rightToLeft\nscreen: {size: [300, 400]}\nwidget: {kind: stack, frame: [20, 20, 260, 360]}\ncards: [{title: Hi}]")
        let cell = try #require(script.cell)
        func texts(_ layer: ContentLayer) -> [TextContent] { [layer.text].compactMap { $0 } + layer.sublayers.flatMap(texts) }
        let content = cell.content(for: script.cards[0], index: 0, size: Size(width: 260, height: 360))
        let shown = content.layers.flatMap(texts)
        #expect(!shown.isEmpty && shown.allSatisfy { $0.layoutDirection == .rightToLeft })
    }

    /// `anchor: leading` measures the frame's x from the parent's leading edge: 16 from the left left to right, from
    /// the right right to left (300 - 16 - 40 = 244); `trailing` the other way round; without an anchor the frame's
    /// x is from the left in both directions, as a UIView's frame is.
    @Test func anchoredFramesFlip() throws {
        let layers = """
            - {frame: [16, 10, 40, 20], anchor: leading, backgroundColor: red}
            - {frame: [16, 40, 40, 20], anchor: trailing, backgroundColor: red}
            - {frame: [16, 70, 40, 20], backgroundColor: red}
            - frame: [0, 100, 200, 100]
              anchor: trailing
              layers: [{frame: [10, 0, "width / 4", 10], anchor: leading, backgroundColor: blue}]
        """
        let ltr = try overlay(layers, "leftToRight"), rtl = try overlay(layers, "rightToLeft")
        #expect(ltr.map(\.frame.origin.x) == [16, 244, 16, 100])
        #expect(rtl.map(\.frame.origin.x) == [244, 16, 16, 0])
        #expect(ltr[3].sublayers[0].frame == Rect(x: 10, y: 0, width: 50, height: 10))
        #expect(rtl[3].sublayers[0].frame == Rect(x: 140, y: 0, width: 50, height: 10))
        let arranged = failure("screen: {size: [10, 10]}\noverlay:\n  - frame: [0, 0, 10, 10]\n    stack: {}\n    layers: [{size: [5, 5], anchor: leading}]")
        #expect(arranged?.line == 5 && arranged?.path == "overlay[0].layers[0].anchor")
        #expect(arranged?.message == "a layer its parent's stack arranges has no frame: the stack places it (and mirrors it right to left)")
        // x -100000 measured from the right edge places the layer at 300 + 100000 - 40 = 100260, past the limit.
        let far = failure("screen: {size: [300, 200]}\noverlay: [{frame: [-100000, 0, 40, 10], anchor: trailing}]")
        #expect(far?.description == "s.yaml:2:11: overlay[0]: the frame anchored to the trailing edge comes to x 100260.0 in a parent 300.0 points wide, beyond -100000.0...100000.0 points")
        let misspelt = failure("screen: {size: [10, 10]}\noverlay: [{frame: [0, 0, 5, 5], anchor: leadin}]")
        #expect(misspelt?.message == "unknown value 'leadin' (did you mean 'leading'?); expected one of leading, trailing")
    }

    @Test func aMisspeltDirectionIsAnErrorAtItsLine() {
        let error = failure("screen: {size: [10, 10]}\nlayoutDirection: rightToleft")
        #expect(error?.line == 2 && error?.column == 18 && error?.path == "layoutDirection")
        #expect(error?.message == "unknown value 'rightToleft' (did you mean 'rightToLeft'?); expected one of leftToRight, rightToLeft")
        let notString = failure("layoutDirection: {rtl: true}\nscreen: {size: [10, 10]}")
        #expect(notString?.line == 1 && notString?.message == "expected a string, found a mapping")
    }
}
