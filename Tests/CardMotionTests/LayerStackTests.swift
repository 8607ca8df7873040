import CardGeometry
import CardMotion
import Testing

/// `stack:` in scripts: arranged layers bound in a card (a 300 x 400 point cell) with `forEach`, `if`/`unless`,
/// padding, size expressions and nesting, against hand-computed frames; and the errors of frame and size misplaced,
/// padding without a stack, a misspelt axis and a distribution with wrap.
@Suite struct LayerStackTests {
    /// The script, binding and error helpers of the card list tests.
    let lists = CardListTests()

    func layers(_ layers: String, cards: String, index: Int = 0) throws -> [ContentLayer] {
        try lists.layers(layers, cards: cards, index: index)
    }

    /// Four chips 40, 70, 100 and 130 wide from a `tags` list in 200 - 6 - 6 = 188 points: 40 + 8 + 70 = 118
    /// fit, 100 more would make 226, so the third starts a line 28 + 8 below; 100 + 8 + 130 = 238 does not fit
    /// either, so the fourth has a third line.
    @Test func forEachChipsWrap() throws {
        let stack = """
            - frame: [10, 20, 200, 120]
              stack: {spacing: 8, wrap: true, lineSpacing: 8}
              padding: [4, 6, 4, 6]
              layers:
                - {forEach: tags, size: ["40 + itemIndex * 30", 28], cornerRadius: 14, backgroundColor: systemGray6}
        """
        let bound = try layers(stack, cards: "  - {tags: [Hiking, Jazz, Coffee, Dogs]}")
        #expect(bound.count == 1)
        #expect(bound[0].frame == Rect(x: 10, y: 20, width: 200, height: 120))
        #expect(bound[0].sublayers.map(\.frame) == [Rect(x: 6, y: 4, width: 40, height: 28), Rect(x: 54, y: 4, width: 70, height: 28),
                                                    Rect(x: 6, y: 40, width: 100, height: 28), Rect(x: 6, y: 76, width: 130, height: 28)])
        #expect(try layers(stack, cards: "  - {tags: []}")[0].sublayers.isEmpty)
    }

    /// A layer hidden by `if`/`unless` takes no space: the next one moves up to where it would have been, and the
    /// last shown one takes what is left (fill).
    @Test func hiddenLayersTakeNoSpace() throws {
        let stack = """
            - frame: [0, 0, 100, 10]
              stack: {alignment: leading}
              layers:
                - {size: [50, 10], if: verified, backgroundColor: green}
                - {size: [30, 10], backgroundColor: gray}
                - {size: [20, 10], unless: verified, backgroundColor: red}
        """
        let cards = "  - {verified: false}\n  - {verified: true}"
        #expect(try layers(stack, cards: cards)[0].sublayers.map(\.frame) == [Rect(x: 0, y: 0, width: 30, height: 10), Rect(x: 30, y: 0, width: 70, height: 10)])
        #expect(try layers(stack, cards: cards, index: 1)[0].sublayers.map(\.frame) == [Rect(x: 0, y: 0, width: 50, height: 10), Rect(x: 50, y: 0, width: 50, height: 10)])
    }

    /// `width` and `height` in a size are the stack's less its padding (280 x 80 here); an arranged layer's own
    /// sublayers are placed in the size the stack gave it (fill stretches the first to 80 high).
    @Test func sizeExpressionsAndSublayersOfArrangedLayers() throws {
        let stack = """
            - frame: [0, 0, 300, 100]
              stack: {axis: horizontal, spacing: 10, distribution: equalSpacing}
              padding: [10, 10, 10, 10]
              layers:
                - size: ["width / 4", 20]
                  layers: [{frame: [0, 0, width, height], backgroundColor: blue}]
                - {size: ["card.badge", "height / 2"], backgroundColor: red}
        """
        let bound = try layers(stack, cards: "  - {badge: 44}")[0].sublayers
        // 70 and 44 wide in 280: the one gap is 280 - 114 = 166.
        #expect(bound.map(\.frame) == [Rect(x: 10, y: 10, width: 70, height: 80), Rect(x: 246, y: 10, width: 44, height: 80)])
        #expect(bound[0].sublayers.map(\.frame) == [Rect(x: 0, y: 0, width: 70, height: 80)])
    }

    /// A column of a title and a row: the row is itself a stack, its layers placed in its own coordinates.
    @Test func nestedStacks() throws {
        let stack = """
            - frame: [20, 20, 260, 200]
              backgroundColor: "{a}"
              stack: {axis: vertical, spacing: 12, alignment: leading, distribution: equalSpacing}
              layers:
                - {size: [200, 30], backgroundColor: black}
                - size: [260, 40]
                  stack: {spacing: 4, distribution: fillEqually}
                  padding: [0, 2, 0, 2]
                  layers:
                    - {size: [1, 1], backgroundColor: red}
                    - {size: [1, 1], backgroundColor: green}
        """
        let column = try layers(stack, cards: "  - {a: white}")[0].sublayers
        // 30 + 40 = 70 of 200: the gap is 130.
        #expect(column.map(\.frame) == [Rect(x: 0, y: 0, width: 200, height: 30), Rect(x: 0, y: 160, width: 260, height: 40)])
        // (256 - 4) / 2 = 126 each, stretched to the row's 40.
        #expect(column[1].sublayers.map(\.frame) == [Rect(x: 2, y: 0, width: 126, height: 40), Rect(x: 132, y: 0, width: 126, height: 40)])
    }

    /// The cell's own layer may be a stack: its layers are arranged in the card.
    @Test func theCellItselfMayStack() throws {
        let yaml = """
        screen: {size: [375, 667], scale: 1}
        widget: {kind: stack, frame: [25, 150, 325, 420]}
        cell:
          backgroundColor: "{a}"
          stack: {axis: vertical, alignment: center}
          padding: [16, 0, 16, 0]
          layers:
            - {size: [100, 100], backgroundColor: red}
            - {size: [200, 20], backgroundColor: blue}
        cards:
          - {a: white}
        """
        let script = try ScriptDecoder.decode(yaml, file: "t.yaml", baseDirectory: "/tmp")
        let cell = try #require(script.cell)
        let bound = cell.content(for: script.cards[0], index: 0, size: Size(width: 300, height: 400)).layers
        #expect(bound.map(\.frame) == [Rect(x: 100, y: 16, width: 100, height: 100), Rect(x: 50, y: 116, width: 200, height: 268)])
    }

    func failure(_ layers: String) -> String? {
        lists.failure(lists.yaml(layers, cards: "  - {a: 1}"))
    }

    @Test func errors() {
        #expect(failure("    - {frame: [0, 0, 10, 10], stack: {}, layers: [{frame: [0, 0, 5, 5]}]}")
            == "t.yaml:5:59: cell.layers[0].layers[0].frame: a layer its parent's stack arranges has no frame: give its size as size: [width, height]")
        #expect(failure("    - {frame: [0, 0, 10, 10], stack: {}, layers: [{backgroundColor: red}]}")
            == "t.yaml:5:51: cell.layers[0].layers[0]: missing required key 'size': a layer its parent's stack arranges gives size: [width, height]")
        #expect(failure("    - {frame: [0, 0, 10, 10], size: [4, 4]}")
            == "t.yaml:5:37: cell.layers[0].size: size is for a layer a stack arranges; this layer's parent has no 'stack', so the layer gives a frame")
        #expect(failure("    - {frame: [0, 0, 10, 10], padding: [1, 2, 3, 4]}")
            == "t.yaml:5:40: cell.layers[0].padding: padding insets the layers a stack arranges or the text, symbol or image a layer draws; this layer has neither")
        #expect(failure("    - {frame: [0, 0, 10, 10], stack: {axis: horizonal}}")
            == "t.yaml:5:45: cell.layers[0].stack.axis: unknown value 'horizonal' (did you mean 'horizontal'?); expected one of horizontal, vertical")
        #expect(failure("    - {frame: [0, 0, 10, 10], stack: {wrap: true, distribution: fill}}")
            == "t.yaml:5:65: cell.layers[0].stack.distribution: distribution shares one line's length and does not apply with 'wrap: true' (wrapped layers keep their sizes); remove it")
        #expect(failure("    - {frame: [0, 0, 10, 10], stack: {}, padding: [1, 2]}")
            == "t.yaml:5:51: cell.layers[0].padding: has 2 numbers; needs 4: [top, left, bottom, right]")
        #expect(lists.failure(lists.yaml("    - {frame: [0, 0, 10, 10], stack: {}, layers: [{size: [-5, 5], backgroundColor: \"{a}\"}]}", cards: "  - {a: red}"))
            == "t.yaml:5:51: cell.layers[0].layers[0]: the size comes to [-5.0, 5.0] in a stack of 10.0 x 10.0 points (less padding); width and height must lie within 0...100000")
    }

    @Test func theCellHasNoSize() {
        let yaml = """
        screen: {size: [375, 667], scale: 1}
        widget: {kind: stack, frame: [25, 150, 325, 420]}
        cell: {size: [10, 10]}
        cards:
          - {a: 1}
        """
        #expect(lists.failure(yaml) == "t.yaml:3:14: cell.size: size is for a layer a stack arranges; the cell fills its card")
    }
}
